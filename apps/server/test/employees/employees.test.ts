import { beforeAll, describe, expect, it } from 'vitest';
import { call, callOk, login, loginRaw, type TestApp } from '../helpers/app';
import { resetPassword, userRow } from '../helpers/accounts';
import { expectFailure } from '../helpers/expect';
import { linkOf, useMailedApp, tokenOf, type TestSmtp } from '../helpers/mail';

const mailed = useMailedApp();
let t: TestApp;
let smtp: TestSmtp;
let admin: string;
let adminId: number;
beforeAll(async () => {
  ({ t, smtp } = mailed);
  const session = await login(t.app, 'admin001');
  admin = session.access_token;
  adminId = session.id;
});

const as = () => ({ token: admin });

/** Invites an employee and sets his password through the mailed link; answers his id. */
async function invite(userName: string, role: string, password: string, lang?: string) {
  const res = await call(
    t.app,
    'employees.add',
    {
      userName,
      email: `${userName}@corp.example.com`,
      role,
      fullName: 'Invited Employee',
    },
    { ...as(), ...(lang && { headers: { cookie: `lang=${lang}` } }) },
  );
  expect(res.statusCode, res.body).toBe(200);
  await t.deps.mailer.flush();
  const mails = smtp.to(`${userName}@corp.example.com`);
  expect(mails).toHaveLength(1);
  const link = linkOf(mails[0]!);
  expect(link).toMatch(/\/get-password\?token=[\w-]{43}&invite=1$/);
  expect((await resetPassword(t.app, tokenOf(link), password)).statusCode).toBe(200);
  return { id: res.json().item.id as number, mail: mails[0]! };
}

/** Neither the access token nor the refresh token of an ended session gets anything. */
async function expectSessionEnded(session: { access_token: string; fresh_token: string }) {
  expectFailure(
    await call(t.app, 'users.me', {}, { token: session.access_token }),
    401,
    'auth.unauthenticated',
  );
  await expectRefreshRefused(session);
}

async function expectRefreshRefused(session: { fresh_token: string }) {
  expectFailure(
    await call(t.app, 'auth.refresh', {}, { token: session.fresh_token }),
    401,
    'auth.invalid_refresh_token',
  );
}

