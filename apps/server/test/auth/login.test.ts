import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Failure } from '@console/contract/schemas/common';
import {
  call,
  captchaToken,
  createTestApp,
  encrypted,
  login,
  loginRaw,
  type TestApp,
} from '../helpers/app';
import { auditRepository } from '../../src/audit/audit.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-in', () => {
  it('answers the session fields for a good password and a solved captcha', async () => {
    const res = await loginRaw(t.app, 'admin001', 'Admin@12345');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      user_name: 'admin001',
      admin: true,
      timezone: 'Asia/Ho_Chi_Minh',
    });
    expect(typeof body.access_token).toBe('string');
    expect(typeof body.fresh_token).toBe('string');
    expect(Number.isInteger(body.id)).toBe(true);

    const me = await call(t.app, 'users.me', {}, { token: body.access_token });
    expect(me.json().item).toMatchObject({ user_name: 'admin001', roles: ['admin'] });
    expect(me.json().item.permissions).toContain('browsers.apply');
  });

  it('normalises the username: case and surrounding spaces', async () => {
    const res = await loginRaw(t.app, '  Operator1 ', 'Operat@1234');
    expect(res.statusCode).toBe(200);
    expect(res.json().user_name).toBe('operator1');
  });

  it('refuses a wrong password with the incorrect-account message', async () => {
    const res = await loginRaw(t.app, 'manager01', 'Wrong@12345');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: 'auth.invalid_credentials' });
  });

  it('refuses an unknown user exactly like a wrong password', async () => {
    const res = await loginRaw(t.app, 'nobody-here', 'Wrong@12345');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('auth.invalid_credentials');
  });

  it('answers the incorrect-account message in Vietnamese for a Vietnamese caller', async () => {
    const res = await loginRaw(t.app, 'manager01', 'Wrong@12345', {
      headers: { cookie: 'lang=vi' },
    });
    expect(res.json().detail).toBe('Tài khoản hoặc mật khẩu không chính xác');
  });

  it("answers 'Token in valid' without a captcha token", async () => {
    const res = await call(t.app, 'auth.login', {
      username: 'admin001',
      password: await encrypted(t.app, 'Admin@12345'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'auth.invalid_token', detail: 'Token in valid' });
  });

  it("answers 'Token in valid' for a forged solution", async () => {
    const token = JSON.parse(Buffer.from(await captchaToken(t.app), 'base64').toString());
    token.number += 1;
    const res = await call(t.app, 'auth.login', {
      username: 'admin001',
      password: await encrypted(t.app, 'Admin@12345'),
      token: Buffer.from(JSON.stringify(token)).toString('base64'),
    });
    expect(res.json().detail).toBe('Token in valid');
  });

  it('accepts a solved captcha only once', async () => {
    const token = await captchaToken(t.app);
    const first = await call(t.app, 'auth.login', {
      username: 'admin001',
      password: await encrypted(t.app, 'Admin@12345'),
      token,
    });
    expect(first.statusCode).toBe(200);
    const replay = await call(t.app, 'auth.login', {
      username: 'admin001',
      password: await encrypted(t.app, 'Admin@12345'),
      token,
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe('auth.invalid_token');
  });

  it('refuses a password not encrypted with the public key', async () => {
    const res = await call(t.app, 'auth.login', {
      username: 'admin001',
      password: Buffer.from('Admin@12345').toString('base64'),
      token: await captchaToken(t.app),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('auth.invalid_password_encryption');
  });

  it('answers 400 with field errors for a missing username and password', async () => {
    const res = await call(t.app, 'auth.login', { token: await captchaToken(t.app) });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json() as Failure;
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: 'username',
          message: 'validation.username_required',
          detail: 'please input username',
        }),
        expect.objectContaining({
          path: 'password',
          message: 'validation.password_required',
          detail: 'please input password',
        }),
      ]),
    );
  });

  it('records successes and failures in the audit log without secrets', async () => {
    await loginRaw(t.app, 'salesman1', 'Sales@12345');
    await loginRaw(t.app, 'salesman1', 'Nope@12345');
    const rows = (await auditRepository.recent(t.deps.db, 10)).filter(
      (r) => r.target === 'salesman1',
    );
    expect(rows.map((r) => r.outcome)).toEqual(expect.arrayContaining(['success', 'denied']));
    for (const row of rows) {
      expect(row.call).toBe('auth.login');
      expect(JSON.stringify(row)).not.toMatch(/Sales@12345|Nope@12345/);
    }
  });

  it('every demo account signs in', async () => {
    for (const name of [
      'admin001',
      'manager01',
      'supporter1',
      'operator1',
      'riskuser1',
      'salesman1',
      'parent001',
      'guest0001',
    ]) {
      const session = await login(t.app, name);
      const me = await call(t.app, 'users.me', {}, { token: session.access_token });
      expect(me.json().item.email).toBe(`${name}@example.com`);
    }
  });
});
