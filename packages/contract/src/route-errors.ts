import { isMachineAccess, isUserAccess } from './access';
import { errorKeys, errors, type ErrorKey } from './errors';
import { AREAS, type AreaName, type RouteDef } from './routes/index';

/**
 * Which error keys a call can answer, from its declaration alone: what the server's route
 * plugin answers for every call of its kind, its own area's keys, and the keys of other areas it
 * names in `errors`. The OpenAPI document lists them per status; the API tests check every key a
 * call answers against this list (docs/decisions/openapi.md).
 */

/** Keys the route plugin and error handler answer for a call of this kind, whatever its area. */
export function platformErrors(def: RouteDef): ErrorKey[] {
  const keys: ErrorKey[] = ['common.invalid_input', 'common.internal', 'common.timeout'];
  if (def.method === 'POST') keys.push('common.payload_too_large');
  if (def.limit) keys.push('common.too_many_requests');
  if (isUserAccess(def.access)) {
    keys.push('auth.unauthenticated', 'auth.token_expired');
    if (def.access !== 'authenticated') keys.push('common.permission_denied');
  }
  if (isMachineAccess(def.access)) keys.push('auth.unauthenticated');
  // A write call with a caller of its own runs once per Idempotency-Key (idempotency.md).
  if (def.write && def.access !== 'public') {
    keys.push(
      'common.idempotency_key_invalid',
      'common.idempotency_key_reused',
      'common.idempotency_key_pending',
    );
  }
  return keys;
}

const known = new Set<string>(errorKeys);

/** The error keys an area declares in `routes/<area>.ts`. */
export function areaErrorKeys(area: string): ErrorKey[] {
  const declared = (AREAS as Record<string, { errors?: object }>)[area as AreaName]?.errors;
  return Object.keys(declared ?? {}) as ErrorKey[];
}

/** Every key the call can answer, sorted. Throws on a key no area declares. */
export function routeErrorKeys(def: RouteDef): ErrorKey[] {
  for (const key of def.errors ?? []) {
    if (!known.has(key)) throw new Error(`Route ${def.path} names unknown error key ${key}`);
  }
  const all = new Set<ErrorKey>([
    ...platformErrors(def),
    ...areaErrorKeys(def.area),
    ...((def.errors ?? []) as ErrorKey[]),
  ]);
  return [...all].sort();
}

/** The call's error keys by HTTP status, statuses ascending. */
export function routeErrorsByStatus(def: RouteDef): [status: number, keys: ErrorKey[]][] {
  const byStatus = new Map<number, ErrorKey[]>();
  for (const key of routeErrorKeys(def)) {
    const { status } = errors[key];
    byStatus.set(status, [...(byStatus.get(status) ?? []), key]);
  }
  return [...byStatus.entries()].sort(([a], [b]) => a - b);
}
