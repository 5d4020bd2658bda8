import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { PublicShell } from '../../../components/public-shell';
import { returnTarget } from '../../../lib/auth/return-to';
import { useSession } from '../../../lib/auth/use-session';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  // Signed in (now, or already): on to the page that sent the user here, or home.
  if (useSession()) return <Navigate to={returnTarget(search)} replace />;
  return (
    <PublicShell title={t('auth.titles.login')}>
      <LoginForm />
    </PublicShell>
  );
}
