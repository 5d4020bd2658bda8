import { describe, expect, it } from 'vitest';
import { errorKeys } from './errors';
import { areaErrorKeys, platformErrors, routeErrorKeys, routeErrorsByStatus } from './route-errors';
import { routeIds, routes, type RouteDef } from './routes/index';

const def = (overrides: Partial<RouteDef>): RouteDef =>
  ({
    method: 'GET',
    path: '/x',
    access: 'public',
    write: false,
    area: 'browsers',
    summary: 'x',
    ...overrides,
  }) as RouteDef;

describe('route errors', () => {
  it('names only keys some area declares, and only keys of other areas or common', () => {
    for (const id of routeIds) {
      const route = routes[id] as RouteDef;
      for (const key of route.errors ?? []) {
        expect(errorKeys, `${id}: ${key}`).toContain(key);
        expect(areaErrorKeys(route.area), `${id} names its own area's ${key}`).not.toContain(key);
      }
    }
  });

  it('adds what the route plugin answers for a call of each kind', () => {
    expect(platformErrors(def({}))).not.toContain('auth.unauthenticated');
    expect(platformErrors(def({ access: 'authenticated' }))).toContain('auth.token_expired');
    expect(platformErrors(def({ access: 'authenticated' }))).not.toContain(
      'common.permission_denied',
    );
    expect(platformErrors(def({ access: 'browsers.list' }))).toContain('common.permission_denied');
    expect(platformErrors(def({ access: 'agent' }))).toContain('auth.unauthenticated');
    expect(platformErrors(def({ limit: { calls: 1, seconds: 1 } }))).toContain(
      'common.too_many_requests',
    );
    expect(platformErrors(def({ method: 'POST' }))).toContain('common.payload_too_large');
    expect(platformErrors(def({ access: 'agent', write: true }))).toContain(
      'common.idempotency_key_reused',
    );
    expect(platformErrors(def({ write: true }))).not.toContain('common.idempotency_key_reused');
  });

  it('groups a call’s keys by status, its area’s and the ones it names included', () => {
    const byStatus = new Map(
      routeErrorsByStatus(def({ access: 'browsers.list', errors: ['users.not_found'] })),
    );
    expect(byStatus.get(404)).toEqual(['browsers.not_found', 'users.not_found']);
    expect(byStatus.get(403)).toEqual(['common.permission_denied']);
    expect(() => routeErrorKeys(def({ errors: ['users.nope'] }))).toThrow(/users\.nope/);
  });

  it('lists exactly the platform’s keys of a call, no more', () => {
    expect(platformErrors(def({}))).toEqual([
      'common.invalid_input',
      'common.internal',
      'common.timeout',
    ]);
    expect(platformErrors(def({ method: 'POST', access: 'agent', write: true }))).toEqual([
      'common.invalid_input',
      'common.internal',
      'common.timeout',
      'common.payload_too_large',
      'auth.unauthenticated',
      'common.idempotency_key_invalid',
      'common.idempotency_key_reused',
      'common.idempotency_key_pending',
    ]);
  });

  it('sorts the keys, and the statuses ascending; an unknown area declares none', () => {
    expect(areaErrorKeys('nope')).toEqual([]);
    expect(routeErrorKeys(def({}))).toEqual([
      'browsers.duplicate_file_name',
      'browsers.not_found',
      'common.internal',
      'common.invalid_input',
      'common.timeout',
    ]);
    const route = def({
      method: 'POST',
      access: 'browsers.list',
      write: true,
      errors: ['users.not_found'],
    });
    expect(routeErrorsByStatus(route)).toEqual([
      [
        400,
        ['common.idempotency_key_invalid', 'common.idempotency_key_reused', 'common.invalid_input'],
      ],
      [401, ['auth.token_expired', 'auth.unauthenticated']],
      [403, ['common.permission_denied']],
      [404, ['browsers.not_found', 'users.not_found']],
      [409, ['browsers.duplicate_file_name', 'common.idempotency_key_pending']],
      [413, ['common.payload_too_large']],
      [500, ['common.internal']],
      [503, ['common.timeout']],
    ]);
  });
});
