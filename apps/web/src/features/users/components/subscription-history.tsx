import type { SubscriptionChange } from '@console/contract/schemas/users';
import { useTranslation } from 'react-i18next';
import { ListTable, unbroken, type ListColumns } from '../../../components/list-table';
import { useNumbers } from '../../../lib/format/use-numbers';
import { useDateTime } from '../../../lib/format/use-date-time';
import { useSubscriptionHistory } from '../api/get-subscription-history';

export function SubscriptionHistory({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const numbers = useNumbers();
  const formatTime = useDateTime();
  const history = useSubscriptionHistory(userId);
  const time = (iso: string | null) => (iso ? formatTime(iso) : '—');
  const role = (value: string) => (value ? t(`users.admin_roles.${value}`, value) : '—');
  // Headers keep their words whole: a narrow column scrolls rather than breaks them.
  const title = (key: string) => (
    <span style={{ whiteSpace: 'nowrap' }}>{t(`users.fields.${key}.label`)}</span>
  );
  const columns: ListColumns<SubscriptionChange> = [
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
          : numbers.amount(row.amount_paid, row.currency),
    }),
  ];
  return (
    <ListTable
      size="small"
      columns={columns}
      list={history.data?.list ?? []}
      loading={history.isFetching}
      failed={history.isError}
      onRetry={() => void history.refetch()}
      paging={false}
      scrollX={1000}
      empty={t('users.messages.no_history')}
    />
  );
}
