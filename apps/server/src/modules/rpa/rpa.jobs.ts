import type { Deps } from '../../context';
import type { JobDefinition } from '../../jobs/jobs';
import { tick } from './scheduling.service';

/** How often the remote-automation tick looks for due jobs and finished runs. */
export const RPA_TICK_MS = 5_000;

/**
 * The remote-automation tick (docs/decisions/remote-automation.md): one recurring row for the
 * cluster; each due job is claimed by compare-and-set of its next_run_at, so even two ticks at
 * once start each slot once.
 */
export function rpaTick(deps: Deps): JobDefinition<Record<string, never>> {
  return {
    kind: 'rpa.tick',
    everyMs: RPA_TICK_MS,
    run: async (_payload, ctx) => {
      await tick(deps, ctx.signal);
    },
  };
}

/** The area's jobs, which `modules/jobs.ts` finds by this file's name. */
export function jobs(deps: Deps): JobDefinition<never>[] {
  return [rpaTick(deps)];
}
