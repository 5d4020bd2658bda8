import crypto from 'node:crypto';
import { jwtVerify, type JWTPayload } from 'jose';
import type { Deps } from '../../context';
import { AppError } from '../../errors';
import { authRepository } from './auth.repository';

/** The longest an SSO token may live: `exp` at most this far after `iat` and after now. */
export const SSO_TOKEN_MAX_SECONDS = 10 * 60;
/** How far the identity provider's clock may run ahead of ours. */
const CLOCK_SKEW_SECONDS = 30;

/** Verifies the identity provider's JWT with any configured key. */
async function verifySignature(deps: Deps, token: string, now: Date): Promise<JWTPayload> {
  for (const key of deps.keys.ssoPublicKeys) {
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: deps.config.ssoIssuer,
        audience: deps.config.ssoAudience,
        algorithms: ['ES256', 'RS256'],
        requiredClaims: ['exp', 'jti'],
        currentDate: now,
      });
      return payload;
    } catch {
      // try the next key
    }
  }
  throw new AppError('auth.invalid_sso_token');
}

/**
 * The claims of an SSO token that is signed by the identity provider, short-lived (`exp` at most
 * ten minutes after `iat` and after now) and used for the first time: its `jti` is recorded in the
 * database until the token expires, so a replay fails on every server.
 */
export async function consumeSsoToken(deps: Deps, token: string): Promise<JWTPayload> {
  const now = deps.clock.now();
  const claims = await verifySignature(deps, token, now);
  const exp = claims.exp!;
  const nowSeconds = now.getTime() / 1000;
  const tooLong =
    exp - nowSeconds > SSO_TOKEN_MAX_SECONDS + CLOCK_SKEW_SECONDS ||
    (claims.iat !== undefined && exp - claims.iat > SSO_TOKEN_MAX_SECONDS);
  if (tooLong || typeof claims.jti !== 'string' || claims.jti === '') {
    throw new AppError('auth.invalid_sso_token');
  }
  const jtiHash = crypto.createHash('sha256').update(claims.jti).digest('hex');
  const expiresAt = new Date(exp * 1000).toISOString();
  if (!(await authRepository.useSsoToken(deps.db, jtiHash, expiresAt))) {
    throw new AppError('auth.invalid_sso_token');
  }
  return claims;
}
