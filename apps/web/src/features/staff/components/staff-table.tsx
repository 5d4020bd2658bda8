import type { User } from '@console/contract/schemas/users';
import { Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/auth/use-session';
import { useDateTime } from '../../../lib/format/use-date-time';
import { ListTable, type ListColumns } from '../../../components/list-table';
import type { ListParams } from '../../../lib/list/list-params';
import type { ListParamsUpdate } from '../../../lib/list/use-list-params';
import { StaffActiveControl, StaffDeleteControl, StaffRoleControl } from './staff-controls';

interface StaffTableProps {
  list: User[];
  total: number;
  totalCapped?: boolean;
  loading: boolean;
  params: ListParams<'id'>;
  onChange: ListParamsUpdate<'id'>;
}

export function StaffTable({
  list,
  total,
  totalCapped,
  loading,
  params,
  onChange,
}: StaffTableProps) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const ownId = useSession()?.id;
  const label = (key: string) => t(`staff.fields.${key}.label`);
  const columns: ListColumns<User> = [
    {
      key: 'user_name',
      title: label('user_name'),
      render: (_, row) => (
        <>
          {row.user_name} {row.id === ownId && <Tag>{t('staff.messages.you')}</Tag>}
        </>
      ),
    },
    { key: 'full_name', dataIndex: 'full_name', title: label('full_name') },
    { key: 'email', dataIndex: 'email', title: label('email') },
    {
      key: 'role',
      title: label('role'),
      render: (_, row) => <StaffRoleControl member={row} self={row.id === ownId} />,
    },
    {
      key: 'active',
      title: label('active'),
      render: (_, row) => <StaffActiveControl member={row} self={row.id === ownId} />,
    },
    {
      key: 'created_at',
      title: label('created_at'),
      render: (_, row) => formatTime(row.created_at),
    },
    {
      key: 'actions',
      title: label('actions'),
      render: (_, row) => <StaffDeleteControl member={row} self={row.id === ownId} />,
    },
  ];
  const emptyText = params.keyword
    ? t('staff.messages.no_match', { keyword: params.keyword })
    : t('staff.messages.empty');

  return (
    <ListTable<User, 'id'>
      list={list}
      total={total}
      totalCapped={totalCapped}
      loading={loading}
      params={params}
      onChange={onChange}
      sortFields={['id']}
      columns={columns}
      empty={<Empty description={emptyText} />}
    />
  );
}
