import type { User } from '@console/contract/schemas/users';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useDowngradeSubscription } from '../api/downgrade-subscription';

export function DowngradeButton({ user }: { user: User }) {
  const { t } = useTranslation();
  const downgrade = useDowngradeSubscription();
  const confirm = () =>
    downgrade
      .mutateAsync(user.user_name)
      .then(() => notifySuccess(t('users.messages.downgrade_success')))
      .catch(() => undefined);
  return (
    <Popconfirm
      title={t('users.messages.downgrade_confirm', { name: user.user_name })}
      okText={t('users.actions.downgrade')}
      okButtonProps={{ danger: true }}
      cancelText={t('buttons.cancel')}
      onConfirm={confirm}
    >
      <Button danger loading={downgrade.isPending} disabled={user.admin_role === 'free'}>
        {t('users.actions.downgrade')}
      </Button>
    </Popconfirm>
  );
}
