import type { z } from 'zod';
import { AREA_LIST, areaNames, type AreaName } from '../areas';

export { areaNames, type AreaName };

/** An area with its calls: `routes/<area>.ts`, which re-exports its parts. */
type AreaOf<A extends AreaName> = Awaited<ReturnType<(typeof AREA_LIST)[A]['calls']>>;

/**
 * Every area of the console (`AREA_LIST`, `../areas.ts`) with its permissions and the roles
 * holding them, its error keys, its calls, its screens and its description. The server registers
 * its routes from this table (and refuses to start when one lacks an access rule or a handler); the
 * OpenAPI document is built from it too. The calls files are loaded here, before anything reads the
 * table, so what the web caller loads on demand is all in place for the server.
 */
export const AREAS = Object.fromEntries(
  await Promise.all(areaNames.map(async (name) => [name, await AREA_LIST[name].calls()] as const)),
) as { [A in AreaName]: AreaOf<A> };

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

export { buildPath } from './web';
