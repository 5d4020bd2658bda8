import type { Deps } from '../../context';
import type { JobDefinition } from '../../jobs/jobs';
import { authRepository } from './auth.repository';

const HOUR = 3_600_000;

/**
 * Removes what sign-in no longer needs: used captcha challenges and SSO tokens past their expiry,
 * refresh tokens a day after they expired or were revoked. (Sign-in limits are cleaned by
 * limits.housekeeping.)
 */
export function housekeeping(_deps: Deps): JobDefinition<Record<string, never>> {
  return {
    kind: 'auth.housekeeping',
    everyMs: HOUR,
    async run(_payload, { db, now }) {
      const at = now();
      const dayAgo = new Date(at.getTime() - 24 * HOUR).toISOString();
      await authRepository.removeExpiredChallenges(db, at.toISOString());
      await authRepository.removeExpiredSsoTokens(db, at.toISOString());
      await authRepository.removeRefreshTokensEndedBefore(db, dayAgo);
    },
  };
}

/** The area's jobs, which `modules/jobs.ts` finds by this file's name. */
export function jobs(deps: Deps): JobDefinition<never>[] {
  return [housekeeping(deps)];
}
