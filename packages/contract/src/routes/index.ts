import type { z } from 'zod';
import * as accounts from './accounts';
import * as agents from './agents';
import * as audit from './audit';
import * as auth from './auth';
import * as bank from './bank';
import * as blocklists from './blocklists';
import * as browsers from './browsers';
import * as campaigns from './campaigns';
import * as health from './health';
import * as home from './home';
import * as merchants from './merchants';
import * as merter from './merter';
import * as overview from './overview';
import * as parents from './parents';
import * as promotions from './promotions';
import * as redemption from './redemption';
import * as rpa from './rpa';
import * as rules from './rules';
import * as sales from './sales';
import * as staff from './staff';
import * as users from './users';

/**
 * Every area of the console, each declared in `routes/<area>.ts`: its permissions and the roles
 * holding them, its error keys, its calls and its screens. The server registers its routes from
 * this table (and refuses to start when one lacks an access rule or a handler); the web client,
 * its menu and the OpenAPI document are built from it too. A new area is one import and one line.
 */
export const AREAS = {
  health,
  auth,
  accounts,
  users,
  staff,
  browsers,
  bank,
  promotions,
  sales,
  home,
  campaigns,
  blocklists,
  merchants,
  merter,
  rules,
  parents,
  redemption,
  agents,
  audit,
  overview,
  rpa,
};
export type AreaName = keyof typeof AREAS;
export const areaNames = Object.keys(AREAS) as AreaName[];

type Part = 'routes' | 'permissions' | 'errors' | 'screens';
type UnionToIntersection<U> = (U extends unknown ? (k: U) => void : never) extends (
  k: infer I,
) => void
  ? I
  : never;
type Merged<P extends Part> = UnionToIntersection<(typeof AREAS)[AreaName][P]>;

function merged<P extends Part>(part: P): Merged<P> {
  return Object.assign({}, ...Object.values(AREAS).map((area) => area[part])) as Merged<P>;
}

export const routes = merged('routes');
export type Routes = typeof routes;
export type RouteId = keyof Routes;
export type RequestOf<K extends RouteId> = z.input<Routes[K]['request']>;
export type ParsedRequestOf<K extends RouteId> = z.output<Routes[K]['request']>;
export type ResponseOf<K extends RouteId> = z.output<Routes[K]['response']>;
export const routeIds = Object.keys(routes) as RouteId[];

/** The ids of one area's calls. */
export type RouteIdOf<A extends AreaName> = keyof (typeof AREAS)[A]['routes'] & RouteId;

export const grants = merged('permissions');
export const areaErrors = merged('errors');

export const screens = merged('screens');
export type ScreenId = keyof typeof screens;

export { isAudited, type RouteDef } from './define';

export { buildPath } from './client';
