import type { BlockedTerminal } from '@console/contract/schemas/blocklists';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ListTable,
  shownFrom,
  sortableColumn,
  unbroken,
  wrapped,
  type ListColumns,
} from '../../../components/list-table';
import { RowActions } from '../../../components/row-actions';
import { useDateTime } from '../../../lib/format/use-date-time';
import type { ListParams } from '../../../lib/list/list-params';
import type { ListParamsUpdate } from '../../../lib/list/use-list-params';
import { BlockStatusTag } from './block-status-tag';
import { LockToggle, lockSelection, reasonText } from './lockable-rows';

export const TERMINAL_SORTS = ['terminal_code'] as const;
type Sort = (typeof TERMINAL_SORTS)[number];

interface TerminalsTableProps {
  list: BlockedTerminal[];
  total: number;
  loading: boolean;
  params: ListParams<Sort>;
  onChange: ListParamsUpdate<Sort>;
  empty: ReactNode;
  canWrite: boolean;
  selected: BlockedTerminal[];
  onSelect: (rows: BlockedTerminal[]) => void;
  onAction: (row: BlockedTerminal) => void;
}

export function TerminalsTable({
  canWrite,
  selected,
  onSelect,
  onAction,
  ...table
}: TerminalsTableProps) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const label = (key: string) => t(`blocklists.fields.${key}.label`);
  const columns: ListColumns<BlockedTerminal> = [
    unbroken(sortableColumn(table.params, 'terminal_code', label('terminal_code'))),
    shownFrom(
      'md',
      wrapped({ key: 'terminal_name', dataIndex: 'terminal_name', title: label('terminal_name') }),
    ),
    {
      key: 'status',
      title: label('status'),
      render: (_, row) => <BlockStatusTag status={row.status} />,
    },
    shownFrom('lg', {
      key: 'reason',
      title: label('reason'),
      render: (_: unknown, row: BlockedTerminal) => reasonText(t, row),
    }),
    shownFrom(
      'sm',
      unbroken({
        key: 'action_at',
        title: label('action_at'),
        render: (_: unknown, row: BlockedTerminal) =>
          row.action_at ? formatTime(row.action_at) : '',
      }),
    ),
    shownFrom('lg', { key: 'action_by', dataIndex: 'action_by', title: label('action_by') }),
  ];
  if (canWrite) {
    columns.push({
      key: 'actions',
      title: t('common.row_actions'),
      render: (_, row) => (
        <RowActions>
          <LockToggle status={row.status} onClick={() => onAction(row)} />
        </RowActions>
      ),
    });
  }
  return (
    <ListTable
      {...table}
      sortFields={TERMINAL_SORTS}
      columns={columns}
      rowSelection={lockSelection(canWrite, selected, onSelect, (row) => row.terminal_code)}
    />
  );
}
