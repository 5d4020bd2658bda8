import { PlusOutlined } from '@ant-design/icons';
import type { StaffUser } from '@console/contract/schemas/parents';
import { Button, Flex } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListTable, type ListColumns } from '../../../components/list-table';
import { RowActions } from '../../../components/row-actions';
import { linkTo } from '../../../lib/paths';
import { useStaffList } from '../api/get-staff-list';
import { useStaffChange } from '../api/update-staff';
import { DeleteStaffButton } from './delete-staff-button';
import { StaffModeSwitch } from './staff-mode-switch';

/**
 * Children (key 7): the parent's staff users, with the agents each is linked to (`agentsCell`,
 * from the agents area: app/joins/parents.staff.tsx), their app mode and actions.
 */
export function StaffTab({
  parentId,
  agentsCell: AgentsCell,
}: {
  parentId: number;
  agentsCell: ComponentType<{ parentId: number; staffId: number }>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const staff = useStaffList(parentId);
  const appMode = useStaffChange('parents.switchAppMode');
  const label = (key: string) => t(`parents.fields.${key}.label`);
  const columns: ListColumns<StaffUser> = [
    { key: 'user_name', dataIndex: 'user_name', title: label('staff_user_name') },
    { key: 'full_name', dataIndex: 'full_name', title: label('full_name'), responsive: ['sm'] },
    {
      key: 'run_mode',
      title: label('run_mode'),
      responsive: ['md'],
      render: (_, row) => t(`parents.run_modes.${row.run_mode}`),
    },
    {
      key: 'agents',
      title: label('agents'),
      render: (_, row) => <AgentsCell parentId={parentId} staffId={row.id} />,
    },
    {
      key: 'app_mode',
      title: label('app_mode'),
      render: (_, row) => (
        <StaffModeSwitch
          row={row}
          field="app_mode"
          modes={['timer', 'manual']}
          disabled={appMode.isPending}
          onChange={(mode) => appMode.mutate({ staff_id: row.id, switch_mode: mode })}
        />
      ),
    },
    {
      key: 'actions',
      title: label('actions'),
      render: (_, row) => (
        <RowActions
          viewPath={linkTo('parents.staffShow', { id: row.id })}
          editPath={linkTo('parents.staffEdit', { id: row.id })}
        >
          <DeleteStaffButton staff={row} type="link" />
        </RowActions>
      ),
    },
  ];
  return (
    <Flex vertical gap="middle">
      <Flex justify="end">
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => void navigate(linkTo('parents.staffCreate', {}, { parent_id: parentId }))}
        >
          {t('parents.actions.create_staff')}
        </Button>
      </Flex>
      <ListTable
        columns={columns}
        list={staff.data ?? []}
        loading={staff.isFetching}
        failed={staff.isError}
        onRetry={() => void staff.refetch()}
        paging={false}
        empty={t('parents.messages.no_staff')}
      />
    </Flex>
  );
}
