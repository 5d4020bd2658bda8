import type { AreaName, RouteId } from '@console/contract/routes';
import { areaOf } from '@console/contract/routes/web';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Every query key starts with its call's area and route id, then the call's input:
 * `['sales', 'sales.list', params]`. So a change invalidates by prefix, a whole area or one call.
 */
export function queryKeyOf<K extends RouteId, I extends unknown[]>(route: K, ...input: I) {
  return [areaOf(route), route, ...input] as const;
}

const prefixOf = (name: AreaName | RouteId): readonly string[] =>
  name.includes('.') ? queryKeyOf(name as RouteId) : [name];

/** Marks stale, and refetches where shown, the queries of these areas or calls. */
export function invalidateQueriesOf(
  queryClient: QueryClient,
  ...names: (AreaName | RouteId)[]
): Promise<unknown> {
  return Promise.all(
    names.map((name) => queryClient.invalidateQueries({ queryKey: prefixOf(name) })),
  );
}
