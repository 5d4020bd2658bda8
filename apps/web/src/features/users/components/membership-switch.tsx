import type { User } from '@console/contract/schemas/users';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/auth/use-can';
import { notifySuccess } from '../../../lib/notify';
import { useActivateMembership } from '../api/activate-membership';

/** Spec section 4: the membership goes from off to on only; once on, the switch is disabled. */
export function MembershipSwitch({ user }: { user: User }) {
  const { t } = useTranslation();
  const canActivate = useCan('users.activate');
  const activate = useActivateMembership();
  const turnOn = () =>
    activate.mutate(user.user_name, {
      onSuccess: () => notifySuccess(t('users.messages.membership_on')),
    });
  return (
    <Switch
      checked={user.is_member}
      disabled={user.is_member || !canActivate}
      loading={activate.isPending}
      onChange={(checked) => checked && turnOn()}
      aria-label={t('users.fields.is_member.label')}
    />
  );
}
