import { PROMOTION_SORT_FIELDS, shownStatus } from '@console/contract/routes/areas/promotions';
import type { PromotionRow } from '@console/contract/schemas/promotions';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  ListTable,
  shownFrom,
  sortableColumn,
  unbroken,
  type ListColumns,
  type UrlListTable,
} from '../../../components/list-table';
import { RowActions } from '../../../components/row-actions';
import { useNumbers } from '../../../lib/format/use-numbers';
import { useFormatDay } from '../../../lib/format/use-date-time';
import { linkTo } from '../../../lib/paths';

type SortField = (typeof PROMOTION_SORT_FIELDS)[number];
const STATUS_COLORS = { run: 'green', stop: 'default', fail: 'red', expired: 'orange' } as const;

interface Props extends UrlListTable<PromotionRow, SortField> {
  mine: boolean;
}

export function PromotionsTable({ mine, params, ...table }: Props) {
  const { t } = useTranslation();
  const numbers = useNumbers();
  const navigate = useNavigate();
  const formatDay = useFormatDay();
  const detail = (row: PromotionRow) =>
    linkTo(mine ? 'promotions.mineShow' : 'promotions.show', row);
  const sorted = (key: SortField) =>
    sortableColumn(params, key, t(`promotions.fields.${key}.label`));
  const columns: ListColumns<PromotionRow> = [
    unbroken(sorted('code')),
    shownFrom('sm', unbroken({ ...sorted('expire'), render: (day: string) => formatDay(day) })),
    // From 1600 px: at 1366 px the row's View and Sales must fit without scrolling.
    shownFrom('xxl', {
      key: 'package',
      dataIndex: 'package',
      title: t('promotions.fields.package.label'),
      render: (value: string) => t(`promotions.packages.${value}`),
    }),
    shownFrom('md', {
      key: 'type',
      dataIndex: 'type',
      title: t('promotions.fields.type.label'),
      render: (type: string) => t(`promotions.types.${type}`),
    }),
    {
      key: 'status',
      title: t('promotions.fields.status.label'),
      render: (_, row) => {
        const status = shownStatus(row);
        return <Tag color={STATUS_COLORS[status]}>{t(`promotions.statuses.${status}`)}</Tag>;
      },
    },
    // A salesman's own codes all carry his e-mail.
    ...(mine
      ? []
      : [
          shownFrom('lg', {
            key: 'email',
            dataIndex: 'email',
            title: t('promotions.fields.email.label'),
          }),
        ]),
    shownFrom('md', {
      key: 'count',
      dataIndex: 'count',
      title: t('promotions.fields.count.label'),
    }),
    shownFrom(
      'sm',
      unbroken({
        key: 'sum',
        title: t('promotions.fields.sum.label'),
        render: (_: unknown, row: PromotionRow) => numbers.amount(row.sum, row.unit),
      }),
    ),
    {
      key: 'actions',
      title: t('promotions.fields.actions.label'),
      render: (_, row) => (
        <RowActions viewPath={detail(row)}>
          <Button
            type="link"
            size="small"
            onClick={() => void navigate(linkTo('promotions.sales', row))}
          >
            {t('promotions.buttons.sales')}
          </Button>
        </RowActions>
      ),
    },
  ];
  return (
    <ListTable<PromotionRow, SortField>
      {...table}
      params={params}
      sortFields={PROMOTION_SORT_FIELDS}
      columns={columns}
    />
  );
}
