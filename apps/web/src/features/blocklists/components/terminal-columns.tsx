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

export const TERMINAL_SORTS = ['terminalCode'] as const;
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
    unbroken(sortableColumn(params, 'terminalCode', label('terminal_code'))),
    shownFrom(
      'md',
      wrapped({ key: 'terminalName', dataIndex: 'terminalName', title: label('terminal_name') }),
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
        key: 'actionAt',
        title: label('action_at'),
        render: (_: unknown, row: BlockedTerminal) =>
          row.actionAt ? formatTime(row.actionAt) : '',
      }),
    ),
    shownFrom('lg', { key: 'actionBy', dataIndex: 'actionBy', title: label('action_by') }),
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
