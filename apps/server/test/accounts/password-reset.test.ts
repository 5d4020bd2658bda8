import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, loginRaw, type TestApp } from '../helpers/app';
import { resetPassword, withCaptcha } from '../helpers/accounts';
import { expectFailure, expectFieldErrors } from '../helpers/expect';
import { deliverMail, linkOf, useMailedApp, tokenOf, type TestSmtp } from '../helpers/mail';

const mailed = useMailedApp();
let t: TestApp;
let smtp: TestSmtp;
beforeAll(() => {
  ({ t, smtp } = mailed);
});

async function requestReset(login: string) {
  const res = await withCaptcha(t.app, 'accounts.forgotPassword', { login });
  expect(res.statusCode, res.body).toBe(200);
  await deliverMail(t.deps);
  return res;
}

function lastResetToken(address: string) {
  const mails = smtp.to(address);
  const mail = mails[mails.length - 1]!;
  expect(mail.subject).toBe('Reset your password');
  const link = linkOf(mail);
  expect(link).toMatch(/\/get-password\?token=[\w-]{43}$/);
  return tokenOf(link);
}

describe('password reset', () => {
  it('mails a link, by username or e-mail, and answers the same for an unknown login', async () => {
    const byName = await requestReset('salesman1');
    expect(smtp.to('salesman1@example.com')).toHaveLength(1);
    const byEmail = await requestReset('SALESMAN1@example.com');
    expect(smtp.to('salesman1@example.com')).toHaveLength(2);
    const count = smtp.messages.length;
    const unknownName = await requestReset('nobody0001');
    const unknownEmail = await requestReset('nobody@example.com');
    expect(smtp.messages.length).toBe(count);
    for (const res of [byEmail, unknownName, unknownEmail]) expect(res.body).toBe(byName.body);
  });

  it('sets a new password: the old one stops working, sessions end, the link works once', async () => {
    const session = await login(t.app, 'supporter1');
    await requestReset('supporter1');
    const token = lastResetToken('supporter1@example.com');

    const res = await resetPassword(t.app, token, 'Brand@New99');
    expect(res.statusCode, res.body).toBe(200);
    // The account's name, for the sign-in screen to fill in.
    expect(res.json()).toEqual({ success: true, user_name: 'supporter1' });
    expectFailure(
      await loginRaw(t.app, 'supporter1', 'Support@123'),
      401,
      'auth.invalid_credentials',
    );
    expect((await loginRaw(t.app, 'supporter1', 'Brand@New99')).statusCode).toBe(200);
    expectFailure(
      await call(t.app, 'auth.refresh', {}, { token: session.fresh_token }),
      401,
      'auth.invalid_refresh_token',
    );
    expectFailure(await resetPassword(t.app, token, 'Other@Pass77'), 400, 'accounts.token_invalid');
  });

  it('refuses a password against the policy with a field error, keeping the token usable', async () => {
    await requestReset('operator1');
    const token = lastResetToken('operator1@example.com');
    expectFieldErrors(await resetPassword(t.app, token, 'weakpass'), [
      { path: 'password', message: 'validation.password_policy' },
    ]);
    expect((await loginRaw(t.app, 'operator1', 'Operat@1234')).statusCode).toBe(200);
    expect((await resetPassword(t.app, token, 'Strong@Pass1')).statusCode).toBe(200);
  });

  it('keeps an older reset link working when a new one is asked for, until one is used', async () => {
    await requestReset('riskuser1');
    const first = lastResetToken('riskuser1@example.com');
    await requestReset('riskuser1');
    const second = lastResetToken('riskuser1@example.com');
    expect(second).not.toBe(first);
    expect((await resetPassword(t.app, first, 'Risk@New123')).statusCode).toBe(200);
    expectFailure(await resetPassword(t.app, second, 'Risk@New456'), 400, 'accounts.token_invalid');
  });

  it('refuses an expired reset token, an unknown one, and a missing captcha', async () => {
    await requestReset('guest0001');
    const token = lastResetToken('guest0001@example.com');
    await t.deps.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('purpose', '=', 'reset')
      .where('used_at', 'is', null)
      .execute();
    expectFailure(await resetPassword(t.app, token, 'Guest@New123'), 400, 'accounts.token_expired');
    expectFailure(
      await resetPassword(t.app, 'unknown-token', 'Guest@New123'),
      400,
      'accounts.token_invalid',
    );
    const noCaptcha = await call(t.app, 'accounts.resetPassword', {
      reset_token: token,
      password: 'x',
    });
    expectFailure(noCaptcha, 400, 'auth.invalid_token');
  });

  it('does not accept a verification link as a reset link', async () => {
    await deliverMail(t.deps);
    const { issueAccountToken } = await import('../../src/modules/accounts/account-tokens');
    const user = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', 'manager01')
      .executeTakeFirstOrThrow();
    const verify = await issueAccountToken(t.deps.db, user.id, 'verify');
    expectFailure(
      await resetPassword(t.app, verify, 'Manag@New123'),
      400,
      'accounts.token_invalid',
    );
  });
});
