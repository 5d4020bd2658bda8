import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The console's name at the top of the side menu, a link to the dashboard; the short name when folded. */
export function Brand({ short }: { short: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" style={{ display: 'block', padding: 16, textAlign: 'center' }}>
      <strong style={{ color: '#fff' }}>{short ? t('app.short_name') : t('app.name')}</strong>
    </Link>
  );
}
