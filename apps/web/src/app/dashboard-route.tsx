import { DashboardPage } from '../features/dashboard/pages/dashboard-page';
import { areas } from './areas';

const cards = areas.filter((area) => area.kind === 'area');

/** The dashboard's cards come from the same list of areas as the menu and the routes. */
export function DashboardRoute() {
  return <DashboardPage areas={cards} />;
}
