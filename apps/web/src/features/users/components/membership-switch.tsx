import type { User } from '@console/contract/schemas/users';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/auth/use-can';
import { notifySuccess } from '../../../lib/notify';
import { useConfirm } from '../../../lib/use-confirm';
import { useActivateMembership } from '../api/activate-membership';

/** Spec section 4: the membership goes from off to on only; once on, the switch is disabled. */
export function MembershipSwitch({ user }: { user: User }) {
  const { t } = useTranslation();
  const canActivate = useCan('users.activate');
  const activate = useActivateMembership();
  const confirm = useConfirm();
  // One way only: ask before it happens.
  const turnOn = async () => {
    const agreed = await confirm({
      title: t('users.messages.membership_confirm', { name: user.user_name }),
      okText: t('users.actions.membership_on'),
    });
    if (!agreed) return;
    activate.mutate(user.user_name, {
      onSuccess: () => notifySuccess(t('users.messages.membership_on')),
    });
  };
  return (
    <Switch
      checked={user.is_member}
      disabled={user.is_member || !canActivate || activate.isPending}
      loading={activate.isPending}
      onChange={(checked) => checked && void turnOn()}
      aria-label={t('users.fields.is_member.label')}
    />
  );
}
