import type { CaptchaChallenge } from '@console/contract/schemas/auth';
import { solveChallenge } from './solve';

self.onmessage = async (event: MessageEvent<CaptchaChallenge>) => {
  self.postMessage(await solveChallenge(event.data));
};
