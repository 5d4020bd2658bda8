import { HistoryOutlined } from '@ant-design/icons';
import type { CustomerBlock } from '@console/contract/schemas/blocklists';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  shownFrom,
  sortableTimeColumn,
  unbroken,
  type ListColumns,
} from '../../../components/list-table';
import { RowActions } from '../../../components/row-actions';
import { useDateTime } from '../../../lib/format/use-date-time';
import type { ListParams } from '../../../lib/list/list-params';
import { BlockStatusTag } from './block-status-tag';
import { LockToggle, reasonText } from './lockable-rows';

export const CUSTOMER_SORTS = ['actionAt'] as const;
type Sort = (typeof CUSTOMER_SORTS)[number];

interface CustomerColumnsOptions {
  params: ListParams<Sort>;
  /** Lock and open offered only to who may change the list. */
  canWrite: boolean;
  onAction: (row: CustomerBlock) => void;
  onHistory: (row: CustomerBlock) => void;
}

/** The customer blocklist's columns: phone, status, reason, when and by whom, and its actions. */
export function useCustomerColumns({
  params,
  canWrite,
  onAction,
  onHistory,
}: CustomerColumnsOptions): ListColumns<CustomerBlock> {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const label = (key: string) => t(`blocklists.fields.${key}.label`);
  return [
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
    shownFrom('sm', sortableTimeColumn(params, 'actionAt', label('action_at'), formatTime)),
    shownFrom('lg', { key: 'actionBy', dataIndex: 'actionBy', title: label('action_by') }),
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
}
