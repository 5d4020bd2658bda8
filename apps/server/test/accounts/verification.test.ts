import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginRaw, type TestApp } from '../helpers/app';
import { GOOD_PASSWORD, signup, userRow, withCaptcha } from '../helpers/accounts';
import { expectFailure } from '../helpers/expect';
import { deliverMail, linkOf, useMailedApp, tokenOf, type TestSmtp } from '../helpers/mail';
import { hashAccountToken } from '../../src/modules/accounts/account-tokens';

const mailed = useMailedApp({ PUBLIC_URL: 'https://console.example.vn' });
let t: TestApp;
let smtp: TestSmtp;
beforeAll(() => {
  ({ t, smtp } = mailed);
});

async function lastMailTo(address: string) {
  await deliverMail(t.deps);
  const mails = smtp.to(address);
  expect(mails.length).toBeGreaterThan(0);
  return mails[mails.length - 1]!;
}

describe('e-mail verification', () => {
  it('mails a verification link (HTML and text) that activates the account', async () => {
    const res = await signup(t.app, { userName: 'verifyme01', email: 'verifyme01@example.com' });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await lastMailTo('verifyme01@example.com');
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(mail.from?.text).toContain('no-reply@console.local');
    expect(mail.html).toBeTruthy();
    expect(mail.text).toBeTruthy();
    const link = linkOf(mail);
    expect(link).toMatch(/^https:\/\/console\.example\.vn\/account\/activate\/[\w-]{43}$/);
    expect(mail.html).toContain(link);
    // Only the hash of the token is stored.
    const token = tokenOf(link);
    const stored = await t.deps.db.selectFrom('account_tokens').selectAll().execute();
    expect(stored.some((r) => r.token_hash === token)).toBe(false);
    expect(stored.some((r) => r.token_hash === hashAccountToken(token))).toBe(true);

    expectFailure(
      await loginRaw(t.app, 'verifyme01', GOOD_PASSWORD),
      403,
      'auth.account_not_verified',
    );
    const activated = await call(t.app, 'accounts.activate', { token });
    expect(activated.statusCode, activated.body).toBe(200);
    // The account's name, for the sign-in screen to fill in.
    expect(activated.json()).toEqual({ success: true, user_name: 'verifyme01' });
    expect((await userRow(t.deps.db, 'verifyme01'))!.email_verified_at).not.toBeNull();
    const signedIn = await loginRaw(t.app, 'verifyme01', GOOD_PASSWORD);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ user_name: 'verifyme01', admin: false });

    expectFailure(await call(t.app, 'accounts.activate', { token }), 400, 'accounts.token_invalid');
  });

  it('writes the mail in Vietnamese when the sign-up came in Vietnamese', async () => {
    await signup(
      t.app,
      { userName: 'tiengviet01', email: 'tiengviet01@example.com' },
      { cookie: 'lang=vi' },
    );
    const mail = await lastMailTo('tiengviet01@example.com');
    expect(mail.subject).toBe('Xác minh địa chỉ e-mail của bạn');
    expect(mail.text).toContain('Kích hoạt tài khoản');
    expect(mail.html).toContain('Kích hoạt tài khoản');
    expect((await userRow(t.deps.db, 'tiengviet01'))!.language).toBe('vi');
  });

  it('refuses an unknown token and an expired one', async () => {
    expectFailure(
      await call(t.app, 'accounts.activate', { token: 'no-such-token' }),
      400,
      'accounts.token_invalid',
    );
    await signup(t.app, { userName: 'expiring01', email: 'expiring01@example.com' });
    const token = tokenOf(linkOf(await lastMailTo('expiring01@example.com')));
    await t.deps.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashAccountToken(token))
      .execute();
    expectFailure(await call(t.app, 'accounts.activate', { token }), 400, 'accounts.token_expired');
    expect((await userRow(t.deps.db, 'expiring01'))!.email_verified_at).toBeNull();
  });

  it('expires links after 24 hours', async () => {
    await signup(t.app, { userName: 'ttlcheck01', email: 'ttlcheck01@example.com' });
    const token = tokenOf(linkOf(await lastMailTo('ttlcheck01@example.com')));
    const row = await t.deps.db
      .selectFrom('account_tokens')
      .selectAll()
      .where('token_hash', '=', hashAccountToken(token))
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(24 * 3600 * 1000);
  });

  it('resends a link to an unverified account, by name or e-mail; the first link used ends the others', async () => {
    await signup(t.app, { userName: 'resendme01', email: 'resendme01@example.com' });
    const first = tokenOf(linkOf(await lastMailTo('resendme01@example.com')));
    for (const login of ['resendme01', 'RESENDME01@example.com']) {
      const res = await withCaptcha(t.app, 'accounts.resendVerification', { login });
      expect(res.json()).toEqual({ success: true });
    }
    await deliverMail(t.deps);
    expect(smtp.to('resendme01@example.com')).toHaveLength(3);
    const latest = tokenOf(linkOf(await lastMailTo('resendme01@example.com')));
    // A new link leaves the older ones working; using any of them ends the rest.
    expect((await call(t.app, 'accounts.activate', { token: first })).statusCode).toBe(200);
    expectFailure(
      await call(t.app, 'accounts.activate', { token: latest }),
      400,
      'accounts.token_invalid',
    );
  });

  it('answers the same for unknown and verified logins, and mails nothing', async () => {
    await deliverMail(t.deps);
    const before = smtp.messages.length;
    const known = await withCaptcha(t.app, 'accounts.resendVerification', { login: 'admin001' });
    const unknown = await withCaptcha(t.app, 'accounts.resendVerification', {
      login: 'nobody@example.com',
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    await deliverMail(t.deps);
    expect(smtp.messages.length).toBe(before);
  });

  it('needs a captcha to resend', async () => {
    const res = await call(t.app, 'accounts.resendVerification', { login: 'resendme01' });
    expectFailure(res, 400, 'auth.invalid_token');
  });

  it('keeps the demo accounts verified', async () => {
    const row = await userRow(t.deps.db, 'parent001');
    expect(row!.email_verified_at).not.toBeNull();
  });
});
