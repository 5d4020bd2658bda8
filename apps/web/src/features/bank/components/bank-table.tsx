import type { BankInfo } from '@console/contract/schemas/bank';
import { BANK_SORT_FIELDS } from '@console/contract/routes/areas/bank';
import { useTranslation } from 'react-i18next';
import {
  ListTable,
  rowNumberColumn,
  shownFrom,
  sortableColumn,
  sortableTimeColumn,
  unbroken,
  wrapped,
  type ListColumns,
  type UrlListTable,
} from '../../../components/list-table';
import { RowActions } from '../../../components/row-actions';
import { useDateTime } from '../../../lib/format/use-date-time';
import { linkTo } from '../../../lib/paths';

type SortField = (typeof BANK_SORT_FIELDS)[number];

interface BankTableProps extends UrlListTable<BankInfo, SortField> {
  canEdit: boolean;
}

export function BankTable({ canEdit, ...table }: BankTableProps) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const { params } = table;
  const label = (key: string) => t(`bank.fields.${key}.label`);
  const columns: ListColumns<BankInfo> = [
    shownFrom('md', rowNumberColumn(params, label('no'))),
    sortableColumn(params, 'user_name', label('user_name')),
    {
      ...sortableColumn(params, 'bank_name', label('bank')),
      render: (_, row) => row.shortName,
    },
    shownFrom(
      'sm',
      unbroken({ key: 'bank_number', dataIndex: 'bank_number', title: label('bank_number') }),
    ),
    shownFrom(
      'md',
      wrapped({ key: 'bank_holder', dataIndex: 'bank_holder', title: label('bank_holder') }),
    ),
    shownFrom('lg', sortableTimeColumn(params, 'updated_at', label('updated_at'), formatTime)),
    {
      key: 'actions',
      title: label('actions'),
      render: (_, row) => (
        <RowActions
          viewPath={linkTo('bank.show', { id: row.id })}
          editPath={canEdit ? linkTo('bank.edit', { id: row.id }) : undefined}
        />
      ),
    },
  ];
  return (
    <ListTable<BankInfo, SortField> {...table} sortFields={BANK_SORT_FIELDS} columns={columns} />
  );
}
