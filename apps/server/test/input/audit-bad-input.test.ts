import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@console/contract/routes';
import {
  call,
  captchaToken,
  createTestApp,
  encrypted,
  login,
  uniqueAddress,
  type TestApp,
} from '../helpers/app';
import { auditRows, expectFailure } from '../helpers/expect';

/** Refused input still leaves its audit row, and the row holds no password or token. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rowOf(requestId: unknown) {
  const rows = (await auditRows(t.deps.db)).filter((r) => r.request_id === requestId);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe('the audit row of a refused call', () => {
  it('is written for a sign-in with a NUL in the name, without the password or captcha', async () => {
    const password = await encrypted(t.app, 'Secret#2026');
    const token = await captchaToken(t.app);
    const ip = uniqueAddress();
    const res = await call(
      t.app,
      'auth.login',
      { username: 'admin\u0000001', password, token },
      { remoteAddress: ip },
    );
    expectFailure(res, 400, 'common.invalid_input');
    const row = await rowOf(res.headers['x-request-id']);
    expect(row).toMatchObject({
      call: 'auth.login',
      status: 400,
      outcome: 'failure',
      message: 'common.invalid_input',
      ip,
    });
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(password);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain('\\u0000');
  });

  it('is written for a name check with a bidi override', async () => {
    const res = await call(
      t.app,
      'accounts.testName',
      { userName: 'admin\u202E100' },
      { remoteAddress: uniqueAddress() },
    );
    expectFailure(res, 400, 'common.invalid_input');
    expect(await rowOf(res.headers['x-request-id'])).toMatchObject({
      call: 'accounts.testName',
      status: 400,
    });
  });

  it.each([
    ['a body that is not JSON', 'application/json', '{"username": "admin0'],
    ['a body of another type', 'text/plain', 'username=admin001'],
  ])('is written for %s', async (_, type, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: routes['auth.login'].path,
      headers: { 'content-type': type },
      payload,
      remoteAddress: uniqueAddress(),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await rowOf(res.headers['x-request-id'])).toMatchObject({
      call: 'auth.login',
      status: res.statusCode,
      outcome: 'failure',
    });
  });

  it('names the signed-in caller of a refused write', async () => {
    const operator = await login(t.app, 'operator1');
    const res = await call(
      t.app,
      'browsers.create',
      { browser_name: 'Chrome\u0000', file_name: 'chrome.exe' },
      { token: operator.access_token },
    );
    expectFailure(res, 400, 'common.invalid_input');
    expect(await rowOf(res.headers['x-request-id'])).toMatchObject({
      call: 'browsers.create',
      actor_id: operator.id,
      actor_name: 'operator1',
      status: 400,
      outcome: 'failure',
    });
  });
});
