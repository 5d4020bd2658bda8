import type { SaleSummary } from '@console/contract/schemas/sales';
import { useTranslation } from 'react-i18next';
import { ListTable, shownFrom, type ListColumns } from '../../../components/list-table';
import { formatAmount } from '../../../lib/format/money';
import type { ListParams } from '../../../lib/list/list-params';
import type { ListParamsUpdate } from '../../../lib/list/use-list-params';

/** The server orders sales by code, then salesman, and takes no sort: no column sorts. */
export const SALE_SORT_FIELDS = ['code'] as const;
type SortField = (typeof SALE_SORT_FIELDS)[number];

/** A code may have sold for more than one salesman, so a row is a code and its salesman. */
type SaleRow = SaleSummary & { id: string };
const withId = (row: SaleSummary): SaleRow => ({
  ...row,
  id: `${row.promotion_id}-${row.salesman_name ?? ''}-${row.currency}`,
});

interface SalesTableProps {
  list: SaleSummary[];
  total: number;
  loading: boolean;
  /** Staff see every salesman's sales, so the table names him. */
  staff: boolean;
  params: ListParams<SortField>;
  onChange: ListParamsUpdate<SortField>;
}

export function SalesTable({ list, staff, ...table }: SalesTableProps) {
  const { t } = useTranslation();
  const f = (key: string) => t(`sales.fields.${key}.label`);
  const money = (value: number | string, row: SaleSummary) => (
    <span style={{ whiteSpace: 'nowrap' }}>{formatAmount(value, row.currency)}</span>
  );
  const columns: ListColumns<SaleRow> = [
    { key: 'code', dataIndex: 'code', title: f('code') },
    ...(staff
      ? [{ key: 'salesman_name', dataIndex: 'salesman_name', title: f('salesman_name') }]
      : []),
    shownFrom('sm', { key: 'count', dataIndex: 'count', title: f('count') }),
    shownFrom('md', { key: 'sum', dataIndex: 'sum', title: f('sum'), render: money }),
    shownFrom('md', {
      key: 'reward',
      title: f('reward'),
      render: (_, row: SaleRow) =>
        row.reward_type === 'percent' ? `${row.reward}%` : money(row.reward, row),
    }),
    { key: 'commission', dataIndex: 'commission', title: f('commission'), render: money },
  ];
  return (
    <ListTable<SaleRow, SortField>
      {...table}
      list={list.map(withId)}
      sortFields={SALE_SORT_FIELDS}
      columns={columns}
    />
  );
}
