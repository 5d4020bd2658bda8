import crypto from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { REFRESH_TOKEN_TTL_SECONDS } from '@console/contract/constants';
import { AppError } from '../../errors';
import type { Db } from '../../db/database';
import { authRepository } from './auth.repository';

const ISSUER = 'console';

export interface TokenSettings {
  secret: Uint8Array;
  accessTtlSeconds: number;
  /**
   * Access tokens whose signature was checked, with what they name: a client sends the same
   * token with every call until it expires, and its signature cannot change meanwhile.
   */
  verified: Map<string, { claims: AccessClaims; expiresAt: number }>;
}

/** Enough for every signed-in client of a busy hour; past it the map starts over. */
const VERIFIED_TOKENS_KEPT = 10_000;

export function tokenSettings(secret: Uint8Array, accessTtlSeconds: number): TokenSettings {
  return { secret, accessTtlSeconds, verified: new Map() };
}

/** Whom an access token speaks for: the account, its session version, the session (sid). */
export interface AccessClaims {
  userId: number;
  sessionVersion: number;
  sessionId: string;
}

/**
 * An access token of one session: `sid` names the session (its refresh-token family), `sv` the
 * account's session version when it was issued (docs/decisions/sessions.md).
 */
export function signAccessToken(
  settings: TokenSettings,
  user: { id: number; user_name: string; role: string; session_version: number },
  sessionId: string,
  expiresInSeconds = settings.accessTtlSeconds,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    name: user.user_name,
    role: user.role,
    sid: sessionId,
    sv: user.session_version,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(settings.secret);
}

/**
 * The claims of a valid access token; expired tokens get code 16 so clients refresh. A token
 * checked once is not verified again until it expires: the signature check is pure, and whether
 * its session still holds is read from the database on every call (authenticate.ts).
 */
export async function verifyAccessToken(
  settings: TokenSettings,
  token: string,
): Promise<AccessClaims> {
  const known = settings.verified.get(token);
  if (known) {
    if (known.expiresAt > Date.now()) return known.claims;
    settings.verified.delete(token);
    throw new AppError('auth.token_expired');
  }
  let payload;
  try {
    ({ payload } = await jwtVerify(token, settings.secret, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new AppError('auth.token_expired');
    throw new AppError('auth.unauthenticated');
  }
  const userId = Number(payload.sub);
  const { sid, sv } = payload;
  if (!Number.isInteger(userId) || typeof sid !== 'string' || !Number.isInteger(sv)) {
    throw new AppError('auth.unauthenticated');
  }
  const claims = { userId, sessionId: sid, sessionVersion: sv as number };
  if (settings.verified.size >= VERIFIED_TOKENS_KEPT) settings.verified.clear();
  settings.verified.set(token, { claims, expiresAt: Number(payload.exp) * 1000 });
  return claims;
}

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Opaque refresh tokens, stored hashed; a family is one session and its id the session's. */
export async function issueRefreshToken(db: Db, userId: number, familyId: string) {
  const token = crypto.randomBytes(32).toString('base64url');
  const now = new Date();
  await authRepository.insertRefreshToken(db, {
    user_id: userId,
    family_id: familyId,
    token_hash: hashToken(token),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000).toISOString(),
  });
  return token;
}

/** A new session: its id (the refresh-token family) and its first refresh token. */
export async function startRefreshFamily(db: Db, userId: number) {
  const sessionId = crypto.randomUUID();
  return { sessionId, refreshToken: await issueRefreshToken(db, userId, sessionId) };
}

/**
 * Trades a refresh token for a new one of the same family, and answers the account as it is now.
 * A token used before means it leaked (or a client raced itself): the whole family is revoked and
 * the caller must sign in again. The account's row is locked first, as every change that ends
 * sessions locks it (it updates the row before revoking), so a refresh racing a logout or a
 * password reset either finishes before it, and its new token is revoked with the rest, or sees
 * the family revoked.
 */
export async function rotateRefreshToken(db: Db, token: string) {
  const found = await authRepository.findRefreshToken(db, hashToken(token));
  if (!found) throw new AppError('auth.invalid_refresh_token');
  const outcome = await db.transaction().execute(async (trx) => {
    const user = await authRepository.lockSessionUser(trx, found.user_id);
    const row = await authRepository.findRefreshToken(trx, hashToken(token));
    const now = new Date().toISOString();
    if (!user?.active || !row || row.revoked_at || row.expires_at < now) return null;
    if (!(await authRepository.markRefreshTokenUsed(trx, row.id, now))) {
      await authRepository.revokeFamily(trx, row.family_id, now);
      return null;
    }
    const refreshToken = await issueRefreshToken(trx, row.user_id, row.family_id);
    return { user, sessionId: row.family_id, refreshToken };
  });
  if (!outcome) throw new AppError('auth.invalid_refresh_token');
  return outcome;
}

/** Ends the session (family) of a refresh token; answers its account's id, if any. */
export async function revokeRefreshToken(db: Db, token: string) {
  const found = await authRepository.findRefreshToken(db, hashToken(token));
  if (!found) return null;
  await db.transaction().execute(async (trx) => {
    await authRepository.lockSessionUser(trx, found.user_id);
    await authRepository.revokeFamily(trx, found.family_id, new Date().toISOString());
  });
  return found.user_id;
}
