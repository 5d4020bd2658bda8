import { auditRepository } from '../../src/audit/audit.repository';
import crypto from 'node:crypto';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@console/contract/errors';
import { signAccessToken } from '../../src/modules/auth/tokens';
import { usersRepository } from '../../src/db/users.repository';
import { answerOf, call, createTestApp, login, loginRaw, type TestApp } from '../helpers/app';
import { auditRows, expectFailure } from '../helpers/expect';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (token: string) => call(t.app, 'auth.refresh', {}, { token });

async function userRow(userName: string) {
  const row = await usersRepository.findByUserName(t.deps.db, userName);
  if (!row) throw new Error(`no user ${userName}`);
  return row;
}

describe('access tokens', () => {
  it('answers 401 with code 16 for an expired access token', async () => {
    const expired = await signAccessToken(
      t.deps.tokens,
      await userRow('admin001'),
      crypto.randomUUID(),
      -10,
    );
    for (const id of ['users.me', 'browsers.list'] as const) {
      const body = expectFailure(
        await call(t.app, id, {}, { token: expired }),
        401,
        'auth.token_expired',
      );
      expect(body.code).toBe(ErrorCode.TOKEN_EXPIRED);
      expect(body.code).toBe(16);
    }
  });

  it('accepts a fresh token signed the same way, for a live session', async () => {
    const { sid } = decodeJwt((await login(t.app, 'admin001')).access_token);
    const fresh = await signAccessToken(t.deps.tokens, await userRow('admin001'), String(sid));
    const res = await call(t.app, 'users.me', {}, { token: fresh });
    expect(res.statusCode).toBe(200);
    expect(res.json().item.user_name).toBe('admin001');
  });

  it('answers 401 with a code other than 16 for a garbage token', async () => {
    for (const token of ['garbage', 'a.b.c', 'eyJhbGciOiJIUzI1NiJ9.e30.xxxx']) {
      const body = expectFailure(
        await call(t.app, 'users.me', {}, { token }),
        401,
        'auth.unauthenticated',
      );
      expect(body.code).not.toBe(16);
    }
  });

  it('does not offer a refresh (code 16) for an expired token signed with another key', async () => {
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ name: 'admin001', role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String((await userRow('admin001')).id))
      .setIssuer('console')
      .setIssuedAt(now - 100)
      .setExpirationTime(now - 10)
      .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'));
    const body = expectFailure(
      await call(t.app, 'users.me', {}, { token: forged }),
      401,
      'auth.unauthenticated',
    );
    expect(body.code).not.toBe(16);
  });

  it('answers 401 on a protected route without a token, or with another scheme', async () => {
    expectFailure(await call(t.app, 'users.me'), 401, 'auth.unauthenticated');
    expectFailure(await call(t.app, 'browsers.list'), 401, 'auth.unauthenticated');
    const basic = await call(t.app, 'users.me', {}, { headers: { authorization: 'Basic YTpi' } });
    expectFailure(basic, 401, 'auth.unauthenticated');
  });
});

describe('refresh tokens', () => {
  it('trades a refresh token for a new access token and refresh token that both work', async () => {
    const session = await login(t.app, 'operator1');
    const res = await refresh(session.fresh_token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true });
    expect(typeof body.access_token).toBe('string');
    expect(typeof body.refresh_token).toBe('string');
    expect(body.refresh_token).not.toBe(session.fresh_token);

    const me = await call(t.app, 'users.me', {}, { token: body.access_token });
    expect(me.statusCode).toBe(200);
    expect(me.json().item.user_name).toBe('operator1');

    const again = await refresh(body.refresh_token);
    expect(again.statusCode).toBe(200);
    expect(typeof again.json().refresh_token).toBe('string');
  });

  it('refuses a missing bearer, an access token and an unknown refresh token', async () => {
    const session = await login(t.app, 'operator1');
    expectFailure(await call(t.app, 'auth.refresh'), 401, 'auth.invalid_refresh_token');
    expectFailure(await refresh(session.access_token), 401, 'auth.invalid_refresh_token');
    expectFailure(await refresh('unknown-refresh-token'), 401, 'auth.invalid_refresh_token');
  });

  it('revokes the whole family when an old refresh token is used again', async () => {
    const session = await login(t.app, 'manager01');
    const other = await login(t.app, 'manager01');

    const first = answerOf('auth.refresh', await refresh(session.fresh_token)).refresh_token;
    const second = await refresh(first);
    const newest = answerOf('auth.refresh', second).refresh_token;

    const reuse = await refresh(session.fresh_token);
    expectFailure(reuse, 401, 'auth.invalid_refresh_token');
    expectFailure(await refresh(newest), 401, 'auth.invalid_refresh_token');
    expectFailure(await refresh(first), 401, 'auth.invalid_refresh_token');

    const untouched = await refresh(other.fresh_token);
    expect(untouched.statusCode).toBe(200);
    expect((await refresh(untouched.json().refresh_token)).statusCode).toBe(200);

    const rows = await auditRepository.recent(t.deps.db, 20);
    expect(rows.filter((r) => r.call === 'auth.refresh').map((r) => r.outcome)).toContain('denied');
    expect(JSON.stringify(rows)).not.toContain(session.fresh_token);
  });
});

