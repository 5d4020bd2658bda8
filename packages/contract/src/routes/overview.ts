import * as o from '../schemas/overview';
import { empty } from '../schemas/common';
import { routesOf } from './define';

import { errors, permissions, screens } from './areas/overview';

/** Its permissions, error keys and screens, which the web caller loads without the calls. */
export { errors, permissions, screens };

/** What its calls are for, as integrators read it: the API reference's tag description. */
export const description =
  'Overview pages: global web lists and their use, the app catalogue, and the policy one agent receives.';

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
