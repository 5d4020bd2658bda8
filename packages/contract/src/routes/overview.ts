import * as o from '../schemas/overview';
import { empty } from '../schemas/common';
import { routesOf, type ErrorKinds, type Grants, type Screens } from './define';

/**
 * The overview pages (/website, /application, /policy). The first two read every parent's groups
 * and agents, so staff only; /policy is about one parent's agent: staff with `parents.any` reach
 * any parent, a parent with `parents.own` only himself (checked by the agents service).
 */
export const permissions = {
  'overview.website': ['admin', 'manager', 'supporter', 'operator'],
  'overview.application': ['admin', 'manager', 'supporter', 'operator'],
  'overview.policy': ['admin', 'manager', 'supporter', 'parent'],
} as const satisfies Grants<'overview'>;

export const errors = {} as const satisfies ErrorKinds<'overview'>;

export const screens = {
  'overview.website': { path: '/website', access: 'overview.website' },
  'overview.application': { path: '/application', access: 'overview.application' },
  'overview.policy': { path: '/policy', access: 'overview.policy' },
} as const satisfies Screens<'overview', keyof typeof permissions>;

const route = routesOf('overview', permissions);
const M = '/api/v1/manager/overview';

export const routes = {
  'overview.websites': route({
    method: 'GET',
    path: `${M}/website`,
    request: empty,
    response: o.websiteListResponse,
    access: 'overview.website',
    write: false,
    summary: 'The global web black and white lists, with how many parents and staff users use each',
  }),
  'overview.applications': route({
    method: 'POST',
    path: `${M}/application`,
    request: o.applicationListRequest,
    response: o.applicationListResponse,
    access: 'overview.application',
    write: false,
    summary:
      'The app catalogue: how many agents run each app, first and last seen, which groups block it',
  }),
  'overview.policy': route({
    method: 'POST',
    path: `${M}/policy`,
    request: o.policyViewRequest,
    response: o.policyViewResponse,
    access: 'overview.policy',
    write: false,
    errors: ['agents.not_found', 'agents.parent_not_found'],
    summary:
      "The policy an agent receives (the agent's own policy call builds it), its version and when the agent last fetched it",
  }),
};
