import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import type { BlockStatus } from '@console/contract/schemas/blocklists';
import { Button, type TableProps } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What the customer and terminal blocklists share: a row that is open or locked, with a reason. */
interface LockableRow {
  id: number | string;
  status: BlockStatus;
}

/** "Reason — its text", or nothing for a row never locked. */
export function reasonText(t: TFunction, row: { reason: string; reasonText: string }): string {
  return row.reason
    ? [t(`blocklists.reasons.${row.reason}`), row.reasonText].filter(Boolean).join(' — ')
    : '';
}

/** The row's Lock or Open button: locking is the dangerous one. */
export function LockToggle({ status, onClick }: { status: BlockStatus; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      type="link"
      size="small"
      danger={status === 'open'}
      icon={status === 'open' ? <LockOutlined /> : <UnlockOutlined />}
      onClick={onClick}
    >
      {t(`blocklists.actions.${status === 'open' ? 'lock' : 'open'}`)}
    </Button>
  );
}

/**
 * Rows picked to be locked at once, across pages, for who may change the list: only open rows (a
 * locked one has nothing to lock), each box named by the row's own label. `clear` once locked.
 */
export function useLockSelection<Row extends LockableRow>(label: (row: Row) => string) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<Row[]>([]);
  const rowSelection: TableProps<Row>['rowSelection'] = {
    selectedRowKeys: selected.map((row) => row.id),
    onChange: (_, rows) => setSelected(rows),
    getCheckboxProps: (row) => ({ disabled: row.status === 'locked', 'aria-label': label(row) }),
    // antd names the header's box "Select all" in English whatever its locale.
    getTitleCheckboxProps: () => ({ 'aria-label': t('common.aria.select_all') }),
    preserveSelectedRowKeys: true,
  };
  return { selected, rowSelection, clear: () => setSelected([]) };
}

export type LockSelection<Row> = {
  selected: Row[];
  rowSelection: TableProps<Row>['rowSelection'];
};
