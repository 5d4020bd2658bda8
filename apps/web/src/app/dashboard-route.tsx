import { useTranslation } from 'react-i18next';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page';
import { useDocumentTitle } from '../lib/use-document-title';
import { areas } from './areas';

const cards = areas.filter((area) => area.kind === 'area');

/** The dashboard's cards come from the same list of areas as the menu and the routes. */
export function DashboardRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.title'));
  return <DashboardPage areas={cards} />;
}
