import type { CaptchaChallenge } from '@console/contract/schemas/auth';
import { sha256Hex } from './sha256';

const BATCH = 2000;

const breathe = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Finds n in 0..maxnumber with hex(SHA-256(salt + n)) === challenge (ALTCHA v1). It pauses between
 * batches, so even when no worker is available the page stays responsive.
 */
export async function solveChallenge(
  challenge: Pick<CaptchaChallenge, 'challenge' | 'salt' | 'maxnumber'>,
): Promise<number | null> {
  for (let start = 0; start <= challenge.maxnumber; start += BATCH) {
    const end = Math.min(start + BATCH - 1, challenge.maxnumber);
    for (let n = start; n <= end; n++) {
      if (sha256Hex(challenge.salt + String(n)) === challenge.challenge) return n;
    }
    await breathe();
  }
  return null;
}
