import { PAGE_SIZES } from '@console/contract/constants';
import { PROMOTION_SORT_FIELDS, type PromotionRow } from '@console/contract/schemas/promotions';
import { Button, Flex, Table, Tag, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ListParams, PageSize } from '../../../lib/list/list-params';
import type { ListParamsUpdate } from '../../../lib/list/use-list-params';
import { formatAmount } from '../utils/money';

type SortField = (typeof PROMOTION_SORT_FIELDS)[number];
const nowrap = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;
const STATUS_COLORS = { run: 'green', stop: 'default', fail: 'red' } as const;

interface Props {
  list: PromotionRow[];
  total: number;
  loading: boolean;
  mine: boolean;
  params: ListParams<SortField>;
  onChange: ListParamsUpdate<SortField>;
}

function sortOf(sorter: SorterResult<PromotionRow> | SorterResult<PromotionRow>[]) {
  const single = Array.isArray(sorter) ? sorter[0] : sorter;
  const field = PROMOTION_SORT_FIELDS.find((name) => name === single?.columnKey);
  if (!single?.order || !field) return { sort: 'id', order: 'asc' } as const;
  return { sort: field, order: single.order === 'ascend' ? 'asc' : 'desc' } as const;
}

export function PromotionsTable({ list, total, loading, mine, params, onChange }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const detail = (row: PromotionRow) =>
    `/${mine ? 'promotion-mine' : 'promotion'}/${row.id}/${encodeURIComponent(row.code)}`;
  const sorted = (key: SortField) =>
    ({
      key,
      dataIndex: key,
      title: t(`promotions.fields.${key}.label`),
      sorter: true,
      sortOrder: params.sort === key ? (params.order === 'asc' ? 'ascend' : 'descend') : null,
    }) as const;
  const columns: NonNullable<TableProps<PromotionRow>['columns']> = [
    sorted('code'),
    { ...sorted('expire'), render: nowrap },
    {
      key: 'package',
      dataIndex: 'package',
      title: t('promotions.fields.package.label'),
      render: (value: string) => t(`promotions.packages.${value}`),
    },
    {
      key: 'type',
      dataIndex: 'type',
      title: t('promotions.fields.type.label'),
      width: 180,
      render: (type: string) => t(`promotions.types.${type}`),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('promotions.fields.status.label'),
      render: (s: PromotionRow['status']) => (
        <Tag color={STATUS_COLORS[s]}>{t(`promotions.statuses.${s}`)}</Tag>
      ),
    },
    // A salesman's own codes all carry his e-mail.
    ...(mine
      ? []
      : [{ key: 'email', dataIndex: 'email', title: t('promotions.fields.email.label') }]),
    { key: 'count', dataIndex: 'count', title: t('promotions.fields.count.label') },
    {
      key: 'sum',
      title: t('promotions.fields.sum.label'),
      render: (_, row) => nowrap(formatAmount(row.sum, row.unit)),
    },
    {
      key: 'actions',
      title: t('promotions.fields.actions.label'),
      render: (_, row) => (
        <Flex gap="small">
          <Button size="small" onClick={() => void navigate(detail(row))}>
            {t('buttons.view')}
          </Button>
          <Button
            size="small"
            onClick={() =>
              void navigate(`/promotion/${row.id}/${encodeURIComponent(row.code)}/sale`)
            }
          >
            {t('promotions.buttons.sales')}
          </Button>
        </Flex>
      ),
    },
  ];
  const change: TableProps<PromotionRow>['onChange'] = (pagination, _, sorter, { action }) => {
    if (action === 'sort') return onChange({ ...sortOf(sorter), page: 1 });
    const pageSize = (pagination.pageSize ?? params.page_size) as PageSize;
    onChange({
      page: pageSize === params.page_size ? (pagination.current ?? 1) : 1,
      page_size: pageSize,
    });
  };
  return (
    <Table<PromotionRow>
      rowKey="id"
      columns={columns}
      dataSource={list}
      loading={loading}
      onChange={change}
      scroll={{ x: 1000 }}
      pagination={{
        current: params.page,
        pageSize: params.page_size,
        total,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES.map(String),
        showTotal: (count) => t('common.messages.total_items', { total: count }),
      }}
    />
  );
}
