import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  encrypted,
  login,
  loginRaw,
  uniqueAddress,
  type TestApp,
} from '../helpers/app';
import { auditRows, expectFailure, expectFieldErrors } from '../helpers/expect';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_FAILURES_PER_NAME_AND_ADDRESS: '3' });
});
afterAll(() => t.close());

async function changePassword(
  token: string,
  current: string,
  next: string,
  remoteAddress = uniqueAddress(),
) {
  return call(
    t.app,
    'accounts.changePassword',
    {
      current_password: await encrypted(t.app, current),
      new_password: await encrypted(t.app, next),
    },
    { token, remoteAddress },
  );
}

const me = (token: string) => call(t.app, 'users.me', {}, { token });

describe("changing one's own password", () => {
  it('refuses a wrong current password with a field error, changing nothing', async () => {
    const session = await login(t.app, 'riskuser1');
    expectFieldErrors(await changePassword(session.access_token, 'Wrong@Pass1', 'Brand@New99'), [
      { path: 'current_password', message: 'validation.current_password_wrong' },
    ]);
    expect((await me(session.access_token)).statusCode).toBe(200);
    expect((await loginRaw(t.app, 'riskuser1', 'Risk@123456')).statusCode).toBe(200);
  });

  it('refuses a new password against the policy, or the same one, before checking anything', async () => {
    const session = await login(t.app, 'guest0001');
    expectFieldErrors(await changePassword(session.access_token, 'Guest@12345', 'weakpass'), [
      { path: 'new_password', message: 'validation.password_policy' },
    ]);
    expectFieldErrors(await changePassword(session.access_token, 'Guest@12345', 'Guest@12345'), [
      { path: 'new_password', message: 'validation.password_unchanged' },
    ]);
    expect((await loginRaw(t.app, 'guest0001', 'Guest@12345')).statusCode).toBe(200);
  });

  it('sets the new password, ends the other sessions and keeps this client signed in', async () => {
    const here = await login(t.app, 'operator1');
    const elsewhere = await login(t.app, 'operator1');

    const res = await changePassword(here.access_token, 'Operat@1234', 'Changed@Pass1');
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json();
    expect(fresh).toMatchObject({ success: true, user_name: 'operator1' });

    expectFailure(
      await loginRaw(t.app, 'operator1', 'Operat@1234'),
      401,
      'auth.invalid_credentials',
    );
    expect((await loginRaw(t.app, 'operator1', 'Changed@Pass1')).statusCode).toBe(200);

    // The other device: its access token stops, and its refresh token cannot bring it back.
    expect((await me(elsewhere.access_token)).statusCode).toBe(401);
    expect(
      (await call(t.app, 'auth.refresh', {}, { token: elsewhere.fresh_token })).statusCode,
    ).toBe(401);
    // This client: the old tokens end too, the answer's new ones work.
    expect((await me(here.access_token)).statusCode).toBe(401);
    expect((await me(fresh.access_token)).json().item.user_name).toBe('operator1');
    const refreshed = await call(t.app, 'auth.refresh', {}, { token: fresh.fresh_token });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
  });

  it('counts wrong current passwords like failed sign-ins, then answers 429', async () => {
    const address = uniqueAddress();
    const session = await login(t.app, 'supporter1');
    for (let i = 0; i < 3; i += 1) {
      const res = await changePassword(
        session.access_token,
        `Wrong@Pass${i}`,
        'Brand@New99',
        address,
      );
      expect(res.statusCode).toBe(400);
    }
    const refused = await changePassword(
      session.access_token,
      'Support@123',
      'Brand@New99',
      address,
    );
    expectFailure(refused, 429, 'auth.too_many_attempts');
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    // The sign-in form from that address is held back as well: it is one budget.
    expectFailure(
      await loginRaw(t.app, 'supporter1', 'Support@123', { remoteAddress: address }),
      429,
      'auth.too_many_attempts',
    );
  });

  it('needs a signed-in caller, and leaves an audit row that names the account only', async () => {
    expectFailure(
      await call(t.app, 'accounts.changePassword', {
        current_password: await encrypted(t.app, 'Sales@12345'),
        new_password: await encrypted(t.app, 'Brand@New99'),
      }),
      401,
      'auth.unauthenticated',
    );
    const session = await login(t.app, 'salesman1');
    expect(
      (await changePassword(session.access_token, 'Sales@12345', 'Sales@New999')).statusCode,
    ).toBe(200);
    const rows = (await auditRows(t.deps.db)).filter((r) => r.call === 'accounts.changePassword');
    const last = rows[rows.length - 1]!;
    expect(last).toMatchObject({
      actor_name: 'salesman1',
      target: String(session.id),
      outcome: 'success',
    });
    expect(JSON.stringify(rows)).not.toMatch(/Sales@|Brand@|Wrong@/);
  });

  it('refuses a password that was not encrypted with the server key', async () => {
    const session = await login(t.app, 'manager01');
    const res = await call(
      t.app,
      'accounts.changePassword',
      { current_password: 'Manager@123', new_password: await encrypted(t.app, 'Brand@New99') },
      { token: session.access_token },
    );
    expectFailure(res, 400, 'auth.invalid_password_encryption');
  });
});
