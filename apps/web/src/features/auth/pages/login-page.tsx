import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PublicShell } from '../../../components/public-shell';
import { useSession } from '../../../lib/auth/use-session';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  const { t } = useTranslation();
  if (useSession()) return <Navigate to="/" replace />;
  return (
    <PublicShell title={t('auth.titles.login')}>
      <LoginForm />
    </PublicShell>
  );
}
