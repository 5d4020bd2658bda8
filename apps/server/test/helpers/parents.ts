import type { FastifyInstance } from 'fastify';
import { DEMO_CUSTOMER_PASSWORD } from '../../src/seed/accounts';
import { answerOf, call, encrypted, login, loginRaw, type TestApp } from './app';

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
