import type { LoginRequest, RpcSession, Session } from '@console/contract/schemas/auth';
import { normalizeUsername } from '@console/contract/schemas/auth';
import type { Deps, RequestContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import { usersRepository } from '../../db/users.repository';
import { roleOf } from '../users/users.service';
import { authRepository } from './auth.repository';
import { createChallenge, verifySolution } from './captcha';
import { limitedPasswordCheck } from './login-limiter';
import { decryptPassword } from './password-crypto';
import { verifyPassword } from './passwords';
import { endAllSessions } from './sessions';
import { consumeSsoToken } from './sso';
import {
  revokeRefreshToken,
  rotateRefreshToken,
  signAccessToken,
  startRefreshFamily,
} from './tokens';

export function publicKey({ keys }: Deps) {
  return keys.rsaPublicPem;
}

export function captcha({ keys, config }: Deps) {
  return createChallenge(keys.captchaHmacKey, config.captchaMaxNumber);
}

/** Accepts a solved challenge once; anything else is 'Token in valid'. */
export async function consumeCaptcha({ db, keys }: Deps, token: string | undefined) {
  const verified = await verifySolution(keys.captchaHmacKey, token);
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

/** What every way of signing in requires of the account, once the caller proved who he is. */
function assertMaySignIn(user: UserRow): void {
  if (!user.active) throw new AppError('auth.account_disabled');
  if (user.email_verified_at === null) throw new AppError('auth.account_not_verified');
}

/** A new session: a refresh-token family, and an access token naming it (`sid`). */
export async function startSession(deps: Deps, user: UserRow): Promise<Session> {
  const { sessionId, refreshToken } = await startRefreshFamily(deps.db, user.id);
  return {
    access_token: await signAccessToken(deps.tokens, user, sessionId),
    fresh_token: refreshToken,
    timezone: user.time_zone,
    user_name: user.user_name,
    admin: roleOf(user) === 'admin',
    id: user.id,
    language: user.language_chosen_at === null ? null : user.language === 'vi' ? 'vi' : 'en',
  };
}

/** `/rpc/Auth/Login`: the sign-in of `login`, its session camelCase like every `/rpc/` answer. */
export async function rpcLogin(
  deps: Deps,
  input: LoginRequest,
  ctx: RequestContext,
): Promise<RpcSession> {
  const { access_token, fresh_token, user_name, ...same } = await login(deps, input, ctx);
  return { ...same, accessToken: access_token, freshToken: fresh_token, userName: user_name };
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
    { userName, ip: ctx.ip, signal: ctx.signal, known: Boolean(user?.password_hash) },
    () => verifyPassword(user?.password_hash ?? null, password),
  );
  if (!user || !matches) throw new AppError('auth.invalid_credentials');
  ctx.audit.actor = { id: user.id, name: user.user_name };
  assertMaySignIn(user);
  return startSession(deps, user);
}

export async function refresh(deps: Deps, ctx: RequestContext) {
  if (!ctx.bearer) throw new AppError('auth.invalid_refresh_token');
  const { user, sessionId, refreshToken } = await rotateRefreshToken(deps.db, ctx.bearer);
  return {
    access_token: await signAccessToken(deps.tokens, user, sessionId),
    refresh_token: refreshToken,
  };
}

export async function logout(deps: Deps, refreshToken: string, ctx: RequestContext) {
  const userId = await revokeRefreshToken(deps.db, refreshToken);
  if (userId !== null) {
    const user = await usersRepository.findById(deps.db, userId);
    ctx.audit.actor = { id: userId, name: user?.user_name ?? String(userId) };
  }
  ctx.audit.target = userId === null ? '' : String(userId);
}

/** Ends every session of the caller, on every device, this one included. */
export async function logoutEverywhere({ db }: Deps, userId: number) {
  await db.transaction().execute((trx) => endAllSessions(trx, userId, new Date().toISOString()));
}

/**
 * Maps the provider's identity to an existing user by username, then by e-mail. The token is
 * single-use and short-lived (sso.ts); the account must be active and verified, as for a password.
 */
export async function ssoLogin(deps: Deps, ctx: RequestContext): Promise<Session> {
  if (!ctx.bearer) throw new AppError('auth.invalid_sso_token');
  const claims = await consumeSsoToken(deps, ctx.bearer);
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
  assertMaySignIn(user);
  return startSession(deps, user);
}
