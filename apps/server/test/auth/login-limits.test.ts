import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_WINDOW_SECONDS } from '@console/contract/constants';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, demoPassword, loginRaw, uniqueAddress, type TestApp } from '../helpers/app';
import { expectFailure } from '../helpers/expect';

function expectLimited(res: LightMyRequestResponse) {
  expectFailure(res, 429, 'auth.too_many_attempts');
  const retryAfter = String(res.headers['retry-after']);
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThan(0);
  expect(Number(retryAfter)).toBeLessThanOrEqual(LOGIN_FAILURE_WINDOW_SECONDS);
}

const wrong = (t: TestApp, user: string, remoteAddress: string) =>
  loginRaw(t.app, user, 'Wrong@Password1', { remoteAddress });
const right = (t: TestApp, user: string, remoteAddress: string) =>
  loginRaw(t.app, user, demoPassword(user), { remoteAddress });

describe('sign-in limits (3 per username, 5 per address)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_FAILURES_PER_USERNAME: '3', LOGIN_FAILURES_PER_ADDRESS: '5' });
  });
  afterAll(() => t.close());

  it('refuses a username after 3 failures, even with the right password, from any address', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 3; i++) {
      expectFailure(await wrong(t, 'manager01', address), 401, 'auth.invalid_credentials');
    }
    expectLimited(await right(t, 'manager01', address));
    expectLimited(await right(t, 'manager01', uniqueAddress()));
  });

  it('lets another username sign in from that address until the address limit', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 3; i++) await wrong(t, 'supporter1', address);
    expectLimited(await wrong(t, 'supporter1', address));

    // 3 failures from this address so far: another user still gets in, and may fail twice more.
    expect((await right(t, 'operator1', address)).statusCode).toBe(200);
    expectFailure(await wrong(t, 'riskuser1', address), 401, 'auth.invalid_credentials');
    expectFailure(await wrong(t, 'salesman1', address), 401, 'auth.invalid_credentials');

    // 5 failures from this address: everyone is refused from here, nobody from elsewhere.
    expectLimited(await right(t, 'parent001', address));
    expectLimited(await right(t, 'admin001', address));
    expect((await right(t, 'parent001', uniqueAddress())).statusCode).toBe(200);
    expect((await right(t, 'riskuser1', uniqueAddress())).statusCode).toBe(200);
  });

  it('counts failures for unknown usernames against the address', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 5; i++) {
      expectFailure(await wrong(t, `nobody-${i}`, address), 401, 'auth.invalid_credentials');
    }
    expectLimited(await wrong(t, 'nobody-else', address));
    expectLimited(await right(t, 'guest0001', address));
    expect((await right(t, 'guest0001', uniqueAddress())).statusCode).toBe(200);
  });

  it('counts usernames after normalisation', async () => {
    const address = uniqueAddress();
    await loginRaw(t.app, 'Ad.Min@Example.com', 'x', { remoteAddress: address });
    await loginRaw(t.app, 'admin@example.com', 'x', { remoteAddress: address });
    await loginRaw(t.app, ' ADMIN@EXAMPLE.COM ', 'x', { remoteAddress: address });
    expectLimited(
      await loginRaw(t.app, 'a.d.m.i.n@example.com', 'x', { remoteAddress: uniqueAddress() }),
    );
  });

  it('clears a username’s failures when it signs in', async () => {
    const user = 'salesman1';
    await t.deps.db.deleteFrom('login_failures').where('user_name', '=', user).execute();
    for (let i = 0; i < 2; i++) await wrong(t, user, uniqueAddress());
    expect((await right(t, user, uniqueAddress())).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) await wrong(t, user, uniqueAddress());
    expect((await right(t, user, uniqueAddress())).statusCode).toBe(200);
  });

  it('does not count a refused (429) attempt as another failure', async () => {
    const user = 'parent001';
    await t.deps.db.deleteFrom('login_failures').where('user_name', '=', user).execute();
    for (let i = 0; i < 3; i++) await wrong(t, user, uniqueAddress());
    for (let i = 0; i < 3; i++) expectLimited(await wrong(t, user, uniqueAddress()));
    const rows = await t.deps.db
      .selectFrom('login_failures')
      .select('id')
      .where('user_name', '=', user)
      .execute();
    expect(rows).toHaveLength(3);
  });
});

describe('sign-in limits (defaults)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('allows 10 failures for a username and refuses the 11th attempt', async () => {
    for (let i = 0; i < 10; i++) {
      expectFailure(await wrong(t, 'riskuser1', uniqueAddress()), 401, 'auth.invalid_credentials');
    }
    expectLimited(await right(t, 'riskuser1', uniqueAddress()));
  });

  it('does not count successful sign-ins: 12 in a row all succeed', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 12; i++) {
      const res = await right(t, 'operator1', address);
      expect(res.statusCode, `sign-in ${i + 1}`).toBe(200);
    }
  });
});
