import { HistoryOutlined } from '@ant-design/icons';
import type { CustomerBlock } from '@console/contract/schemas/blocklists';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ListTable,
  shownFrom,
  sortableColumn,
  unbroken,
  type ListColumns,
} from '../../../components/list-table';
import { RowActions } from '../../../components/row-actions';
import { useDateTime } from '../../../lib/format/use-date-time';
import type { ListParams } from '../../../lib/list/list-params';
import type { ListParamsUpdate } from '../../../lib/list/use-list-params';
import { BlockStatusTag } from './block-status-tag';
import { LockToggle, lockSelection, reasonText } from './lockable-rows';

export const CUSTOMER_SORTS = ['action_at'] as const;
type Sort = (typeof CUSTOMER_SORTS)[number];

interface CustomersTableProps {
  list: CustomerBlock[];
  total: number;
  loading: boolean;
  params: ListParams<Sort>;
  onChange: ListParamsUpdate<Sort>;
  empty: ReactNode;
  /** Lock and open offered, and rows selectable, only to who may change the list. */
  canWrite: boolean;
  selected: CustomerBlock[];
  onSelect: (rows: CustomerBlock[]) => void;
  onAction: (row: CustomerBlock) => void;
  onHistory: (row: CustomerBlock) => void;
}

export function CustomersTable({
  canWrite,
  selected,
  onSelect,
  onAction,
  onHistory,
  ...table
}: CustomersTableProps) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const label = (key: string) => t(`blocklists.fields.${key}.label`);
  const columns: ListColumns<CustomerBlock> = [
    unbroken({ key: 'phone', dataIndex: 'phone', title: label('phone') }),
    {
      key: 'status',
      title: label('status'),
      render: (_, row) => <BlockStatusTag status={row.status} />,
    },
    shownFrom('md', {
      key: 'reason',
      title: label('reason'),
      render: (_: unknown, row: CustomerBlock) => reasonText(t, row),
    }),
    shownFrom(
      'sm',
      unbroken({
        ...sortableColumn(table.params, 'action_at', label('action_at')),
        render: (value: string) => formatTime(value),
      }),
    ),
    shownFrom('lg', { key: 'action_by', dataIndex: 'action_by', title: label('action_by') }),
    {
      key: 'actions',
      title: t('common.row_actions'),
      render: (_, row) => (
        <RowActions>
          <Button
            type="link"
            size="small"
            icon={<HistoryOutlined />}
            onClick={() => onHistory(row)}
          >
            {t('blocklists.actions.history')}
          </Button>
          {canWrite && <LockToggle status={row.status} onClick={() => onAction(row)} />}
        </RowActions>
      ),
    },
  ];
  return (
    <ListTable
      {...table}
      sortFields={CUSTOMER_SORTS}
      columns={columns}
      rowSelection={lockSelection(canWrite, selected, onSelect, (row) => row.phone)}
    />
  );
}