describe('logout', () => {
  it('revokes the refresh token and the ones rotated from it', async () => {
    const session = await login(t.app, 'supporter1');
    const rotated = answerOf('auth.refresh', await refresh(session.fresh_token)).refresh_token;
    const res = await call(t.app, 'auth.logout', { refresh_token: rotated });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expectFailure(await refresh(rotated), 401, 'auth.invalid_refresh_token');
  });

  it('leaves other sign-ins of the same user signed in', async () => {
    const leaving = await login(t.app, 'supporter1');
    const staying = await login(t.app, 'supporter1');
    await call(t.app, 'auth.logout', { refresh_token: leaving.fresh_token });
    expect((await refresh(staying.fresh_token)).statusCode).toBe(200);
  });

  it('writes an audit row naming the user', async () => {
    const session = await login(t.app, 'riskuser1');
    const res = await call(t.app, 'auth.logout', { refresh_token: session.fresh_token });
    const row = (await auditRows(t.deps.db)).at(-1);
    expect(row).toMatchObject({
      call: 'auth.logout',
      actor_id: session.id,
      actor_name: 'riskuser1',
      target: String(session.id),
      outcome: 'success',
      status: 200,
      request_id: res.headers['x-request-id'],
    });
  });

  it('answers 400 without a refresh token', async () => {
    const res = await call(t.app, 'auth.logout', {});
    const body = expectFailure(res, 400, 'common.invalid_input');
    expect(body.errors).toEqual([expect.objectContaining({ path: 'refresh_token' })]);
  });
});

describe('a disabled account', () => {
  it('is refused by protected calls and cannot sign in or refresh', async () => {
    const session = await login(t.app, 'guest0001');
    expect((await call(t.app, 'users.me', {}, { token: session.access_token })).statusCode).toBe(
      200,
    );

    await t.deps.db
      .updateTable('users')
      .set({ active: 0 })
      .where('user_name', '=', 'guest0001')
      .execute();

    expectFailure(
      await call(t.app, 'users.me', {}, { token: session.access_token }),
      401,
      'auth.unauthenticated',
    );
    expectFailure(await refresh(session.fresh_token), 401, 'auth.invalid_refresh_token');
    expectFailure(await loginRaw(t.app, 'guest0001', 'Guest@12345'), 403, 'auth.account_disabled');

    await t.deps.db
      .updateTable('users')
      .set({ active: 1 })
      .where('user_name', '=', 'guest0001')
      .execute();
    expect((await loginRaw(t.app, 'guest0001', 'Guest@12345')).statusCode).toBe(200);
  });

  it('gets the incorrect-account message, not the disabled one, for a wrong password', async () => {
    await t.deps.db
      .updateTable('users')
      .set({ active: 0 })
      .where('user_name', '=', 'parent001')
      .execute();
    expectFailure(
      await loginRaw(t.app, 'parent001', 'Wrong@12345'),
      401,
      'auth.invalid_credentials',
    );
    await t.deps.db
      .updateTable('users')
      .set({ active: 1 })
      .where('user_name', '=', 'parent001')
      .execute();
  });
});
