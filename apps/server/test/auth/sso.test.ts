import crypto from 'node:crypto';
import { SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/clock';
import { call, createPeerApp, PEERS_ENV, createTestApp, type TestApp } from '../helpers/app';
import { auditRows, expectFailure } from '../helpers/expect';

const clock = new TestClock();
let t: TestApp;
let peer: TestApp;
beforeAll(async () => {
  t = await createTestApp(PEERS_ENV, { clock });
  peer = await createPeerApp(t, { clock });
});
afterAll(async () => {
  await peer.close();
  await t.close();
});

interface SsoOptions {
  key?: crypto.KeyObject;
  alg?: string;
  issuer?: string;
  audience?: string;
  /** Seconds since the epoch; null leaves the claim out. */
  expiresAt?: number | null;
  issuedAt?: number | null;
  jti?: string | null;
}

const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

/**
 * A token as the company identity provider would issue it (the development key, a fresh `jti`,
 * issued 5 s ago, expiring in 5 minutes, by default).
 */
function ssoToken(claims: JWTPayload, options: SsoOptions = {}) {
  const now = nowSeconds();
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? 'ES256' })
    .setIssuer(options.issuer ?? t.config.ssoIssuer)
    .setAudience(options.audience ?? t.config.ssoAudience);
  const issuedAt = options.issuedAt === undefined ? now - 5 : options.issuedAt;
  const expiresAt = options.expiresAt === undefined ? now + 300 : options.expiresAt;
  const jti = options.jti === undefined ? crypto.randomUUID() : options.jti;
  if (issuedAt !== null) jwt.setIssuedAt(issuedAt);
  if (expiresAt !== null) jwt.setExpirationTime(expiresAt);
  if (jti !== null) jwt.setJti(jti);
  return jwt.sign(options.key ?? t.deps.keys.ssoDevPrivate);
}

const usedSsoTokens = async () =>
  (await t.deps.db.selectFrom('sso_token_uses').selectAll().execute()).length;

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
      language: null,
    });
    expect(Object.keys(body).sort()).toEqual(
      [
        'access_token',
        'admin',
        'fresh_token',
        'id',
        'language',
        'success',
        'timezone',
        'user_name',
      ].sort(),
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
    const past = nowSeconds() - 60;
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

  it('refuses an unverified account with the same error as the password sign-in', async () => {
    const res = await ssoLogin(await ssoToken({ preferred_username: 'hoangminhtuan' }));
    expectFailure(res, 403, 'auth.account_not_verified');
  });
});

describe('SSO tokens: short-lived and single-use', () => {
  const claims = { preferred_username: 'manager01' };

  it('refuses a token without exp', async () => {
    const res = await ssoLogin(await ssoToken(claims, { expiresAt: null }));
    expectFailure(res, 401, 'auth.invalid_sso_token');
  });

  it('refuses a token that lives longer than 10 minutes', async () => {
    const now = nowSeconds();
    for (const options of [
      { issuedAt: null, expiresAt: now + 3600 },
      { issuedAt: now, expiresAt: now + 3600 },
      { issuedAt: now - 300, expiresAt: now + 301 },
      { issuedAt: now + 3000, expiresAt: now + 3300 },
    ]) {
      const res = await ssoLogin(await ssoToken(claims, options));
      expectFailure(res, 401, 'auth.invalid_sso_token');
    }
  });

  it('accepts a token of exactly 10 minutes, with or without iat', async () => {
    const now = nowSeconds();
    for (const issuedAt of [now, null]) {
      const res = await ssoLogin(await ssoToken(claims, { issuedAt, expiresAt: now + 600 }));
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('refuses a token without jti', async () => {
    for (const jti of [null, '']) {
      const res = await ssoLogin(await ssoToken(claims, { jti }));
      expectFailure(res, 401, 'auth.invalid_sso_token');
    }
  });

  it('signs in once with a token: a replay is refused, on this server and on another', async () => {
    const token = await ssoToken(claims);
    expect((await ssoLogin(token)).statusCode).toBe(200);
    expectFailure(await ssoLogin(token), 401, 'auth.invalid_sso_token');
    const elsewhere = await call(peer.app, 'auth.ssoLogin', {}, { token });
    expectFailure(elsewhere, 401, 'auth.invalid_sso_token');
  });

  it('lets only one of several servers use a token sent to all at once', async () => {
    const token = await ssoToken(claims);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(i % 2 ? peer.app : t.app, 'auth.ssoLogin', {}, { token }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(401)]);
  });

  it('forgets used token ids once they expired (auth.housekeeping)', async () => {
    await t.deps.jobs.runDue();
    await ssoLogin(await ssoToken(claims, { expiresAt: nowSeconds() + 60 }));
    const before = await usedSsoTokens();
    expect(before).toBeGreaterThan(0);
    clock.advance(61 * 60_000);
    await t.deps.jobs.runDue();
    expect(await usedSsoTokens()).toBe(0);
  });
});
