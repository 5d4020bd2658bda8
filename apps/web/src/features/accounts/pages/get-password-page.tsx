import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PublicShell } from '../../../components/public-shell';
import { useInvitation } from '../api/get-invitation';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { ResetPasswordForm } from '../components/reset-password-form';

/**
 * Without a token: ask for a link. With the mailed link's token: set the new password; an
 * invitation's page says the user name first, which the invited person has not seen anywhere else.
 */
export function GetPasswordPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token');
  const invite = search.get('invite') === '1';
  const invitation = useInvitation(invite ? token : null);
  const title = invite ? 'set_password' : token ? 'reset_password' : 'forgot';
  const userName = invitation.data?.userName;
  return (
    <PublicShell title={t(`accounts.titles.${title}`)}>
      {userName && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="invited-user-name"
          title={t('accounts.messages.invited_as', { name: userName })}
        />
      )}
      {token ? <ResetPasswordForm resetToken={token} /> : <ForgotPasswordForm />}
    </PublicShell>
  );
}
