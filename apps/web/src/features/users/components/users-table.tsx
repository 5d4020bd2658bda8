import { PAGE_SIZES } from '@console/contract/constants';
import { USER_SORT_FIELDS, type User } from '@console/contract/schemas/users';
import { Empty, Table, Tag, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../lib/format/use-date-time';
import type { ListParams, PageSize } from '../../../lib/list/list-params';
import type { ListParamsUpdate } from '../../../lib/list/use-list-params';
import { AdminRoleTag } from './admin-role-tag';
import { UserRowActions } from './user-row-actions';

type SortField = (typeof USER_SORT_FIELDS)[number];
type Columns = NonNullable<TableProps<User>['columns']>;

interface UsersTableProps {
  list: User[];
  total: number;
  loading: boolean;
  params: ListParams<SortField>;
  onChange: ListParamsUpdate<SortField>;
}

function sortOf(sorter: SorterResult<User> | SorterResult<User>[]) {
  const single = Array.isArray(sorter) ? sorter[0] : sorter;
  const field = USER_SORT_FIELDS.find((name) => name === single?.columnKey);
  if (!single?.order || !field) return { sort: 'id', order: 'asc' } as const;
  return { sort: field, order: single.order === 'ascend' ? 'asc' : 'desc' } as const;
}

export function UsersTable({ list, total, loading, params, onChange }: UsersTableProps) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const column = (key: keyof User, sortable = false) =>
    ({
      key,
      dataIndex: key,
      title: t(`users.fields.${key}.label`),
      sorter: sortable,
      sortOrder:
        sortable && params.sort === key ? (params.order === 'asc' ? 'ascend' : 'descend') : null,
    }) as const;
  const columns: Columns = [
    column('user_name', true),
    column('full_name'),
    column('email', true),
    column('phone'),
    { ...column('admin_role'), render: (role: User['admin_role']) => <AdminRoleTag role={role} /> },
    {
      ...column('is_member'),
      render: (member: boolean) =>
        member ? <Tag color="blue">{t('users.messages.member')}</Tag> : '—',
    },
    {
      ...column('subscription_end', true),
      render: (end: string | null) => (end ? formatTime(end) : '—'),
    },
    { ...column('created_at', true), render: (value: string) => formatTime(value) },
    {
      key: 'actions',
      width: 170,
      fixed: 'right',
      title: t('users.fields.actions.label'),
      render: (_, row) => <UserRowActions id={row.id} />,
    },
  ];

  const change: TableProps<User>['onChange'] = (pagination, _, sorter, { action }) => {
    if (action === 'sort') return onChange({ ...sortOf(sorter), page: 1 });
    const pageSize = (pagination.pageSize ?? params.page_size) as PageSize;
    onChange({
      page: pageSize === params.page_size ? (pagination.current ?? 1) : 1,
      page_size: pageSize,
    });
  };

  const emptyText = params.keyword
    ? t('users.messages.no_match', { keyword: params.keyword })
    : t('users.messages.empty');
  return (
    <Table<User>
      rowKey="id"
      columns={columns}
      dataSource={list}
      loading={loading}
      onChange={change}
      scroll={{ x: 1200 }}
      locale={{ emptyText: <Empty description={emptyText} /> }}
      pagination={{
        current: params.page,
        pageSize: params.page_size,
        total,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES.map(String),
        showTotal: (count) => t('common.messages.total_items', { total: count }),
      }}
    />
  );
}
