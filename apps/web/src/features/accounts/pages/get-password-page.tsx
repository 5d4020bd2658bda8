import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PublicShell } from '../../../components/public-shell';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { ResetPasswordForm } from '../components/reset-password-form';

/** Without a token: ask for a link. With the mailed link's token: set the new password. */
export function GetPasswordPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token');
  const title = search.get('invite') === '1' ? 'set_password' : token ? 'reset_password' : 'forgot';
  return (
    <PublicShell title={t(`accounts.titles.${title}`)}>
      {token ? <ResetPasswordForm resetToken={token} /> : <ForgotPasswordForm />}
    </PublicShell>
  );
}
