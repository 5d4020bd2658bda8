import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { RouteId } from '@console/contract/routes';
import { DEMO_CUSTOMER_PASSWORD } from '../../src/seed/accounts';
import {
  answerOf,
  call,
  callOk,
  createTestApp,
  encrypted,
  login,
  loginRaw,
  type TestApp,
} from './app';

export interface Caller {
  token: string;
  id: number;
}

/** The demo parent, another parent (a demo customer), a supporter and the operator, signed in. */
export async function parentCallers(t: TestApp) {
  const other = answerOf(
    'auth.login',
    await loginRaw(t.app, 'tranquocbao', DEMO_CUSTOMER_PASSWORD),
  );
  const as = async (name: string): Promise<Caller> => {
    const s = await login(t.app, name);
    return { token: s.access_token, id: s.id };
  };
  return {
    parent: await as('parent001'),
    other: { token: other.access_token, id: other.id },
    supporter: await as('supporter1'),
    manager: await as('manager01'),
    operator: await as('operator1'),
    guest: await as('guest0001'),
  };
}

export async function createStaff(
  app: FastifyInstance,
  token: string,
  input: { user_name: string; full_name?: string; admin_id?: number },
  password = 'pass1234',
) {
  const res = await call(
    app,
    'parents.staffCreate',
    { full_name: 'Nhân Viên', ...input, password: await encrypted(app, password) },
    { token },
  );
  return answerOf('parents.staffCreate', res).item;
}

/** What a parents test file's `beforeAll` made: its app and the callers of `parentCallers`. */
export type ParentsWorld = { t: TestApp } & Awaited<ReturnType<typeof parentCallers>>;

/**
 * The set-up of a test file of a parent's data, its hooks registered: an app of its own and the
 * callers of `parentCallers`, signed in. `world` is filled once the file's `beforeAll` has run.
 */
export function useParentsWorld() {
  const world = {} as ParentsWorld;
  beforeAll(async () => {
    world.t = await createTestApp();
    Object.assign(world, await parentCallers(world.t));
  });
  afterAll(() => world.t.close());
  /** A call as `token` that must succeed; its typed answer. */
  const ok = <K extends RouteId>(id: K, input: Record<string, unknown>, token: string) =>
    callOk(world.t.app, id, input, { token });
  return { world, ok };
}
