import { sha256 } from '@noble/hashes/sha2.js';
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import type { CaptchaChallenge } from '@console/contract/schemas/auth';

const BATCH = 2000;

const breathe = () => new Promise((resolve) => setTimeout(resolve, 0));

function equal(a: Uint8Array, b: Uint8Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Finds n in 0..maxnumber with hex(SHA-256(salt + n)) === challenge (ALTCHA v1). Hashing is
 * synchronous (@noble/hashes): awaiting WebCrypto once per guess is about ten times slower. The
 * salt's blocks are hashed once and the state cloned per guess. It pauses between batches, so even
 * when no worker is available the page stays responsive.
 */
export async function solveChallenge(
  challenge: Pick<CaptchaChallenge, 'challenge' | 'salt' | 'maxnumber'>,
): Promise<number | null> {
  const target = hexToBytes(challenge.challenge);
  const salted = sha256.create().update(utf8ToBytes(challenge.salt));
  for (let start = 0; start <= challenge.maxnumber; start += BATCH) {
    const end = Math.min(start + BATCH - 1, challenge.maxnumber);
    for (let n = start; n <= end; n++) {
      if (
        equal(
          salted
            .clone()
            .update(utf8ToBytes(String(n)))
            .digest(),
          target,
        )
      )
        return n;
    }
    await breathe();
  }
  return null;
}
