import crypto from 'node:crypto';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAccountToken } from '../../src/modules/accounts/account-tokens';
import { signAccessToken } from '../../src/modules/auth/tokens';
import { resetPassword } from '../helpers/accounts';
import {
  call,
  createPeerApp,
  PEERS_ENV,
  createTestApp,
  login,
  loginRaw,
  type SessionTokens,
  type TestApp,
} from '../helpers/app';
import { auditRows, expectFailure } from '../helpers/expect';

/**
 * Sessions end when they should (docs/decisions/sessions.md): an access token stops at the next
 * call once its session (refresh-token family) ended or its account's session version moved, on
 * every server sharing the database.
 */
let t: TestApp;
let peer: TestApp;
let admin: SessionTokens;
beforeAll(async () => {
  t = await createTestApp(PEERS_ENV);
  peer = await createPeerApp(t);
  admin = await login(t.app, 'admin001');
});
afterAll(async () => {
  await peer.close();
  await t.close();
});

const me = (token: string, app = t.app) => call(app, 'users.me', {}, { token });
const refresh = (token: string) => call(t.app, 'auth.refresh', {}, { token });
const logout = (session: SessionTokens) =>
  call(t.app, 'auth.logout', { refresh_token: session.fresh_token });

async function expectWorks(session: SessionTokens) {
  const res = await me(session.access_token);
  expect(res.statusCode, res.body).toBe(200);
}

/** Refused on this server and on the other, as a token that was never valid is. */
async function expectRefused(session: SessionTokens, message = 'auth.unauthenticated') {
  for (const app of [t.app, peer.app])
    expectFailure(await me(session.access_token, app), 401, message);
}

async function userId(userName: string) {
  const row = await t.deps.db
    .selectFrom('users')
    .select('id')
    .where('user_name', '=', userName)
    .executeTakeFirstOrThrow();
  return row.id;
}

const updateStaff = (input: Record<string, unknown>) =>
  call(t.app, 'employees.update', input, { token: admin.access_token });

describe('logout', () => {
  it("ends that session's access token at once, on every server, and its refresh token", async () => {
    const leaving = await login(t.app, 'supporter1');
    const staying = await login(t.app, 'supporter1');
    await expectWorks(leaving);
    expect((await me(leaving.access_token, peer.app)).statusCode).toBe(200);

    expect((await logout(leaving)).statusCode).toBe(200);
    await expectRefused(leaving);
    expectFailure(await refresh(leaving.fresh_token), 401, 'auth.invalid_refresh_token');
    await expectWorks(staying);
  });

  it('ends the access tokens a refresh gave the session as well', async () => {
    const session = await login(t.app, 'supporter1');
    const rotated = (await refresh(session.fresh_token)).json();
    const current = {
      ...session,
      access_token: rotated.access_token,
      fresh_token: rotated.refresh_token,
    };
    await expectWorks(current);
    await logout(current);
    await expectRefused(current);
    await expectRefused(session);
  });

  it('ends a session whose old refresh token was used again (theft)', async () => {
    const session = await login(t.app, 'supporter1');
    expect((await refresh(session.fresh_token)).statusCode).toBe(200);
    expectFailure(await refresh(session.fresh_token), 401, 'auth.invalid_refresh_token');
    await expectRefused(session);
  });
});

describe('logout everywhere', () => {
  it("ends every session of the caller's account and no one else's", async () => {
    const here = await login(t.app, 'operator1');
    const there = await login(t.app, 'operator1');
    const someoneElse = await login(t.app, 'riskuser1');

    const res = await call(t.app, 'auth.logoutAll', {}, { token: here.access_token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });

    for (const session of [here, there]) {
      await expectRefused(session);
      expectFailure(await refresh(session.fresh_token), 401, 'auth.invalid_refresh_token');
    }
    await expectWorks(someoneElse);
    expect((await refresh(someoneElse.fresh_token)).statusCode).toBe(200);
    await expectWorks(await login(t.app, 'operator1'));

    const row = (await auditRows(t.deps.db)).findLast((r) => r.call === 'auth.logoutAll');
    expect(row).toMatchObject({ actor_name: 'operator1', outcome: 'success', status: 200 });
  });

  it('needs a valid access token', async () => {
    expectFailure(await call(t.app, 'auth.logoutAll'), 401, 'auth.unauthenticated');
  });

  it('leaves no session alive when refreshes race it', async () => {
    const sessions = await Promise.all(Array.from({ length: 6 }, () => login(t.app, 'salesman1')));
    const answers = await Promise.all([
      ...sessions.map((s) => refresh(s.fresh_token)),
      call(t.app, 'auth.logoutAll', {}, { token: sessions[0]!.access_token }),
      ...sessions.map((s) => refresh(s.fresh_token)),
    ]);
    const issued = answers
      .filter((r) => r.statusCode === 200 && r.json().access_token)
      .map((r) => r.json());
    for (const tokens of issued) {
      expectFailure(await me(tokens.access_token), 401, 'auth.unauthenticated');
      expectFailure(await refresh(tokens.refresh_token), 401, 'auth.invalid_refresh_token');
    }
    for (const session of sessions) await expectRefused(session);
  });
});

