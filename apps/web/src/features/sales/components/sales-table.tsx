import type { SaleSummary } from '@console/contract/schemas/sales';
import { SALE_SORT_FIELDS } from '@console/contract/routes/areas/sales';
import { useTranslation } from 'react-i18next';
import {
  ListTable,
  shownFrom,
  sortableColumn,
  unbroken,
  type ListColumns,
  type UrlListTable,
} from '../../../components/list-table';
import { useNumbers } from '../../../lib/format/use-numbers';
import { useDateTime } from '../../../lib/format/use-date-time';

/** The server sorts the whole period's rows by code, latest sale, sum or count. */
export { SALE_SORT_FIELDS };
export type SaleSortField = (typeof SALE_SORT_FIELDS)[number];

/** A code may have sold for more than one salesman, so a row is a code and its salesman. */
type SaleRow = SaleSummary & { id: string };
const withId = (row: SaleSummary): SaleRow => ({
  ...row,
  id: `${row.promotion_id}-${row.salesman_name ?? ''}-${row.currency}`,
});

interface SalesTableProps extends UrlListTable<SaleSummary, SaleSortField> {
  /** An employee who sees every salesman's sales: the table names the salesman of each row. */
  allSalesmen: boolean;
}

export function SalesTable({ list, allSalesmen, ...table }: SalesTableProps) {
  const { t } = useTranslation();
  const numbers = useNumbers();
  const formatTime = useDateTime();
  const f = (key: string) => t(`sales.fields.${key}.label`);
  const sorted = (key: SaleSortField) => sortableColumn(table.params, key, f(key));
  const money = (value: number | string, row: SaleSummary) => numbers.amount(value, row.currency);
  const columns: ListColumns<SaleRow> = [
    unbroken(sorted('code')),
    ...(allSalesmen
      ? [{ key: 'salesman_name', dataIndex: 'salesman_name', title: f('salesman_name') }]
      : []),
    shownFrom('sm', sorted('count')),
    shownFrom('md', unbroken({ ...sorted('sum'), render: money })),
    shownFrom(
      'md',
      unbroken({
        key: 'reward',
        title: f('reward'),
        render: (_, row: SaleRow) =>
          row.reward_type === 'percent' ? numbers.percent(row.reward) : money(row.reward, row),
      }),
    ),
    unbroken({ key: 'commission', dataIndex: 'commission', title: f('commission'), render: money }),
    unbroken({ ...sorted('last_at'), render: (at: string) => formatTime(at) }),
  ];
  return (
    <ListTable<SaleRow, SaleSortField>
      {...table}
      list={list.map(withId)}
      sortFields={SALE_SORT_FIELDS}
      columns={columns}
    />
  );
}
