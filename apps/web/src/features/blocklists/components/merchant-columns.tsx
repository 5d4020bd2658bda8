import { HistoryOutlined, SyncOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { BlockedMerchant } from '@console/contract/schemas/blocklists';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  shownFrom,
  sortableColumn,
  unbroken,
  wrapped,
  type ListColumns,
} from '../../../components/list-table';
import { RowActions } from '../../../components/row-actions';
import type { ListParams } from '../../../lib/list/list-params';
import { linkTo } from '../../../lib/paths';

export const MERCHANT_SORTS = ['merchantCode'] as const;
type Sort = (typeof MERCHANT_SORTS)[number];

interface MerchantColumnsOptions {
  params: ListParams<Sort>;
  /** Sync offered only to who may change the list. */
  canWrite: boolean;
  /** The merchant whose terminals are syncing now. */
  syncing: string | undefined;
  onSync: (merchantCode: string) => void;
  onHistory: (merchant: BlockedMerchant) => void;
}

/** The merchants: code (to its terminals), name, terminals and locked ones, and its actions. */
export function useMerchantColumns({
  params,
  canWrite,
  syncing,
  onSync,
  onHistory,
}: MerchantColumnsOptions): ListColumns<BlockedMerchant> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const label = (key: string) => t(`blocklists.fields.${key}.label`);
  const terminalsOf = (code: string) => linkTo('blocklists.terminals', { code });
  return [
    unbroken({
      ...sortableColumn(params, 'merchantCode', label('merchant_code')),
      render: (code: string) => <Link to={terminalsOf(code)}>{code}</Link>,
    }),
    wrapped({ key: 'merchantName', dataIndex: 'merchantName', title: label('merchant_name') }),
    shownFrom('sm', {
      key: 'totalTerminals',
      dataIndex: 'totalTerminals',
      title: label('total_terminals'),
      align: 'right' as const,
    }),
    {
      key: 'lockedTerminals',
      dataIndex: 'lockedTerminals',
      title: label('locked_terminals'),
      align: 'right',
    },
    {
      key: 'actions',
      title: t('common.row_actions'),
      render: (_, row) => (
        <RowActions>
          <Button
            type="link"
            size="small"
            icon={<UnorderedListOutlined />}
            onClick={() => void navigate(terminalsOf(row.merchantCode))}
          >
            {t('blocklists.actions.terminals')}
          </Button>
          <Button
            type="link"
            size="small"
            icon={<HistoryOutlined />}
            onClick={() => onHistory(row)}
          >
            {t('blocklists.actions.history')}
          </Button>
          {canWrite && (
            <Button
              type="link"
              size="small"
              icon={<SyncOutlined />}
              loading={syncing === row.merchantCode}
              onClick={() => onSync(row.merchantCode)}
            >
              {t('blocklists.actions.sync')}
            </Button>
          )}
        </RowActions>
      ),
    },
  ];
}
