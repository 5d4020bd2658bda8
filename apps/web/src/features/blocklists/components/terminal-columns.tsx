import type { BlockedTerminal } from '@console/contract/schemas/blocklists';
import { useTranslation } from 'react-i18next';
import {
  shownFrom,
  sortableColumn,
  unbroken,
  wrapped,
  type ListColumns,
} from '../../../components/list-table';
import { RowActions } from '../../../components/row-actions';
import { useDateTime } from '../../../lib/format/use-date-time';
import type { ListParams } from '../../../lib/list/list-params';
import { BlockStatusTag } from './block-status-tag';
import { LockToggle, reasonText } from './lockable-rows';

export const TERMINAL_SORTS = ['terminal_code'] as const;
type Sort = (typeof TERMINAL_SORTS)[number];

interface TerminalColumnsOptions {
  params: ListParams<Sort>;
  /** The Lock/Open column only for who may change the list. */
  canWrite: boolean;
  onAction: (row: BlockedTerminal) => void;
}

/** A merchant's terminals: code, name, status, reason, when and by whom, and Lock or Open. */
export function useTerminalColumns({
  params,
  canWrite,
  onAction,
}: TerminalColumnsOptions): ListColumns<BlockedTerminal> {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const label = (key: string) => t(`blocklists.fields.${key}.label`);
  const columns: ListColumns<BlockedTerminal> = [
    unbroken(sortableColumn(params, 'terminal_code', label('terminal_code'))),
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
  return columns;
}
