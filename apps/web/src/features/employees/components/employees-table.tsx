import type { Employee } from '@console/contract/schemas/employees';
import { Empty, Flex, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/auth/use-session';
import { useDateTime } from '../../../lib/format/use-date-time';
import {
  ListTable,
  shownFrom,
  wrapped,
  type ListColumns,
  type UrlListTable,
} from '../../../components/list-table';
import {
  EmployeeActiveControl,
  EmployeeDeleteControl,
  EmployeeResendControl,
  EmployeeRoleControl,
} from './employee-controls';

type EmployeesTableProps = UrlListTable<Employee, 'id'>;

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
  const columns: ListColumns<Employee> = [
    {
      key: 'userName',
      title: label('userName'),
      render: (_, row) => (
        <>
          {row.userName} {row.id === ownId && <Tag>{t('employees.messages.you')}</Tag>}
          {row.invitationPending && (
            <Tooltip title={t('employees.statuses.pending_hint')}>
              <Tag color="gold" data-testid="invitation-pending">
                {t('employees.statuses.pending')}
              </Tag>
            </Tooltip>
          )}
        </>
      ),
    },
    shownFrom('md', wrapped({ key: 'fullName', dataIndex: 'fullName', title: label('fullName') })),
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
      key: 'createdAt',
      title: label('created_at'),
      render: (_: unknown, row: Employee) => formatTime(row.createdAt),
    }),
    {
      key: 'actions',
      title: label('actions'),
      render: (_, row) => (
        <Flex wrap>
          {row.invitationPending && <EmployeeResendControl member={row} />}
          <EmployeeDeleteControl member={row} self={row.id === ownId} />
        </Flex>
      ),
    },
  ];
  const emptyText = params.keyword
    ? t('employees.messages.no_match', { keyword: params.keyword })
    : t('employees.messages.empty');

  return (
    <ListTable<Employee, 'id'>
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