describe('employees', () => {
  it('invites: no password until the link sets one, then signs in with the role', async () => {
    const res = await call(
      t.app,
      'employees.add',
      { userName: 'NewSupporter1', email: 'newsupporter1@corp.example.com', role: 'supporter' },
      as(),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toMatchObject({
      userName: 'newsupporter1',
      superRole: 'supporter',
      emailVerified: false,
      active: true,
    });
    expect((await userRow(t.deps.db, 'newsupporter1'))!.password_hash).toBeNull();
    await t.deps.mailer.flush();
    const mail = smtp.to('newsupporter1@corp.example.com')[0]!;
    expect(mail.subject).toBe('You are invited to the console');
    expect(mail.html).toBeTruthy();
    expectFailure(
      await loginRaw(t.app, 'newsupporter1', 'Staff@Pass1'),
      401,
      'auth.invalid_credentials',
    );

    expect((await resetPassword(t.app, tokenOf(linkOf(mail)), 'Staff@Pass1')).statusCode).toBe(200);
    const session = await loginRaw(t.app, 'newsupporter1', 'Staff@Pass1');
    expect(session.statusCode, session.body).toBe(200);
    const me = await call(
      t.app,
      'employees.getUserInfo',
      {},
      { token: session.json().access_token },
    );
    expect(me.json().item).toMatchObject({ userName: 'newsupporter1', roles: ['supporter'] });
    expect((await userRow(t.deps.db, 'newsupporter1'))!.email_verified_at).not.toBeNull();
  });

  it('writes the invitation in the inviting admin’s language', async () => {
    const { mail } = await invite('viet-staff1', 'operator', 'Viet@Staff1', 'vi');
    expect(mail.subject).toBe('Bạn được mời sử dụng trang quản trị');
  });

  it('refuses a taken name or e-mail like sign-up', async () => {
    const name = await call(
      t.app,
      'employees.add',
      { userName: 'ADMIN001', email: 'other@corp.example.com', role: 'guest' },
      as(),
    );
    expect(expectFailure(name, 409, 'accounts.user_exists').errors).toEqual([
      expect.objectContaining({ path: 'userName' }),
    ]);
    const email = await call(
      t.app,
      'employees.add',
      { userName: 'someone-new', email: 'Manager01@example.com', role: 'guest' },
      as(),
    );
    expect(expectFailure(email, 409, 'accounts.email_exists').errors).toEqual([
      expect.objectContaining({ path: 'email' }),
    ]);
  });

  it('changes a role: old access tokens must be refreshed, and then have the new permissions', async () => {
    const { id } = await invite('rolechange1', 'guest', 'Role@Change1');
    const session = (await loginRaw(t.app, 'rolechange1', 'Role@Change1')).json();
    const stale = session.access_token;
    expect((await call(t.app, 'browsers.list', {}, { token: stale })).statusCode).toBe(403);
    const res = await call(
      t.app,
      'employees.update',
      { id, role: 'operator', phone: '0901000000' },
      as(),
    );
    expect(res.json().item).toMatchObject({ superRole: 'operator', phone: '0901000000' });
    const refused = await call(t.app, 'browsers.list', {}, { token: stale });
    expectFailure(refused, 401, 'auth.token_expired');
    const refreshed = await call(t.app, 'auth.refresh', {}, { token: session.fresh_token });
    const token = refreshed.json().access_token;
    expect((await call(t.app, 'browsers.list', {}, { token })).statusCode).toBe(200);
  });

  it('disables: refresh fails and the access token gets 401; enabling lets him sign in again', async () => {
    const { id } = await invite('disableme1', 'operator', 'Disable@Me1');
    const session = (await loginRaw(t.app, 'disableme1', 'Disable@Me1')).json();
    const res = await call(t.app, 'employees.update', { id, active: false }, as());
    expect(res.json().item.active).toBe(false);
    await expectSessionEnded(session);
    await call(t.app, 'employees.update', { id, active: true }, as());
    expect((await loginRaw(t.app, 'disableme1', 'Disable@Me1')).statusCode).toBe(200);
    // The session ended by disabling stays ended.
    await expectRefreshRefused(session);
  });

  it('deletes: gone from lists and lookups, signs in like an unknown user, token 401', async () => {
    const { id } = await invite('deleteme01', 'supporter', 'Delete@Me01');
    const session = (await loginRaw(t.app, 'deleteme01', 'Delete@Me01')).json();
    expect((await call(t.app, 'employees.delete', { id }, as())).statusCode).toBe(200);

    const list = (
      await call(t.app, 'employees.list', { keyword: 'deleteme', pageSize: 100 }, as())
    ).json();
    expect(list).toMatchObject({ total: 0, list: [] });
    const users = (await call(t.app, 'users.list', { keyword: 'deleteme' }, as())).json();
    expect(users.total).toBe(0);
    expectFailure(await call(t.app, 'employees.get', { id }, as()), 404, 'users.not_found');
    expectFailure(await call(t.app, 'users.get', { id }, as()), 404, 'users.not_found');
    expectFailure(
      await loginRaw(t.app, 'deleteme01', 'Delete@Me01'),
      401,
      'auth.invalid_credentials',
    );
    await expectSessionEnded(session);
    expectFailure(await call(t.app, 'employees.delete', { id }, as()), 404, 'users.not_found');
    // The e-mail is free again; the name is free to an admin's invitation only (invitations.test.ts).
    expect((await call(t.app, 'accounts.testName', { userName: 'deleteme01' })).json().exists).toBe(
      true,
    );
    const reused = await call(
      t.app,
      'employees.add',
      { userName: 'deleteme02', email: 'deleteme01@corp.example.com', role: 'guest' },
      as(),
    );
    expect(reused.statusCode, reused.body).toBe(200);
  });

  it('protects the admin from himself (409) but lets him edit his own name', async () => {
    expectFailure(
      await call(t.app, 'employees.update', { id: adminId, role: 'guest' }, as()),
      409,
      'employees.not_self',
    );
    expectFailure(
      await call(t.app, 'employees.update', { id: adminId, active: false }, as()),
      409,
      'employees.not_self',
    );
    expectFailure(
      await call(t.app, 'employees.delete', { id: adminId }, as()),
      409,
      'employees.not_self',
    );
    const res = await call(
      t.app,
      'employees.update',
      { id: adminId, fullName: 'Admin', role: 'admin' },
      as(),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(t.app, 'users.me', {}, as())).statusCode).toBe(200);
  });

  it('lists by role and keyword, with a real total', async () => {
    const res = await callOk(t.app, 'employees.list', { role: 'parent', pageSize: 100 }, as());
    expect(res.total).toBe(res.list.length);
    expect(res.list.every((u) => u.superRole === 'parent')).toBe(true);
    expect(res.total).toBeGreaterThanOrEqual(7);
    const byKeyword = await callOk(t.app, 'employees.list', { keyword: 'MANAGER' }, as());
    expect(byKeyword.list.map((u) => u.userName)).toEqual(['manager01']);
  });

  it('gets one account, 404 for an unknown one', async () => {
    const row = (await userRow(t.deps.db, 'riskuser1'))!;
    expect((await call(t.app, 'employees.get', { id: row.id }, as())).json().item).toMatchObject({
      userName: 'riskuser1',
      superRole: 'risk',
    });
    expectFailure(await call(t.app, 'employees.get', { id: 999999 }, as()), 404, 'users.not_found');
  });

  it('audits writes with a target and never a password or token', async () => {
    const rows = await t.deps.db.selectFrom('audit_log').selectAll().execute();
    const employeeRows = rows.filter(
      (r) => r.call.startsWith('employees.') || r.call.startsWith('accounts.'),
    );
    expect(employeeRows.length).toBeGreaterThan(0);
    for (const r of employeeRows) {
      expect(r.target, r.call).not.toMatch(/[\w-]{43}|@Pass|Delete@|Staff@/);
    }
    expect(
      employeeRows.find((r) => r.call === 'employees.add' && r.outcome === 'success')?.target,
    ).toMatch(/^\d+ newsupporter1$/);
  });
});
