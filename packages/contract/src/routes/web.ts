import { AREA_LIST, type AreaName } from '../areas';
import type { RouteDef } from './define';
import type { RouteId } from './index';

export { areaNames, type AreaName } from '../areas';

// The web caller's side of the contract, for its first files: every area's permissions, error
// keys and screens (`areas/<area>.ts`, no zod), and each area's calls loaded when the first call of
// that area is made (`AREA_LIST`, `../areas.ts`). The full table (`./index`), which the server and
// the OpenAPI document use, holds the same objects.

type Part = 'permissions' | 'errors' | 'screens';
type UnionToIntersection<U> = (U extends unknown ? (k: U) => void : never) extends (
  k: infer I,
) => void
  ? I
  : never;
type Merged<P extends Part> = UnionToIntersection<(typeof AREA_LIST)[AreaName]['parts'][P]>;

function merged<P extends Part>(part: P): Merged<P> {
  return Object.assign(
    {},
    ...Object.values(AREA_LIST).map((area) => area.parts[part]),
  ) as Merged<P>;
}

export const grants = merged('permissions');
export const areaErrors = merged('errors');
export const screens = merged('screens');
export type ScreenId = keyof typeof screens;

/**
 * What the web caller needs of a call to make it. Not the schemas: the server checks the input
 * (400 with field errors) and sends every answer through the call's response schema, so the caller
 * checks the answer's envelope alone (`apps/web/src/lib/api/http.ts`) and keeps zod off the path of
 * every screen.
 */
export type CallDef = Pick<RouteDef, 'method' | 'path' | 'access' | 'credential'>;

/** A call's `CallDef` part, which the web build's call files hold instead of the declaration. */
export function callDefOf(route: RouteDef): CallDef {
  const { method, path, access, credential } = route;
  return credential ? { method, path, access, credential } : { method, path, access };
}

/** The area of a call: the first word of its id (`users.list` is a call of `users`). */
export function areaOf(id: RouteId): AreaName {
  return id.slice(0, id.indexOf('.')) as AreaName;
}

/** What the web caller needs of one call (`CallDef`), its area's table loaded on first use. */
export async function routeOf(id: RouteId): Promise<CallDef> {
  // In the web build an area's calls file holds the calls' `CallDef`s only
  // (`apps/web/build/contract-calls.ts`); elsewhere the full declarations.
  const { routes } = (await AREA_LIST[areaOf(id)].calls()) as { routes: Record<string, CallDef> };
  const route = routes[id];
  if (!route) throw new Error(`No call ${id} in the contract`);
  return route;
}

/** The path with its parameters filled in, for callers. */
export function buildPath(path: string, params: Record<string, unknown>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}
