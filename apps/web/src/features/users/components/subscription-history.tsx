import type { SubscriptionChange } from '@console/contract/schemas/users';
import { Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { unbroken } from '../../../components/list-table';
import { LoadError } from '../../../components/load-error';
import { formatAmount } from '../../../lib/format/money';
import { useDateTime } from '../../../lib/format/use-date-time';
import { useSubscriptionHistory } from '../api/get-subscription-history';

type Columns = NonNullable<TableProps<SubscriptionChange>['columns']>;

export function SubscriptionHistory({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const history = useSubscriptionHistory(userId);
  const time = (iso: string | null) => (iso ? formatTime(iso) : '—');
  const role = (value: string) => (value ? t(`users.admin_roles.${value}`, value) : '—');
  // Headers keep their words whole: a narrow column scrolls rather than breaks them.
  const title = (key: string) => (
    <span style={{ whiteSpace: 'nowrap' }}>{t(`users.fields.${key}.label`)}</span>
  );
  const columns: Columns = [
    unbroken({
      key: 'at',
      title: title('at'),
      render: (_: unknown, row: SubscriptionChange) => time(row.at),
    }),
    { key: 'actor', dataIndex: 'actor_name', title: title('actor_name') },
    {
      key: 'action',
      title: title('action'),
      render: (_, row) => t(`users.history_actions.${row.action}`),
    },
    {
      key: 'roles',
      title: title('roles_change'),
      render: (_, row) => `${role(row.from_role)} → ${role(row.to_role)}`,
    },
    {
      key: 'ends',
      title: title('end_change'),
      render: (_, row) => `${time(row.from_end)} → ${time(row.to_end)}`,
    },
    { key: 'months', dataIndex: 'months', title: title('months') },
    { key: 'code', title: title('code'), render: (_, row) => row.code ?? '—' },
    unbroken({
      key: 'amount_paid',
      title: title('amount_paid'),
      align: 'right' as const,
      render: (_: unknown, row: SubscriptionChange) =>
        row.amount_paid === null || row.currency === null
          ? '—'
          : formatAmount(row.amount_paid, row.currency),
    }),
  ];
  if (history.isError) return <LoadError onRetry={() => void history.refetch()} />;
  return (
    <div>
      <Table<SubscriptionChange>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={history.data?.list ?? []}
        loading={history.isFetching}
        pagination={false}
        scroll={{ x: 1000 }}
        locale={{ emptyText: t('users.messages.no_history') }}
      />
    </div>
  );
}
