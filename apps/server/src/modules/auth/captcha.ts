import crypto from 'node:crypto';
import { captchaSolution, type CaptchaChallenge } from '@console/contract/schemas/auth';
import { CAPTCHA_TTL_SECONDS } from '@console/contract/constants';

/**
 * ALTCHA proof of work, `altcha-lib/v1` format: the client finds `number` with
 * SHA-256(salt + number) = challenge; the HMAC signature proves the server issued the challenge,
 * and the expiry travels inside the salt so nothing is stored until a challenge is used.
 */
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const hmac = (key: Buffer, text: string) =>
  crypto.createHmac('sha256', key).update(text).digest('hex');

export function createChallenge(
  key: Buffer,
  maxNumber: number,
  now = Date.now(),
): CaptchaChallenge {
  const expires = Math.floor(now / 1000) + CAPTCHA_TTL_SECONDS;
  // The trailing '&' ends the parameters: SHA-256(salt + number) hashes one string, so without it
  // a solver could move digits of the number into `expires` and keep the signature valid.
  const salt = `${crypto.randomBytes(12).toString('hex')}?expires=${expires}&`;
  const number = crypto.randomInt(0, maxNumber + 1);
  const challenge = sha256(salt + number);
  return {
    algorithm: 'SHA-256',
    challenge,
    salt,
    signature: hmac(key, challenge),
    maxnumber: maxNumber,
  };
}

export interface VerifiedChallenge {
  challenge: string;
  expiresAt: Date;
}

/** The challenge a token solves, or null when the token is malformed, forged, wrong or expired. */
export function verifySolution(
  key: Buffer,
  token: string | undefined,
  now = Date.now(),
): VerifiedChallenge | null {
  if (!token) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = captchaSolution.safeParse(decoded);
  if (!parsed.success) return null;
  const { challenge, number, salt, signature } = parsed.data;
  if (!salt.endsWith('&')) return null;
  const expires = Number(new URLSearchParams(salt.split('?')[1] ?? '').get('expires'));
  if (!Number.isFinite(expires) || expires * 1000 < now) return null;
  if (sha256(salt + number) !== challenge) return null;
  const expected = Buffer.from(hmac(key, challenge));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  return { challenge, expiresAt: new Date(expires * 1000) };
}

/** Brute-forces a challenge, as the browser does; for tests and the command-line tools. */
export function solveChallenge(c: CaptchaChallenge): string {
  for (let n = 0; n <= c.maxnumber; n++) {
    if (sha256(c.salt + n) === c.challenge) {
      const solution = {
        algorithm: c.algorithm,
        challenge: c.challenge,
        number: n,
        salt: c.salt,
        signature: c.signature,
      };
      return Buffer.from(JSON.stringify(solution)).toString('base64');
    }
  }
  throw new Error('Challenge has no solution');
}
