import crypto from 'node:crypto';
import { SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/app';
import { auditRows, expectFailure } from '../helpers/expect';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface SsoOptions {
  key?: crypto.KeyObject;
  alg?: string;
  issuer?: string;
  audience?: string;
  expiresAt?: number;
}

/** A token as the company identity provider would issue it (the development key by default). */
function ssoToken(claims: JWTPayload, options: SsoOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? 'ES256' })
    .setIssuer(options.issuer ?? t.config.ssoIssuer)
    .setAudience(options.audience ?? t.config.ssoAudience)
    .setIssuedAt(now - 5)
    .setExpirationTime(options.expiresAt ?? now + 300)
    .sign(options.key ?? t.deps.keys.ssoDevPrivate);
}

const ssoLogin = (token?: string) => call(t.app, 'auth.ssoLogin', {}, token ? { token } : {});

describe('SSO sign-in', () => {
  it('signs in by preferred_username and answers the session fields', async () => {
    const res = await ssoLogin(await ssoToken({ preferred_username: 'manager01' }));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      user_name: 'manager01',
      admin: false,
      timezone: 'Asia/Ho_Chi_Minh',
    });
    expect(Object.keys(body).sort()).toEqual(
      ['access_token', 'admin', 'fresh_token', 'id', 'success', 'timezone', 'user_name'].sort(),
    );

    const me = await call(t.app, 'users.me', {}, { token: body.access_token });
    expect(me.json().item).toMatchObject({ id: body.id, user_name: 'manager01' });
    const refreshed = await call(t.app, 'auth.refresh', {}, { token: body.fresh_token });
    expect(refreshed.statusCode).toBe(200);
  });

  it('normalises the preferred_username like the login form', async () => {
    const res = await ssoLogin(await ssoToken({ preferred_username: ' Admin001 ' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_name: 'admin001', admin: true });
  });

  it('signs in by the e-mail claim alone, whatever its case', async () => {
    for (const email of ['operator1@example.com', 'Operator1@Example.COM']) {
      const res = await ssoLogin(await ssoToken({ email }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().user_name).toBe('operator1');
    }
  });

  it('refuses an RS256 token from an RSA key that is not configured', async () => {
    const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const res = await ssoLogin(
      await ssoToken({ preferred_username: 'manager01' }, { key: privateKey, alg: 'RS256' }),
    );
    expectFailure(res, 401, 'auth.invalid_sso_token');
  });

  it('records the sign-in in the audit log', async () => {
    const res = await ssoLogin(await ssoToken({ preferred_username: 'riskuser1' }));
    const row = (await auditRows(t.deps.db)).at(-1);
    expect(row).toMatchObject({
      call: 'auth.ssoLogin',
      actor_id: res.json().id,
      actor_name: 'riskuser1',
      outcome: 'success',
    });
  });

  it('refuses an unknown user', async () => {
    expectFailure(
      await ssoLogin(await ssoToken({ preferred_username: 'nobody-at-all' })),
      401,
      'auth.invalid_sso_token',
    );
    expectFailure(
      await ssoLogin(await ssoToken({ email: 'nobody@example.com' })),
      401,
      'auth.invalid_sso_token',
    );
    expectFailure(await ssoLogin(await ssoToken({})), 401, 'auth.invalid_sso_token');
  });

  it('refuses a token of another issuer or audience', async () => {
    const claims = { preferred_username: 'manager01' };
    expectFailure(
      await ssoLogin(await ssoToken(claims, { issuer: 'https://evil.example.com' })),
      401,
      'auth.invalid_sso_token',
    );
    expectFailure(
      await ssoLogin(await ssoToken(claims, { audience: 'another-app' })),
      401,
      'auth.invalid_sso_token',
    );
  });

  it('refuses an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    const res = await ssoLogin(
      await ssoToken({ preferred_username: 'manager01' }, { expiresAt: past }),
    );
    expectFailure(res, 401, 'auth.invalid_sso_token');
  });

  it('refuses a token signed by another key', async () => {
    const { privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const res = await ssoLogin(
      await ssoToken({ preferred_username: 'manager01' }, { key: privateKey }),
    );
    expectFailure(res, 401, 'auth.invalid_sso_token');
  });

  it('refuses an access token of this server, garbage and a missing token', async () => {
    const session = (await ssoLogin(await ssoToken({ preferred_username: 'manager01' }))).json();
    expectFailure(await ssoLogin(session.access_token), 401, 'auth.invalid_sso_token');
    expectFailure(await ssoLogin('garbage'), 401, 'auth.invalid_sso_token');
    expectFailure(await ssoLogin(), 401, 'auth.invalid_sso_token');
  });

  it('refuses a disabled account', async () => {
    await t.deps.db
      .updateTable('users')
      .set({ active: 0 })
      .where('user_name', '=', 'parent001')
      .execute();
    const res = await ssoLogin(await ssoToken({ preferred_username: 'parent001' }));
    expectFailure(res, 403, 'auth.account_disabled');
    await t.deps.db
      .updateTable('users')
      .set({ active: 1 })
      .where('user_name', '=', 'parent001')
      .execute();
  });
});
