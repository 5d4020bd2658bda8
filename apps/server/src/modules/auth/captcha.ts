import {
  createChallenge as altchaChallenge,
  extractParams,
  solveChallenge as altchaSolve,
  verifySolution as altchaVerify,
} from 'altcha-lib/v1';
import { captchaSolution, type CaptchaChallenge } from '@console/contract/schemas/auth';
import { CAPTCHA_TTL_SECONDS } from '@console/contract/constants';

/**
 * ALTCHA proof of work through `altcha-lib`'s v1 format: the client finds `number` with
 * SHA-256(salt + number) = challenge; the HMAC signature proves the server issued the challenge,
 * and the expiry travels inside the salt (ended by '&', so digits of the number cannot be spliced
 * into it) so nothing is stored until a challenge is used.
 */
export function createChallenge(
  key: Buffer,
  maxNumber: number,
  now = Date.now(),
): Promise<CaptchaChallenge> {
  return altchaChallenge({
    algorithm: 'SHA-256',
    hmacKey: key.toString('utf8'),
    maxnumber: maxNumber,
    expires: new Date(now + CAPTCHA_TTL_SECONDS * 1000),
  }) as Promise<CaptchaChallenge>;
}

export interface VerifiedChallenge {
  challenge: string;
  expiresAt: Date;
}

/** The challenge a token solves, or null when the token is malformed, forged, wrong or expired. */
export async function verifySolution(
  key: Buffer,
  token: string | undefined,
  now = Date.now(),
): Promise<VerifiedChallenge | null> {
  if (!token) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = captchaSolution.safeParse(decoded);
  if (!parsed.success) return null;
  // The library re-appends '&' to a salt without it; a salt we issued always ends with it.
  if (!parsed.data.salt.endsWith('&')) return null;
  // Expiry is checked here against the caller's clock; the library would read the system's.
  const expires = Number(extractParams(parsed.data).expires);
  if (!Number.isFinite(expires) || expires * 1000 < now) return null;
  if (!(await altchaVerify(parsed.data, key.toString('utf8'), false))) return null;
  return { challenge: parsed.data.challenge, expiresAt: new Date(expires * 1000) };
}

/** Brute-forces a challenge, as the browser does; for tests and the command-line tools. */
export async function solveChallenge(c: CaptchaChallenge): Promise<string> {
  const found = await altchaSolve(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!found) throw new Error('Challenge has no solution');
  const solution = {
    algorithm: c.algorithm,
    challenge: c.challenge,
    number: found.number,
    salt: c.salt,
    signature: c.signature,
  };
  return Buffer.from(JSON.stringify(solution)).toString('base64');
}
