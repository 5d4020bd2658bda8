import { DeleteOutlined } from '@ant-design/icons';
import type { Role } from '@console/contract/permissions';
import type { User } from '@console/contract/schemas/users';
import { Button, Popconfirm, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteStaff } from '../api/delete-staff';
import { useUpdateStaff } from '../api/update-staff';
import { RoleSelect } from './role-select';

interface ControlProps {
  member: User;
  self: boolean;
}

export function StaffRoleControl({ member, self }: ControlProps) {
  const { t } = useTranslation();
  const update = useUpdateStaff();
  const change = (role: Role) =>
    update.mutate(
      { id: member.id, role },
      { onSuccess: () => notifySuccess(t('staff.messages.role_changed')) },
    );
  return (
    <RoleSelect
      size="small"
      value={member.super_role}
      disabled={self || update.isPending}
      onChange={change}
      aria-label={t('staff.fields.role.label')}
    />
  );
}

export function StaffActiveControl({ member, self }: ControlProps) {
  const { t } = useTranslation();
  const update = useUpdateStaff();
  const toggle = (active: boolean) =>
    update.mutate(
      { id: member.id, active },
      {
        onSuccess: () =>
          notifySuccess(t(active ? 'staff.messages.enabled' : 'staff.messages.disabled')),
      },
    );
  return (
    <Switch
      checked={member.active}
      disabled={self}
      loading={update.isPending}
      onChange={toggle}
      aria-label={t('staff.fields.active.label')}
    />
  );
}

export function StaffDeleteControl({ member, self }: ControlProps) {
  const { t } = useTranslation();
  const remove = useDeleteStaff();
  const confirm = () =>
    remove
      .mutateAsync(member.id)
      .then(() => notifySuccess(t('staff.messages.deleted')))
      .catch(() => undefined);
  return (
    <Popconfirm
      title={t('staff.messages.delete_confirm', { name: member.user_name })}
      okText={t('buttons.delete')}
      okButtonProps={{ danger: true }}
      cancelText={t('buttons.cancel')}
      onConfirm={confirm}
      disabled={self}
    >
      <Button
        type="link"
        size="small"
        danger
        icon={<DeleteOutlined />}
        disabled={self}
        loading={remove.isPending}
      >
        {t('buttons.delete')}
      </Button>
    </Popconfirm>
  );
}
