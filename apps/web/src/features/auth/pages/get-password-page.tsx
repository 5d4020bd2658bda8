import { useTranslation } from 'react-i18next';
import { ComingLater } from '../components/coming-later';

export function GetPasswordPage() {
  const { t } = useTranslation();
  return <ComingLater title={t('auth.titles.get_password')} />;
}
