import { empty } from '../schemas/common';
import { healthResponse } from '../schemas/health';
import { routesOf, type ErrorKinds, type Grants, type Screens } from './define';

/** Liveness and readiness for load balancers and orchestrators (also GET /healthz, /readyz). */
export const permissions = {} as const satisfies Grants<'health'>;
export const errors = {} as const satisfies ErrorKinds<'health'>;
export const screens = {} as const satisfies Screens<'health'>;

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
