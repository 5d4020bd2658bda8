import { useTranslation } from 'react-i18next';
import { ComingLater } from '../components/coming-later';

export function RegisterPage() {
  const { t } = useTranslation();
  return <ComingLater title={t('auth.titles.register')} />;
}
