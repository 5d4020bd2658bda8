import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, loginRaw, uniqueAddress, type TestApp } from '../helpers/app';
import { GOOD_PASSWORD, signup, withCaptcha } from '../helpers/accounts';
import { expectFailure, expectFieldErrors } from '../helpers/expect';
import { deliverMail, useMailedApp, type TestSmtp } from '../helpers/mail';

const mailed = useMailedApp();
let t: TestApp;
let smtp: TestSmtp;
beforeAll(() => {
  ({ t, smtp } = mailed);
});

const setLanguage = (token: string, language: unknown) =>
  call(t.app, 'accounts.setLanguage', { language }, { token });

describe("one's own language", () => {
  it('is not applied at sign-in until the owner chose one', async () => {
    const session = await login(t.app, 'manager01', { remoteAddress: uniqueAddress() });
    expect(session).toMatchObject({ language: null });
    const me = await call(t.app, 'users.me', {}, { token: session.access_token });
    expect(me.json().item.language).toBe('en');
  });

  it('is saved on the account and answered by every later sign-in, on any client', async () => {
    const first = await login(t.app, 'operator1', { remoteAddress: uniqueAddress() });
    expect((await setLanguage(first.access_token, 'vi')).statusCode).toBe(200);

    const me = await call(t.app, 'users.me', {}, { token: first.access_token });
    expect(me.json().item.language).toBe('vi');
    // Another browser, whose own language is English.
    const elsewhere = await loginRaw(t.app, 'operator1', 'Operat@1234', {
      headers: { 'accept-language': 'en' },
      remoteAddress: uniqueAddress(),
    });
    expect(elsewhere.json()).toMatchObject({ success: true, language: 'vi' });

    expect((await setLanguage(first.access_token, 'en')).statusCode).toBe(200);
    expect(await login(t.app, 'operator1', { remoteAddress: uniqueAddress() })).toMatchObject({
      language: 'en',
    });
  });

  it('writes the mails to that user in it', async () => {
    const session = await login(t.app, 'riskuser1', { remoteAddress: uniqueAddress() });
    await setLanguage(session.access_token, 'vi');
    const res = await withCaptcha(t.app, 'accounts.forgotPassword', { login: 'riskuser1' });
    expect(res.statusCode, res.body).toBe(200);
    await deliverMail(t.deps);
    const mails = smtp.to('riskuser1@example.com');
    expect(mails[mails.length - 1]!.subject).toBe('Đặt lại mật khẩu');
  });

  it('is the language a person registered in', async () => {
    const res = await signup(
      t.app,
      { userName: 'tiengviet02', email: 'tiengviet02@example.com' },
      { 'accept-language': 'vi' },
    );
    expect(res.statusCode, res.body).toBe(200);
    await t.deps.db
      .updateTable('users')
      .set({ email_verified_at: new Date().toISOString() })
      .where('user_name', '=', 'tiengviet02')
      .execute();
    const signedIn = await loginRaw(t.app, 'tiengviet02', GOOD_PASSWORD, {
      remoteAddress: uniqueAddress(),
    });
    expect(signedIn.json()).toMatchObject({ success: true, language: 'vi' });
  });

  it('takes only the offered languages, and only from a signed-in caller', async () => {
    const session = await login(t.app, 'salesman1', { remoteAddress: uniqueAddress() });
    expectFieldErrors(await setLanguage(session.access_token, 'fr'), [
      { path: 'language', message: 'validation.invalid_option' },
    ]);
    expectFailure(
      await call(t.app, 'accounts.setLanguage', { language: 'vi' }),
      401,
      'auth.unauthenticated',
    );
  });
});
