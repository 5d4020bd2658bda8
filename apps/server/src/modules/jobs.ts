import { areaNames } from '@console/contract/routes';
import type { Deps } from '../context';
import { idempotencyHousekeeping } from '../idempotency/idempotency';
import type { JobDefinition } from '../jobs/jobs';
import { limitsHousekeeping } from '../limits/limits';
import { areaFile } from './area-files';

/** What an area's `<area>.jobs.ts` exports. */
export interface AreaJobs {
  jobs(deps: Deps): JobDefinition<never>[];
}

/**
 * Every background job (jobs/README.md): the shared homes' own (limits, idempotency), which
 * belong to no area, then each area's, found by convention like its handlers: the jobs of area
 * `x` are `jobs(deps)` of `modules/x/x.jobs.ts`, which an area without background work does not
 * have. So adding an area, or a job to one, edits no list here.
 */
export async function loadJobs(deps: Deps): Promise<JobDefinition<never>[]> {
  const all: JobDefinition<never>[] = [limitsHousekeeping(), idempotencyHousekeeping()];
  for (const area of areaNames) {
    const module = await areaFile<AreaJobs>(
      () => import(`./${area}/${area}.jobs.ts`),
      `./${area}/${area}.jobs.ts`,
      import.meta.url,
    );
    if (module) all.push(...module.jobs(deps));
  }
  return all;
}
