import { beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, callOk, login, loginRaw, type TestApp } from '../helpers/app';
import { resetPassword, userRow } from '../helpers/accounts';
import { expectFailure } from '../helpers/expect';
import { linkOf, useMailedApp, tokenOf, type TestSmtp } from '../helpers/mail';

/**
 * Invitations: the mail and the set-password page tell the user name, the list shows who has not
 * set a password yet, an admin resends within the link-mail budget, and a deleted name can be
 * invited again (docs/decisions/accounts.md).
 */
const mailed = useMailedApp();
let t: TestApp;
let smtp: TestSmtp;
let admin: string;
beforeAll(async () => {
  ({ t, smtp } = mailed);
  admin = (await login(t.app, 'admin001')).access_token;
});

const as = () => ({ token: admin });
const addressOf = (name: string) => `${name}@invites.example.com`;

async function invite(userName: string, lang?: string) {
  const res = await call(
    t.app,
    'employees.add',
    { userName, email: addressOf(userName), role: 'supporter' },
    { ...as(), ...(lang && { headers: { cookie: `lang=${lang}` } }) },
  );
  return answerOf('employees.add', res).item;
}

/** The links of every invitation mail received for a name, oldest first. */
async function linksOf(userName: string): Promise<string[]> {
  await t.deps.mailer.flush();
  return smtp.to(addressOf(userName)).map((mail) => tokenOf(linkOf(mail)));
}

const resend = (id: number) => call(t.app, 'employees.resendInvitation', { id }, as());
const invitation = (token: string) =>
  call(t.app, 'employees.invitation', { resetToken: token }, { remoteAddress: '10.9.0.1' });

async function listed(keyword: string) {
  return (await callOk(t.app, 'employees.list', { keyword, pageSize: 100 }, as())).list;
}