describe('changes to the account', () => {
  it('a password reset ends every session', async () => {
    const sessions = [await login(t.app, 'manager01'), await login(t.app, 'manager01')];
    const token = await issueAccountToken(t.deps.db, await userId('manager01'), 'reset');
    const res = await resetPassword(t.app, token, 'Brand@New99');
    expect(res.statusCode, res.body).toBe(200);
    for (const session of sessions) {
      await expectRefused(session);
      expectFailure(await refresh(session.fresh_token), 401, 'auth.invalid_refresh_token');
    }
    expect((await loginRaw(t.app, 'manager01', 'Brand@New99')).statusCode).toBe(200);
  });

  it('disabling ends every session; enabled again, the account signs in afresh', async () => {
    const session = await login(t.app, 'guest0001');
    const id = await userId('guest0001');
    expect((await updateStaff({ id, active: false })).statusCode).toBe(200);
    await expectRefused(session);
    expectFailure(await refresh(session.fresh_token), 401, 'auth.invalid_refresh_token');

    expect((await updateStaff({ id, active: true })).statusCode).toBe(200);
    await expectRefused(session);
    await expectWorks(await login(t.app, 'guest0001'));
  });

  it('a role change makes access tokens stale: the client refreshes into the new role', async () => {
    const session = await login(t.app, 'riskuser1');
    const id = await userId('riskuser1');
    expect((await updateStaff({ id, role: 'supporter' })).statusCode).toBe(200);

    await expectRefused(session, 'auth.token_expired');
    const refreshed = await refresh(session.fresh_token);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const res = await me(refreshed.json().access_token);
    expect(res.statusCode).toBe(200);
    expect(res.json().item.roles).toEqual(['supporter']);
    await expectWorks(await login(t.app, 'riskuser1'));

    expect((await updateStaff({ id, role: 'risk' })).statusCode).toBe(200);
  });

  it('an edit that keeps the role keeps the access tokens', async () => {
    const session = await login(t.app, 'riskuser1');
    const id = await userId('riskuser1');
    expect((await updateStaff({ id, role: 'risk', full_name: 'Risk Officer' })).statusCode).toBe(
      200,
    );
    await expectWorks(session);
  });
});

describe('access tokens name their session', () => {
  it("refuses a token naming another account's session", async () => {
    const mine = await login(t.app, 'parent001');
    const theirs = decodeJwt((await login(t.app, 'salesman1')).access_token);
    const row = await t.deps.db
      .selectFrom('users')
      .selectAll()
      .where('user_name', '=', 'parent001')
      .executeTakeFirstOrThrow();
    const forged = await signAccessToken(t.deps.tokens, row, String(theirs.sid));
    expectFailure(await me(forged), 401, 'auth.unauthenticated');
    await expectWorks(mine);
  });

  it('refuses a token without a session id or version', async () => {
    const id = await userId('parent001');
    const now = Math.floor(Date.now() / 1000);
    const secret = t.deps.tokens.secret;
    const sign = (claims: Record<string, unknown>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(id))
        .setIssuer('console')
        .setIssuedAt(now)
        .setExpirationTime(now + 60)
        .sign(secret);
    for (const claims of [{}, { sid: crypto.randomUUID() }, { sv: 0 }]) {
      expectFailure(await me(await sign(claims)), 401, 'auth.unauthenticated');
    }
  });
});
