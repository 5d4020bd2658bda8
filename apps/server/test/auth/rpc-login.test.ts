import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRepository } from '../../src/audit/audit.repository';
import {
  call,
  captchaToken,
  createTestApp,
  demoPassword,
  encrypted,
  loginRaw,
  uniqueAddress,
  type TestApp,
} from '../helpers/app';
import { expectFailure } from '../helpers/expect';

/**
 * The campaign console's `/rpc/Auth/Login`: the body, limits and audit of auth/login, and its
 * answer in camelCase (docs/decisions/field-conventions.md).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_FAILURES_PER_NAME_AND_ADDRESS: '3' });
});
afterAll(() => t.close());

async function rpcLogin(username: string, password: string, remoteAddress = uniqueAddress()) {
  const input = {
    username,
    password: await encrypted(t.app, password),
    token: await captchaToken(t.app),
  };
  return call(t.app, 'auth.rpcLogin', input, { remoteAddress });
}

describe('/rpc/Auth/Login', () => {
  it('answers the session of auth/login in camelCase, and its token opens the API', async () => {
    const res = await rpcLogin('manager01', demoPassword('manager01'));
    expect(res.statusCode, res.body).toBe(200);
    const viaRest = await loginRaw(t.app, 'manager01', demoPassword('manager01'));
    const camel = (key: string) => key.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
    expect(Object.keys(res.json()).sort()).toEqual(Object.keys(viaRest.json()).map(camel).sort());
    expect(res.json()).toMatchObject({
      success: true,
      userName: 'manager01',
      admin: false,
      id: viaRest.json().id,
      timezone: viaRest.json().timezone,
    });
    expect(res.json().freshToken).toEqual(expect.any(String));
    const me = await call(t.app, 'users.me', {}, { token: res.json().accessToken });
    expect(me.statusCode, me.body).toBe(200);
  });

  it('refuses a wrong password, a missing captcha and bad input like auth/login', async () => {
    expectFailure(await rpcLogin('manager01', 'Wrong@Pass1'), 401, 'auth.invalid_credentials');
    const noToken = await call(t.app, 'auth.rpcLogin', {
      username: 'manager01',
      password: await encrypted(t.app, demoPassword('manager01')),
    });
    expectFailure(noToken, 400, 'auth.invalid_token');
    expectFailure(await call(t.app, 'auth.rpcLogin', {}), 400, 'common.invalid_input');
  });

  it('shares the failure count with auth/login: the limit holds across both paths', async () => {
    // The limit counts a name's attempts from one address (docs/decisions/sign-in-limits.md).
    const from = uniqueAddress();
    for (let i = 0; i < 2; i++) {
      expectFailure(
        await rpcLogin('supporter1', 'Wrong@Pass1', from),
        401,
        'auth.invalid_credentials',
      );
    }
    const third = await loginRaw(t.app, 'supporter1', 'Wrong@Pass1', { remoteAddress: from });
    expectFailure(third, 401, 'auth.invalid_credentials');
    expectFailure(
      await rpcLogin('supporter1', demoPassword('supporter1'), from),
      429,
      'auth.too_many_attempts',
    );
  });

  it('leaves audit rows of its own call, without secrets', async () => {
    await rpcLogin('salesman1', demoPassword('salesman1'));
    await rpcLogin('salesman1', 'Nope@12345');
    const rows = (await auditRepository.recent(t.deps.db, 20)).filter(
      (r) => r.target === 'salesman1' && r.call === 'auth.rpcLogin',
    );
    expect(rows.map((r) => r.outcome).sort()).toEqual(['denied', 'success']);
    expect(JSON.stringify(rows)).not.toMatch(/Nope@12345|Sales@12345/);
  });
});
