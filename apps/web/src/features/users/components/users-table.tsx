import type { User } from '@console/contract/schemas/users';
import { USER_SORT_FIELDS } from '@console/contract/routes/areas/users';
import { Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ListTable,
  shownFrom,
  sortableColumn,
  unbroken,
  wrapped,
  type ListColumns,
  type UrlListTable,
} from '../../../components/list-table';
import { useDateTime } from '../../../lib/format/use-date-time';
import { AdminRoleTag } from './admin-role-tag';
import { UserRowActions } from './user-row-actions';

type SortField = (typeof USER_SORT_FIELDS)[number];

type UsersTableProps = UrlListTable<User, SortField>;

export function UsersTable(table: UsersTableProps) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const { params } = table;
  const label = (key: keyof User | 'actions') => t(`users.fields.${key}.label`);
  const plain = (key: keyof User) => ({ key, dataIndex: key, title: label(key) });
  const sorted = (key: SortField) => sortableColumn(params, key, label(key));
  const columns: ListColumns<User> = [
    sorted('user_name'),
    shownFrom('md', wrapped(plain('full_name'))),
    shownFrom('sm', sorted('email')),
    shownFrom('xxl', unbroken(plain('phone'))),
    { ...plain('admin_role'), render: (role: User['admin_role']) => <AdminRoleTag role={role} /> },
    shownFrom('lg', {
      ...plain('is_member'),
      render: (member: boolean) =>
        member ? <Tag color="blue">{t('users.messages.member')}</Tag> : '—',
    }),
    // Unbroken, its two-word header too: squeezed, it broke inside a word ("Subscriptio / n end").
    shownFrom(
      'md',
      unbroken({
        ...sorted('subscription_end'),
        render: (end: string | null) => (end ? formatTime(end) : '—'),
      }),
    ),
    shownFrom(
      'xxl',
      unbroken({ ...sorted('created_at'), render: (value: string) => formatTime(value) }),
    ),
    {
      key: 'actions',
      title: label('actions'),
      render: (_, row) => <UserRowActions id={row.id} />,
    },
  ];
  const emptyText = params.keyword
    ? t('users.messages.no_match', { keyword: params.keyword })
    : t('users.messages.empty');
  return (
    <ListTable<User, SortField>
      {...table}
      sortFields={USER_SORT_FIELDS}
      columns={columns}
      empty={<Empty description={emptyText} />}
    />
  );
}
