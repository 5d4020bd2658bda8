import type { SubscriptionChange } from '@console/contract/schemas/users';
import { Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useKeyboardScroll } from '../../../components/use-keyboard-scroll';
import { useDateTime } from '../../../lib/format/use-date-time';
import { useSubscriptionHistory } from '../api/get-subscription-history';

type Columns = NonNullable<TableProps<SubscriptionChange>['columns']>;

export function SubscriptionHistory({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const history = useSubscriptionHistory(userId);
  const box = useKeyboardScroll<HTMLDivElement>();
  const time = (iso: string | null) => (iso ? formatTime(iso) : '—');
  const role = (value: string) => (value ? t(`users.admin_roles.${value}`, value) : '—');
  const columns: Columns = [
    { key: 'at', title: t('users.fields.at.label'), render: (_, row) => time(row.at) },
    { key: 'actor', dataIndex: 'actor_name', title: t('users.fields.actor_name.label') },
    {
      key: 'action',
      title: t('users.fields.action.label'),
      render: (_, row) => t(`users.history_actions.${row.action}`),
    },
    {
      key: 'roles',
      title: t('users.fields.roles_change.label'),
      render: (_, row) => `${role(row.from_role)} → ${role(row.to_role)}`,
    },
    {
      key: 'ends',
      title: t('users.fields.end_change.label'),
      render: (_, row) => `${time(row.from_end)} → ${time(row.to_end)}`,
    },
    { key: 'months', dataIndex: 'months', title: t('users.fields.months.label') },
  ];
  if (history.isError) return <LoadError onRetry={() => void history.refetch()} />;
  return (
    <div ref={box}>
      <Table<SubscriptionChange>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={history.data?.list ?? []}
        loading={history.isFetching}
        pagination={false}
        scroll={{ x: 800 }}
        locale={{ emptyText: t('users.messages.no_history') }}
      />
    </div>
  );
}
