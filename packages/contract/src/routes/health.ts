import { empty } from '../schemas/common';
import { healthResponse } from '../schemas/health';
import { routesOf } from './define';
import { errors, permissions, screens } from './areas/health';

/** Its permissions, error keys and screens, which the web caller loads without the calls. */
export { errors, permissions, screens };

/** What its calls are for, as integrators read it: the API reference's tag description. */
export const description = 'Liveness and readiness for load balancers and orchestrators.';

const route = routesOf('health', permissions);

export const routes = {
  'health.liveness': route({
    method: 'POST',
    path: '/rpc/Health/Liveness',
    request: empty,
    response: healthResponse,
    access: 'public',
    write: false,
    summary: 'The process is up',
  }),
  'health.readiness': route({
    errors: ['common.database'],
    method: 'POST',
    path: '/rpc/Health/Readiness',
    request: empty,
    response: healthResponse,
    access: 'public',
    write: false,
    summary: 'The database answers',
  }),
};
