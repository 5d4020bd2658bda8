import type { AreaName, RouteDef, RouteId } from './index';
import * as accounts from './areas/accounts';
import * as agents from './areas/agents';
import * as audit from './areas/audit';
import * as auth from './areas/auth';
import * as bank from './areas/bank';
import * as blocklists from './areas/blocklists';
import * as browsers from './areas/browsers';
import * as campaigns from './areas/campaigns';
import * as health from './areas/health';
import * as home from './areas/home';
import * as merchants from './areas/merchants';
import * as merter from './areas/merter';
import * as overview from './areas/overview';
import * as parents from './areas/parents';
import * as promotions from './areas/promotions';
import * as redemption from './areas/redemption';
import * as rpa from './areas/rpa';
import * as rules from './areas/rules';
import * as sales from './areas/sales';
import * as staff from './areas/staff';
import * as users from './areas/users';

/**
 * The web client's side of the contract, for its first files: every area's permissions, error keys
 * and screens (`areas/<area>.ts`, no zod), and each area's calls loaded when the first call of that
 * area is made. The full table (`./index`), which the server and the OpenAPI document use, holds
 * the same objects.
 */
const AREA_PARTS = {
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
  overview,
  audit,
  rpa,
} satisfies Record<AreaName, unknown>;

type Part = 'permissions' | 'errors' | 'screens';
type UnionToIntersection<U> = (U extends unknown ? (k: U) => void : never) extends (
  k: infer I,
) => void
  ? I
  : never;
type Merged<P extends Part> = UnionToIntersection<(typeof AREA_PARTS)[AreaName][P]>;

function merged<P extends Part>(part: P): Merged<P> {
  return Object.assign({}, ...Object.values(AREA_PARTS).map((area) => area[part])) as Merged<P>;
}

export const grants = merged('permissions');
export const areaErrors = merged('errors');
export const screens = merged('screens');
export type ScreenId = keyof typeof screens;

/**
 * What the web client needs of a call to make it. Not the schemas: the server checks the input
 * (400 with field errors) and sends every answer through the call's response schema, so the client
 * checks the answer's envelope alone (`apps/web/src/lib/api/http.ts`) and keeps zod off the path of
 * every screen.
 */
export type CallDef = Pick<RouteDef, 'method' | 'path' | 'access' | 'credential'>;

/** A call's `CallDef` part, which the web build's call files hold instead of the declaration. */
export function callDefOf(route: RouteDef): CallDef {
  const { method, path, access, credential } = route;
  return credential ? { method, path, access, credential } : { method, path, access };
}

/**
 * Each area's calls, a file of their own per area. In the web build each file holds the calls'
 * `CallDef`s only (`apps/web/build/contract-calls.ts`); elsewhere the full declarations.
 */
const CALLS: Record<AreaName, () => Promise<{ routes: Record<string, CallDef> }>> = {
  health: () => import('./health'),
  auth: () => import('./auth'),
  accounts: () => import('./accounts'),
  users: () => import('./users'),
  staff: () => import('./staff'),
  browsers: () => import('./browsers'),
  bank: () => import('./bank'),
  promotions: () => import('./promotions'),
  sales: () => import('./sales'),
  home: () => import('./home'),
  campaigns: () => import('./campaigns'),
  blocklists: () => import('./blocklists'),
  merchants: () => import('./merchants'),
  merter: () => import('./merter'),
  rules: () => import('./rules'),
  parents: () => import('./parents'),
  redemption: () => import('./redemption'),
  agents: () => import('./agents'),
  overview: () => import('./overview'),
  audit: () => import('./audit'),
  rpa: () => import('./rpa'),
};

/** The area of a call: the first word of its id (`users.list` is a call of `users`). */
export function areaOf(id: RouteId): AreaName {
  return id.slice(0, id.indexOf('.')) as AreaName;
}

/** What the client needs of one call (`CallDef`), its area's table loaded on first use. */
export async function routeOf(id: RouteId): Promise<CallDef> {
  const { routes } = await CALLS[areaOf(id)]();
  const route = routes[id];
  if (!route) throw new Error(`No call ${id} in the contract`);
  return route;
}

/** The path with its parameters filled in, for clients. */
export function buildPath(path: string, params: Record<string, unknown>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}
