import type { LightMyRequestResponse } from 'fastify';
import { routes } from '@console/contract/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, uniqueAddress, type TestApp } from '../helpers/app';
import { signup, signupInput, userCount, userRow } from '../helpers/accounts';
import { expectFailure, expectFieldErrors } from '../helpers/expect';
import { useMailedApp, type TestSmtp } from '../helpers/mail';

const mailed = useMailedApp();
let t: TestApp;
let smtp: TestSmtp;
beforeAll(() => {
  ({ t, smtp } = mailed);
});

/** A sign-up from an address of its own, clear of the route's per-address limit. */
const signupFrom = (input: Record<string, unknown>) =>
  call(t.app, 'accounts.signup', input, { remoteAddress: uniqueAddress() });

/** Runs a refused sign-up and checks that no account and no mail came of it. */
async function refused(run: () => Promise<LightMyRequestResponse>) {
  await t.deps.mailer.flush();
  const users = await userCount(t.deps.db);
  const mails = smtp.messages.length;
  const res = await run();
  await t.deps.mailer.flush();
  expect(await userCount(t.deps.db)).toBe(users);
  expect(smtp.messages.length).toBe(mails);
  return res;
}

describe('sign-up validation (spec section 5, Register)', () => {
  it.each([
    ['username required', { userName: '' }, 'userName', 'validation.username_required'],
    ['username missing', { userName: undefined }, 'userName', 'validation.username_required'],
    ['username too short', { userName: 'short7c' }, 'userName', 'validation.username_rule'],
    ['username with a space', { userName: 'new parent01' }, 'userName', 'validation.username_rule'],
    [
      'username with bad characters',
      { userName: 'new.parent!' },
      'userName',
      'validation.username_rule',
    ],
    ['username too long', { userName: 'a'.repeat(201) }, 'userName', 'validation.username_rule'],
    ['e-mail required', { email: '' }, 'email', 'validation.email_required'],
    ['e-mail invalid', { email: 'not-an-email' }, 'email', 'validation.invalid_email'],
    ['password required', { password: '' }, 'password', 'validation.password_required'],
    ['bad time zone', { time_zone: 'Mars/Olympus' }, 'time_zone', 'validation.invalid_option'],
    ['bad country', { country: 'XX' }, 'country', 'validation.invalid_option'],
  ])('refuses %s', async (_name, override, path, message) => {
    const res = await refused(async () => signupFrom(await signupInput(t.app, override)));
    expectFieldErrors(res, [{ path, message }]);
  });

  it.each([
    ['no lowercase letter', 'GOOD@PASS1'],
    ['no uppercase letter', 'good@pass1'],
    ['no digit', 'Good@Passw'],
    ['no special character', 'GoodPass12'],
    ['too short', 'Go@d1a'],
    ['a special character outside the list', 'Good-Pass1'],
  ])('refuses a password with %s', async (_name, password) => {
    const res = await refused(async () => signupFrom(await signupInput(t.app, {}, password)));
    expectFieldErrors(res, [{ path: 'password', message: 'validation.password_policy' }]);
  });

  it('accepts every special character of the list', async () => {
    for (const [i, special] of [...'!@#~$%^&*()+|_'].entries()) {
      const res = await signupFrom(
        await signupInput(
          t.app,
          { userName: `specials${i}x`, email: `specials${i}@example.com` },
          `Abcdefg1${special}`,
        ),
      );
      expect(res.statusCode, `${special}: ${res.body}`).toBe(200);
    }
  });

  it('refuses a missing captcha with "Token in valid"', async () => {
    const res = await refused(() => signup(t.app, { token: undefined }));
    const body = expectFailure(res, 400, 'auth.invalid_token');
    expect(body.detail).toBe('Token in valid');
  });

  it('refuses a wrong captcha, and a captcha used twice', async () => {
    await refused(async () => {
      const res = await signup(t.app, { token: 'garbage' });
      expectFailure(res, 400, 'auth.invalid_token');
      return res;
    });
    const input = await signupInput(t.app, {
      userName: 'captchaonce1',
      email: 'once1@example.com',
    });
    expect((await signupFrom(input)).statusCode).toBe(200);
    const again = await refused(() =>
      signupFrom({
        ...input,
        userName: 'captchaonce2',
        email: 'once2@example.com',
      }),
    );
    expectFailure(again, 400, 'auth.invalid_token');
  });

  it('refuses a password that cannot be decrypted', async () => {
    const res = await refused(() => signup(t.app, { password: 'bm90IGVuY3J5cHRlZA==' }));
    expectFailure(res, 400, 'auth.invalid_password_encryption');
  });
});

describe('a successful sign-up', () => {
  it('creates an unverified free parent account, lower-cased, and mails a link', async () => {
    const res = await signup(t.app, {
      userName: 'MixedCase_01',
      email: 'Mixed.Case@Example.com',
      time_zone: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'accounts.messages.check_email' });
    const row = await userRow(t.deps.db, 'mixedcase_01');
    expect(row).toMatchObject({
      role: 'parent',
      admin_role: 'free',
      active: 1,
      email_verified_at: null,
      deleted_at: null,
      time_zone: 'Asia/Ho_Chi_Minh',
      email: 'Mixed.Case@Example.com',
      language: 'en',
    });
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    await t.deps.mailer.flush();
    expect(smtp.to('mixed.case@example.com')).toHaveLength(1);
  });

  it('answers success true when a name exists, whatever its case, and false when it is free', async () => {
    const taken = await call(t.app, 'accounts.testName', { userName: 'MIXEDCASE_01' });
    expect(taken.json()).toEqual({ success: true, exists: true });
    const demo = await call(t.app, 'accounts.testName', { userName: 'admin001' });
    expect(demo.json()).toEqual({ success: true, exists: true });
    const free = await call(t.app, 'accounts.testName', { userName: 'nobody-here-1' });
    expect(free.statusCode).toBe(200);
    expect(free.json()).toEqual({ success: false, exists: false });
  });

  it('answers one address at most 30 times a minute (429 with Retry-After), others still', async () => {
    const { calls, seconds } = routes['accounts.testName'].limit!;
    const address = uniqueAddress();
    const ask = (remoteAddress: string) =>
      call(t.app, 'accounts.testName', { userName: 'admin001' }, { remoteAddress });
    for (let i = 0; i < calls; i++) expect((await ask(address)).statusCode).toBe(200);
    const limited = await ask(address);
    expectFailure(limited, 429, 'common.too_many_requests');
    expect(limited.json().detail).toBe('Too many requests, please try again later');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(seconds);
    expect((await ask(uniqueAddress())).json()).toEqual({ success: true, exists: true });
  });
});

describe('duplicates', () => {
  it('refuses a taken username, whatever its case (409, field error)', async () => {
    for (const userName of ['admin001', 'ADMIN001', 'Admin001']) {
      const res = await refused(() => signup(t.app, { userName, email: 'fresh@example.com' }));
      const body = expectFailure(res, 409, 'accounts.user_exists');
      expect(body.errors).toEqual([
        expect.objectContaining({ path: 'userName', message: 'errors.accounts.user_exists' }),
      ]);
    }
  });

  it('refuses a taken e-mail, whatever its case (409, field error)', async () => {
    for (const email of ['admin001@example.com', 'ADMIN001@Example.COM']) {
      const res = await refused(() => signup(t.app, { userName: 'brandnew01', email }));
      const body = expectFailure(res, 409, 'accounts.email_exists');
      expect(body.errors).toEqual([
        expect.objectContaining({ path: 'email', message: 'errors.accounts.email_exists' }),
      ]);
    }
  });
});
