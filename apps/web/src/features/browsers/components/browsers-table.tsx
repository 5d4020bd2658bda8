import type { BlockedBrowser } from '@console/contract/schemas/browsers';
import { BROWSER_SORT_FIELDS } from '@console/contract/routes/areas/browsers';
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
import { useDateTime } from '../../../lib/format/use-date-time';
import { BrowserRowActions } from './browser-row-actions';

type SortField = (typeof BROWSER_SORT_FIELDS)[number];

type BrowsersTableProps = UrlListTable<BlockedBrowser, SortField>;

export function BrowsersTable(table: BrowsersTableProps) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const { params } = table;
  const label = (key: string) => t(`browsers.fields.${key}.label`);
  const columns: ListColumns<BlockedBrowser> = [
    shownFrom('md', rowNumberColumn(params, label('no'))),
    wrapped(sortableColumn(params, 'browser_name', label('browser_name'))),
    shownFrom('sm', unbroken(sortableColumn(params, 'file_name', label('file_name')))),
    shownFrom('lg', {
      key: 'original_name',
      dataIndex: 'original_name',
      title: label('original_name'),
    }),
    shownFrom(
      'lg',
      wrapped({
        key: 'file_description',
        dataIndex: 'file_description',
        title: label('file_description'),
      }),
    ),
    shownFrom('md', sortableTimeColumn(params, 'updated_at', label('updated_at'), formatTime)),
    {
      key: 'actions',
      title: label('actions'),
      render: (_, row) => <BrowserRowActions id={row.id} />,
    },
  ];
  return (
    <ListTable<BlockedBrowser, SortField>
      {...table}
      sortFields={BROWSER_SORT_FIELDS}
      columns={columns}
    />
  );
}
