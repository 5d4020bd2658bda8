import type { Deps } from '../../context';
import type { JobDefinition } from '../../jobs/jobs';
import { runClock } from './clock.service';

/** How often the clock looks for campaigns to start or end (CAMPAIGN_CLOCK_MS overrides). */
export const CAMPAIGN_CLOCK_MS = 10_000;

/**
 * The campaign clock: waiting → running at the start, running or locked → out of date at the end
 * (machines/campaign.ts). One row for the whole cluster, so one server moves each campaign.
 */
export function campaignClock(_deps: Deps): JobDefinition<unknown> {
  return {
    kind: 'campaigns.clock',
    everyMs: CAMPAIGN_CLOCK_MS,
    async run(_payload, ctx) {
      const moved = await runClock(ctx.db, ctx.now());
      if (moved > 0) ctx.log.info({ moved }, 'campaign clock moved campaigns');
    },
  };
}

/** The area's jobs, which `modules/jobs.ts` finds by this file's name. */
export function jobs(deps: Deps): JobDefinition<never>[] {
  return [campaignClock(deps)];
}
