import { HistoryOutlined, SyncOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { BlockedMerchant } from '@console/contract/schemas/blocklists';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  ListTable,
  shownFrom,
  sortableColumn,
  unbroken,
  wrapped,
  type ListColumns,
} from '../../../components/list-table';
import { RowActions } from '../../../components/row-actions';
import { linkTo } from '../../../lib/paths';
import type { ListParams } from '../../../lib/list/list-params';
import type { ListParamsUpdate } from '../../../lib/list/use-list-params';

export const MERCHANT_SORTS = ['merchant_code'] as const;
type Sort = (typeof MERCHANT_SORTS)[number];
type Row = BlockedMerchant & { id: string };

interface MerchantsTableProps {
  list: BlockedMerchant[];
  total: number;
  loading: boolean;
  params: ListParams<Sort>;
  onChange: ListParamsUpdate<Sort>;
  empty: ReactNode;
  canWrite: boolean;
  syncing: string | undefined;
  onSync: (merchantCode: string) => void;
  onHistory: (merchant: BlockedMerchant) => void;
}

export function MerchantsTable({
  list,
  canWrite,
  syncing,
  onSync,
  onHistory,
  ...table
}: MerchantsTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const label = (key: string) => t(`blocklists.fields.${key}.label`);
  const terminalsOf = (code: string) => linkTo('blocklists.terminals', { code });
  const columns: ListColumns<Row> = [
    unbroken({
      ...sortableColumn(table.params, 'merchant_code', label('merchant_code')),
      render: (code: string) => <Link to={terminalsOf(code)}>{code}</Link>,
    }),
    wrapped({ key: 'merchant_name', dataIndex: 'merchant_name', title: label('merchant_name') }),
    shownFrom('sm', {
      key: 'total_terminals',
      dataIndex: 'total_terminals',
      title: label('total_terminals'),
      align: 'right' as const,
    }),
    {
      key: 'locked_terminals',
      dataIndex: 'locked_terminals',
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
            onClick={() => void navigate(terminalsOf(row.merchant_code))}
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
              loading={syncing === row.merchant_code}
              onClick={() => onSync(row.merchant_code)}
            >
              {t('blocklists.actions.sync')}
            </Button>
          )}
        </RowActions>
      ),
    },
  ];
  return (
    <ListTable<Row, Sort>
      {...table}
      list={list.map((m) => ({ ...m, id: m.merchant_code }))}
      sortFields={MERCHANT_SORTS}
      columns={columns}
    />
  );
}
