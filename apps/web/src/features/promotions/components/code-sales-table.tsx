import type { Sale } from '@console/contract/schemas/sales';
import { CODE_SALE_SORT_FIELDS } from '@console/contract/routes/areas/sales';
import { useTranslation } from 'react-i18next';
import {
  ListTable,
  shownFrom,
  sortableColumn,
  unbroken,
  type ListColumns,
} from '../../../components/list-table';
import { useNumbers } from '../../../lib/format/use-numbers';
import { useDateTime } from '../../../lib/format/use-date-time';
import type { ListParams } from '../../../lib/list/list-params';
import type { ListParamsUpdate } from '../../../lib/list/use-list-params';

/** The server sorts a code's sales by time (newest first by default) or by the amount paid. */
export { CODE_SALE_SORT_FIELDS };
type SortField = (typeof CODE_SALE_SORT_FIELDS)[number];

interface CodeSalesTableProps {
  list: Sale[];
  total: number;
  loading: boolean;
  params: ListParams<SortField>;
  onChange: ListParamsUpdate<SortField>;
}

export function CodeSalesTable(table: CodeSalesTableProps) {
  const { t } = useTranslation();
  const numbers = useNumbers();
  const formatTime = useDateTime();
  const f = (key: string) => t(`sales.fields.${key}.label`);
  const money = (value: number, row: Sale) => numbers.amount(value, row.currency);
  const sorted = (key: SortField) => sortableColumn(table.params, key, f(key));
  const columns: ListColumns<Sale> = [
    unbroken({ ...sorted('at'), render: (at: string) => formatTime(at) }),
    { key: 'user_name', dataIndex: 'user_name', title: f('user_name') },
    shownFrom('sm', { key: 'months', dataIndex: 'months', title: f('months') }),
    shownFrom('lg', { key: 'bonus_months', dataIndex: 'bonus_months', title: f('bonus_months') }),
    shownFrom(
      'md',
      unbroken({
        key: 'list_price',
        dataIndex: 'list_price',
        title: f('list_price'),
        render: money,
      }),
    ),
    shownFrom(
      'md',
      unbroken({ key: 'discount', dataIndex: 'discount', title: f('discount'), render: money }),
    ),
    unbroken({ ...sorted('amount_paid'), render: money }),
    shownFrom('lg', {
      key: 'salesman_name',
      dataIndex: 'salesman_name',
      title: f('salesman_name'),
    }),
  ];
  return (
    <ListTable<Sale, SortField> {...table} sortFields={CODE_SALE_SORT_FIELDS} columns={columns} />
  );
}
