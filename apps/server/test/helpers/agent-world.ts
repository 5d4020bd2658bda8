import { afterAll, beforeAll } from 'vitest';
import { TestClock } from '../../src/clock';
import { loginCustomer } from './agents';
import { createTestApp, login, type TestApp } from './app';
import type { Caller } from './parents';
import { twoParents, type Tenant } from './two-parents';

/** What an agent test file's `beforeAll` made. */
export interface AgentWorld {
  t: TestApp;
  /** The demo parent, parent001. */
  parent: Caller;
  /** Another parent, the demo customer nguyenthanhha. */
  other: Caller;
  supporter: string;
  admin: string;
  operator: string;
  /**
   * With `{ tenants: true }`: the two parents of two-parents.ts, each with staff users, agents and
   * staff links of his own (A is `parent`, B is another customer than `other`).
   */
  a: Tenant;
  b: Tenant;
}

/**
 * The set-up of an agent test file, its hooks registered: an app of its own on a test clock at
 * `now`, two parents, the supporter, the admin and the operator signed in; with `tenants`, also
 * the two parents' fixtures (`a`, `b`). `world` is filled once the file's `beforeAll` has run.
 */
export function useAgentWorld(now: string, options: { tenants?: boolean } = {}) {
  const clock = new TestClock(now);
  const world = {} as AgentWorld;
  beforeAll(async () => {
    world.t = await createTestApp({}, { clock });
    const { t } = world;
    const p = await login(t.app, 'parent001');
    world.parent = { token: p.access_token, id: p.id };
    world.other = await loginCustomer(t.app, 'nguyenthanhha');
    world.supporter = (await login(t.app, 'supporter1')).access_token;
    world.admin = (await login(t.app, 'admin001')).access_token;
    world.operator = (await login(t.app, 'operator1')).access_token;
    if (options.tenants) ({ a: world.a, b: world.b } = await twoParents(t));
  });
  afterAll(() => world.t.close());
  return { clock, world };
}
