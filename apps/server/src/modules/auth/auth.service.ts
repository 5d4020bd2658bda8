import { jwtVerify, type JWTPayload } from 'jose';
import type { LoginRequest, Session } from '@console/contract/schemas/auth';
import { normalizeUsername } from '@console/contract/schemas/auth';
import type { Deps, RequestContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import { usersRepository } from '../users/users.repository';
import { roleOf } from '../users/users.service';
import { authRepository } from './auth.repository';
import { createChallenge, verifySolution } from './captcha';
import { limitedPasswordCheck } from './login-limiter';
import { decryptPassword } from './password-crypto';
import { verifyPassword } from './passwords';
import {
  issueRefreshToken,
  revokeRefreshToken,
  rotateRefreshToken,
  signAccessToken,
} from './tokens';

export function publicKey({ keys }: Deps) {
  return keys.rsaPublicPem;
}

export function captcha({ keys, config }: Deps) {
  return createChallenge(keys.captchaHmacKey, config.captchaMaxNumber);
}

/** Accepts a solved challenge once; anything else is 'Token in valid'. */
export async function consumeCaptcha({ db, keys }: Deps, token: string | undefined) {
  const verified = verifySolution(keys.captchaHmacKey, token);
  const fresh =
    verified &&
    (await authRepository.useChallenge(
      db,
      verified.challenge,
      verified.expiresAt.toISOString(),
      new Date().toISOString(),
    ));
  if (!fresh) throw new AppError('auth.invalid_token');
}

async function startSession(deps: Deps, user: UserRow): Promise<Session> {
  return {
    access_token: await signAccessToken(deps.tokens, user),
    fresh_token: await issueRefreshToken(deps.db, user.id),
    timezone: user.time_zone,
    user_name: user.user_name,
    admin: roleOf(user) === 'admin',
    id: user.id,
  };
}

export async function login(
  deps: Deps,
  input: LoginRequest,
  ctx: RequestContext,
): Promise<Session> {
  const userName = normalizeUsername(input.username);
  ctx.audit.actor = { id: null, name: userName };
  ctx.audit.target = userName;
  // The cheap checks first, so that only a well-formed attempt spends the sign-in budget.
  await consumeCaptcha(deps, input.token);
  const password = decryptPassword(deps.keys.rsaPrivate, input.password);
  if (password === null) throw new AppError('auth.invalid_password_encryption');

  const user = await usersRepository.findByUserName(deps.db, userName);
  const matches = await limitedPasswordCheck(
    deps,
    { userName, ip: ctx.ip, signal: ctx.signal },
    () => verifyPassword(user?.password_hash ?? null, password),
  );
  if (!user || !matches) throw new AppError('auth.invalid_credentials');
  ctx.audit.actor = { id: user.id, name: user.user_name };
  if (!user.active) throw new AppError('auth.account_disabled');
  if (user.email_verified_at === null) throw new AppError('auth.account_not_verified');
  return startSession(deps, user);
}

export async function refresh(deps: Deps, ctx: RequestContext) {
  if (!ctx.bearer) throw new AppError('auth.invalid_refresh_token');
  const { userId, refreshToken } = await rotateRefreshToken(deps.db, ctx.bearer);
  const user = await usersRepository.findById(deps.db, userId);
  if (!user?.active) throw new AppError('auth.invalid_refresh_token');
  return { access_token: await signAccessToken(deps.tokens, user), refresh_token: refreshToken };
}

export async function logout(deps: Deps, refreshToken: string, ctx: RequestContext) {
  const userId = await revokeRefreshToken(deps.db, refreshToken);
  if (userId !== null) {
    const user = await usersRepository.findById(deps.db, userId);
    ctx.audit.actor = { id: userId, name: user?.user_name ?? String(userId) };
  }
  ctx.audit.target = userId === null ? '' : String(userId);
}

/** Verifies the identity provider's JWT with any configured key. */
async function verifySsoToken(deps: Deps, token: string): Promise<JWTPayload> {
  for (const key of deps.keys.ssoPublicKeys) {
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: deps.config.ssoIssuer,
        audience: deps.config.ssoAudience,
        algorithms: ['ES256', 'RS256'],
      });
      return payload;
    } catch {
      // try the next key
    }
  }
  throw new AppError('auth.invalid_sso_token');
}

/** Maps the provider's identity to an existing user by username, then by e-mail. */
export async function ssoLogin(deps: Deps, ctx: RequestContext): Promise<Session> {
  if (!ctx.bearer) throw new AppError('auth.invalid_sso_token');
  const claims = await verifySsoToken(deps, ctx.bearer);
  const name = claims.preferred_username ?? claims.username;
  const email = claims.email;
  const user =
    (typeof name === 'string' &&
      (await usersRepository.findByUserName(deps.db, normalizeUsername(name)))) ||
    (typeof email === 'string' && (await usersRepository.findByEmail(deps.db, email))) ||
    undefined;
  ctx.audit.target = typeof name === 'string' ? name : typeof email === 'string' ? email : '';
  if (!user) throw new AppError('auth.invalid_sso_token');
  ctx.audit.actor = { id: user.id, name: user.user_name };
  if (!user.active) throw new AppError('auth.account_disabled');
  return startSession(deps, user);
}
