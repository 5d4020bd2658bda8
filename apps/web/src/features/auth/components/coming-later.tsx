import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicShell } from '../../../components/public-shell';

/** Stands in for sign-up and password recovery until they are built. */
export function ComingLater({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <PublicShell title={title}>
      <Result
        status="info"
        title={t('auth.messages.not_available')}
        extra={<Link to="/login">{t('auth.actions.back_to_login')}</Link>}
      />
    </PublicShell>
  );
}
