import type { CaptchaChallenge, CaptchaSolution } from '@console/contract/schemas/auth';
import { textToBase64 } from '../crypto/base64';

function solveInWorker(challenge: CaptchaChallenge): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./captcha.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<number | null>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage(challenge);
  });
}

async function solve(challenge: CaptchaChallenge): Promise<number | null> {
  try {
    return await solveInWorker(challenge);
  } catch {
    // No worker: solved here, in batches (the solver loads only then).
    const { solveChallenge } = await import('./solve');
    return solveChallenge(challenge);
  }
}

/** Solves an ALTCHA v1 challenge off the main thread; the answer is the login's `token` field. */
export async function captchaToken(challenge: CaptchaChallenge): Promise<string> {
  const number = await solve(challenge);
  if (number === null) throw new Error('The captcha challenge has no solution');
  const solution: CaptchaSolution = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return textToBase64(JSON.stringify(solution));
}
