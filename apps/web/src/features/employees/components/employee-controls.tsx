import { DeleteOutlined, MailOutlined } from '@ant-design/icons';
import type { Role } from '@console/contract/permissions';
import type { Employee } from '@console/contract/schemas/employees';
import { Button, Popconfirm, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useConfirm } from '../../../lib/use-confirm';
import { useDeleteEmployee } from '../api/delete-employee';
import { useResendInvitation } from '../api/resend-invitation';
import { useUpdateEmployee } from '../api/update-employee';
import { RoleSelect } from './role-select';

interface ControlProps {
  member: Employee;
  self: boolean;
}

export function EmployeeRoleControl({ member, self }: ControlProps) {
  const { t } = useTranslation();
  const update = useUpdateEmployee();
  const confirm = useConfirm();
  // Making someone an administrator hands over every power: ask first.
  const change = async (role: Role) => {
    if (role === 'admin') {
      const agreed = await confirm({
        title: t('employees.messages.admin_confirm', { name: member.userName }),
        okText: t('employees.actions.make_admin'),
        danger: true,
      });
      if (!agreed) return;
    }
    update.mutate(
      { id: member.id, role },
      { onSuccess: () => notifySuccess(t('employees.messages.role_changed')) },
    );
  };
  return (
    <RoleSelect
      size="small"
      value={member.superRole}
      disabled={self || update.isPending}
      onChange={(role) => void change(role)}
      aria-label={t('employees.fields.role.label')}
    />
  );
}

export function EmployeeActiveControl({ member, self }: ControlProps) {
  const { t } = useTranslation();
  const update = useUpdateEmployee();
  const confirm = useConfirm();
  // Disabling ends the person's sessions at once: ask first. Enabling needs no question.
  const toggle = async (active: boolean) => {
    if (!active) {
      const agreed = await confirm({
        title: t('employees.messages.disable_confirm', { name: member.userName }),
        okText: t('employees.actions.disable'),
        danger: true,
      });
      if (!agreed) return;
    }
    update.mutate(
      { id: member.id, active },
      {
        onSuccess: () =>
          notifySuccess(t(active ? 'employees.messages.enabled' : 'employees.messages.disabled')),
      },
    );
  };
  return (
    <Switch
      checked={member.active}
      disabled={self || update.isPending}
      loading={update.isPending}
      onChange={(active) => void toggle(active)}
      aria-label={t('employees.fields.active.label')}
    />
  );
}

export function EmployeeDeleteControl({ member, self }: ControlProps) {
  const { t } = useTranslation();
  const remove = useDeleteEmployee();
  const confirm = () =>
    remove
      .mutateAsync(member.id)
      .then(() => notifySuccess(t('employees.messages.deleted')))
      .catch(() => undefined);
  return (
    <Popconfirm
      title={t('employees.messages.delete_confirm', { name: member.userName })}
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

/** A new invitation link for someone who has not set a password yet; asked first, it sends mail. */
export function EmployeeResendControl({ member }: { member: Employee }) {
  const { t } = useTranslation();
  const resend = useResendInvitation();
  const confirm = useConfirm();
  const run = async () => {
    const agreed = await confirm({
      title: t('employees.messages.resend_confirm', { email: member.email }),
      okText: t('employees.actions.resend'),
    });
    if (!agreed) return;
    resend.mutate(member.id, {
      onSuccess: () => notifySuccess(t('employees.messages.resent', { email: member.email })),
    });
  };
  return (
    <Button
      type="link"
      size="small"
      icon={<MailOutlined />}
      loading={resend.isPending}
      disabled={resend.isPending}
      onClick={() => void run()}
    >
      {t('employees.actions.resend')}
    </Button>
  );
}
