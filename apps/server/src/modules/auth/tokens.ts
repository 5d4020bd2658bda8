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
  verified: Map<string, { id: number; expiresAt: number }>;
}

/** Enough for every signed-in client of a busy hour; past it the map starts over. */
const VERIFIED_TOKENS_KEPT = 10_000;

export function tokenSettings(secret: Uint8Array, accessTtlSeconds: number): TokenSettings {
  return { secret, accessTtlSeconds, verified: new Map() };
}

export function signAccessToken(
  settings: TokenSettings,
  user: { id: number; user_name: string; role: string },
  expiresInSeconds = settings.accessTtlSeconds,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ name: user.user_name, role: user.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(settings.secret);
}

/** The user id an access token names; expired tokens get code 16 so clients refresh. */
export async function verifyAccessToken(settings: TokenSettings, token: string): Promise<number> {
  const known = settings.verified.get(token);
  if (known) {
    if (known.expiresAt > Date.now()) return known.id;
    settings.verified.delete(token);
    throw new AppError('auth.token_expired');
  }
  try {
    const { payload } = await jwtVerify(token, settings.secret, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
    const id = Number(payload.sub);
    if (!Number.isInteger(id)) throw new AppError('auth.unauthenticated');
    if (settings.verified.size >= VERIFIED_TOKENS_KEPT) settings.verified.clear();
    settings.verified.set(token, { id, expiresAt: Number(payload.exp) * 1000 });
    return id;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new AppError('auth.token_expired');
    throw new AppError('auth.unauthenticated');
  }
}

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Opaque refresh tokens, stored hashed, one family per sign-in. */
export async function issueRefreshToken(
  db: Db,
  userId: number,
  familyId: string = crypto.randomUUID(),
) {
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

/**
 * Trades a refresh token for a new one of the same family. A token used before means it leaked
 * (or a client raced itself): the whole family is revoked and the caller must sign in again.
 */
export async function rotateRefreshToken(db: Db, token: string) {
  const row = await authRepository.findRefreshToken(db, hashToken(token));
  const now = new Date().toISOString();
  if (!row || row.revoked_at || row.expires_at < now) {
    throw new AppError('auth.invalid_refresh_token');
  }
  const first = !row.used_at && (await authRepository.markRefreshTokenUsed(db, row.id, now));
  if (!first) {
    await authRepository.revokeFamily(db, row.family_id, now);
    throw new AppError('auth.invalid_refresh_token');
  }
  const next = await issueRefreshToken(db, row.user_id, row.family_id);
  return { userId: row.user_id, refreshToken: next };
}

export async function revokeRefreshToken(db: Db, token: string) {
  const row = await authRepository.findRefreshToken(db, hashToken(token));
  if (row) await authRepository.revokeFamily(db, row.family_id, new Date().toISOString());
  return row?.user_id ?? null;
}