describe('invitations', () => {
  it('says the user name in the mail, in both languages', async () => {
    await invite('Invite-Name1');
    await invite('invite-name2', 'vi');
    await t.deps.mailer.flush();
    const [en] = smtp.to(addressOf('invite-name1'));
    expect(en!.text).toContain('Your username: invite-name1');
    expect(en!.html).toContain('Your username: invite-name1');
    const [vi] = smtp.to(addressOf('invite-name2'));
    expect(vi!.text).toContain('Tên đăng nhập của bạn: invite-name2');
  });

  it('answers the user name of an unused invitation link, and nothing for a used one', async () => {
    await invite('invite-page1');
    const [token] = await linksOf('invite-page1');
    const res = await invitation(token!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, userName: 'invite-page1' });
    expect((await resetPassword(t.app, token!, 'Invite@Page1')).statusCode).toBe(200);
    expectFailure(await invitation(token!), 400, 'accounts.token_invalid');
    expectFailure(await invitation('x'.repeat(43)), 400, 'accounts.token_invalid');
  });

  it('does not answer for a reset link', async () => {
    const forgot = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', 'riskuser1')
      .executeTakeFirstOrThrow();
    const { issueAccountToken } = await import('../../src/modules/accounts/account-tokens');
    const token = await issueAccountToken(t.deps.db, forgot.id, 'reset');
    expectFailure(await invitation(token), 400, 'accounts.token_invalid');
  });

  it('shows the invitation pending until the password is set', async () => {
    const item = await invite('invite-pending1');
    expect(item.invitationPending).toBe(true);
    expect(await listed('invite-pending1')).toEqual([
      expect.objectContaining({ userName: 'invite-pending1', invitationPending: true }),
    ]);
    const got = await call(t.app, 'employees.get', { id: item.id }, as());
    expect(got.json().item.invitationPending).toBe(true);
    const [token] = await linksOf('invite-pending1');
    expect((await resetPassword(t.app, token!, 'Invite@Pend1')).statusCode).toBe(200);
    expect(await listed('invite-pending1')).toEqual([
      expect.objectContaining({ invitationPending: false }),
    ]);
    // A demo account with a password was never pending.
    expect((await listed('manager01'))[0]!.invitationPending).toBe(false);
  });

  it('resends: a new link, the old one still works, and using one ends the others', async () => {
    const { id } = await invite('invite-resend1');
    const res = await resend(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const [first, second] = await linksOf('invite-resend1');
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const mails = smtp.to(addressOf('invite-resend1'));
    expect(mails[1]!.subject).toBe('You are invited to the console');
    expect(mails[1]!.text).toContain('Your username: invite-resend1');
    // The older link still works after the resend; using it ends the newer one.
    expect((await invitation(first!)).json().userName).toBe('invite-resend1');
    expect((await resetPassword(t.app, first!, 'Invite@Resend1')).statusCode).toBe(200);
    expectFailure(
      await resetPassword(t.app, second!, 'Other@Pass1'),
      400,
      'accounts.token_invalid',
    );
    expect((await loginRaw(t.app, 'invite-resend1', 'Invite@Resend1')).statusCode).toBe(200);
    // No longer pending: nothing to resend.
    expectFailure(await resend(id), 409, 'employees.not_pending');
  });

  it('counts resends in the address’s link-mail budget: the fourth in an hour is 429', async () => {
    const { id } = await invite('invite-limit1');
    for (let i = 0; i < 3; i += 1) expect((await resend(id)).statusCode).toBe(200);
    const refused = await resend(id);
    expectFailure(refused, 429, 'accounts.too_many_mails');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The invitation and three resends were mailed; the refused one was not.
    expect(await linksOf('invite-limit1')).toHaveLength(4);
  });

  it('refuses a resend to an unknown or deleted account (404), or to a demo account (409)', async () => {
    expectFailure(await resend(999999), 404, 'users.not_found');
    const { id } = await invite('invite-gone1');
    expect((await call(t.app, 'employees.delete', { id }, as())).statusCode).toBe(200);
    expectFailure(await resend(id), 404, 'users.not_found');
    const manager = (await userRow(t.deps.db, 'manager01'))!;
    expectFailure(await resend(manager.id), 409, 'employees.not_pending');
  });

  it('only admins resend', async () => {
    const { id } = await invite('invite-perm1');
    const manager = (await login(t.app, 'manager01')).access_token;
    const res = await call(t.app, 'employees.resendInvitation', { id }, { token: manager });
    expect(res.statusCode).toBe(403);
    expect(await linksOf('invite-perm1')).toHaveLength(1);
  });

  it('invites a deleted name again: a new account, the old row kept under another name', async () => {
    const old = await invite('invite-again1');
    const [oldLink] = await linksOf('invite-again1');
    expect((await call(t.app, 'employees.delete', { id: old.id }, as())).statusCode).toBe(200);
    expect(await listed('invite-again1')).toEqual([]);

    const again = await invite('INVITE-AGAIN1');
    expect(again.id).not.toBe(old.id);
    expect(again).toMatchObject({ userName: 'invite-again1', invitationPending: true });
    expect(await listed('invite-again1')).toEqual([
      expect.objectContaining({ userName: 'invite-again1' }),
    ]);
    const oldRow = await t.deps.db
      .selectFrom('users')
      .select(['user_name', 'deleted_at'])
      .where('id', '=', old.id)
      .executeTakeFirstOrThrow();
    expect(oldRow.user_name).toBe(`invite-again1#${old.id}`);
    expect(oldRow.deleted_at).not.toBeNull();
    // The deleted account's link stays dead; the new one sets the new account's password.
    expectFailure(
      await resetPassword(t.app, oldLink!, 'Old@Again1'),
      400,
      'accounts.token_invalid',
    );
    const newLink = (await linksOf('invite-again1'))[1]!;
    expect((await resetPassword(t.app, newLink, 'New@Again1')).statusCode).toBe(200);
    const session = await loginRaw(t.app, 'invite-again1', 'New@Again1');
    expect(session.statusCode).toBe(200);
    expect(session.json().id).toBe(again.id);
  });

  it('still refuses a live name, and sign-up still refuses a deleted one', async () => {
    await invite('invite-live1');
    const res = await call(
      t.app,
      'employees.add',
      { userName: 'invite-live1', email: 'other-live1@invites.example.com', role: 'guest' },
      as(),
    );
    expectFailure(res, 409, 'accounts.user_exists');
    const { id } = await invite('invite-dead1');
    await call(t.app, 'employees.delete', { id }, as());
    expect(
      (await call(t.app, 'accounts.testName', { userName: 'invite-dead1' })).json().exists,
    ).toBe(true);
  });

  it('a refused re-invitation (taken e-mail) leaves the deleted row as it was', async () => {
    const { id } = await invite('invite-keep1');
    await call(t.app, 'employees.delete', { id }, as());
    const res = await call(
      t.app,
      'employees.add',
      { userName: 'invite-keep1', email: 'manager01@example.com', role: 'guest' },
      as(),
    );
    expectFailure(res, 409, 'accounts.email_exists');
    const row = await t.deps.db
      .selectFrom('users')
      .select('user_name')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.user_name).toBe('invite-keep1');
  });
});
