import type { Deps } from '../../context';
import { removeExpiredQuotas } from '../../db/quotas';
import type { JobDefinition } from '../../jobs/jobs';
import { LINK_MAIL_JOB, sendLinkMail, type LinkMailRequest } from './accounts.service';

/** Finds the account a verification or reset request named and mails it a link. */
export function linkMail(deps: Deps): JobDefinition<LinkMailRequest> {
  return {
    kind: LINK_MAIL_JOB,
    run: (request, { now }) => sendLinkMail(deps, request, now()),
  };
}

/** Removes mail budgets whose every use has left the window. */
export function quotaHousekeeping(_deps: Deps): JobDefinition<Record<string, never>> {
  return {
    kind: 'accounts.quota_housekeeping',
    everyMs: 60 * 60 * 1000,
    run: async (_payload, { db, now }) => {
      await removeExpiredQuotas(db, now());
    },
  };
}

/** The area's jobs, which `modules/jobs.ts` finds by this file's name. */
export function jobs(deps: Deps): JobDefinition<never>[] {
  return [linkMail(deps), quotaHousekeeping(deps)];
}
