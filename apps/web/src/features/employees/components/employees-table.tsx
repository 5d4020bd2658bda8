import type { User } from '@console/contract/schemas/users';
import { Empty, Flex, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/auth/use-session';
import { useDateTime } from '../../../lib/format/use-date-time';
import { ListTable, shownFrom, wrapped, type ListColumns } from '../../../components/list-table';
import type { ListParams } from '../../../lib/list/list-params';
import type { ListParamsUpdate } from '../../../lib/list/use-list-params';
import {
  EmployeeActiveControl,
  EmployeeDeleteControl,
  EmployeeResendControl,
  EmployeeRoleControl,
} from './employee-controls';

interface EmployeesTableProps {
  list: User[];
  total: number;
  totalCapped?: boolean;
  loading: boolean;
  /** The list could not be read: ListTable shows the error and a retry in its place. */
  failed: boolean;
  onRetry: () => void;
  params: ListParams<'id'>;
  onChange: ListParamsUpdate<'id'>;
}

export function EmployeesTable({
  list,
  total,
  totalCapped,
  loading,
  failed,
  onRetry,
  params,
  onChange,
}: EmployeesTableProps) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const ownId = useSession()?.id;
  const label = (key: string) => t(`employees.fields.${key}.label`);
  const columns: ListColumns<User> = [
    {
      key: 'user_name',
      title: label('user_name'),
      render: (_, row) => (
        <>
          {row.user_name} {row.id === ownId && <Tag>{t('employees.messages.you')}</Tag>}
          {row.invitation_pending && (
            <Tooltip title={t('employees.statuses.pending_hint')}>
              <Tag color="gold" data-testid="invitation-pending">
                {t('employees.statuses.pending')}
              </Tag>
            </Tooltip>
          )}
        </>
      ),
    },
    shownFrom(
      'md',
      wrapped({ key: 'full_name', dataIndex: 'full_name', title: label('full_name') }),
    ),
    shownFrom('lg', { key: 'email', dataIndex: 'email', title: label('email') }),
    {
      key: 'role',
      title: label('role'),
      render: (_, row) => <EmployeeRoleControl member={row} self={row.id === ownId} />,
    },
    {
      key: 'active',
      title: label('active'),
      render: (_, row) => <EmployeeActiveControl member={row} self={row.id === ownId} />,
    },
    shownFrom('lg', {
      key: 'created_at',
      title: label('created_at'),
      render: (_: unknown, row: User) => formatTime(row.created_at),
    }),
    {
      key: 'actions',
      title: label('actions'),
      render: (_, row) => (
        <Flex wrap>
          {row.invitation_pending && <EmployeeResendControl member={row} />}
          <EmployeeDeleteControl member={row} self={row.id === ownId} />
        </Flex>
      ),
    },
  ];
  const emptyText = params.keyword
    ? t('employees.messages.no_match', { keyword: params.keyword })
    : t('employees.messages.empty');

  return (
    <ListTable<User, 'id'>
      list={list}
      total={total}
      totalCapped={totalCapped}
      loading={loading}
      failed={failed}
      onRetry={onRetry}
      params={params}
      onChange={onChange}
      sortFields={['id']}
      columns={columns}
      empty={<Empty description={emptyText} />}
    />
  );
}
