import * as dashboard from '../schemas/dashboard';
import { routesOf } from './define';
import { errors, permissions, screens } from './areas/dashboard';

/** Its permissions, error keys and screens, which the web caller loads without the calls. */
export { errors, permissions, screens };

/** What its calls are for, as integrators read it: the API reference's tag description. */
export const description =
  'The dashboard’s figures: campaigns by state and budget burn, redemptions of the last 7 ' +
  'days, agents online and mer-ter files in progress, each as far as the caller may read it.';

const route = routesOf('dashboard', permissions);

export const routes = {
  'dashboard.summary': route({
    method: 'POST',
    path: '/api/v1/dashboard/summary',
    request: dashboard.summaryRequest,
    response: dashboard.summaryResponse,
    access: 'authenticated',
    write: false,
    summary:
      'The dashboard: campaigns by state and budget burn, redemptions of the last 7 days, agents online, mer-ter files in progress',
  }),
};
