import type { Deps } from '../../context';
import type { JobDefinition } from '../../jobs/jobs';
import { MERTER_FILE_JOB, processFile } from './files.service';

/**
 * Processes one uploaded mer-ter file (queued by Upload in the same transaction). The lease is
 * short so that a file left by a killed server is taken over soon (MERTER_LEASE_MS overrides);
 * a stopped run is retried, so attempts are many.
 */
export function merterFileJob({ config }: Deps): JobDefinition<{ fileId: number }> {
  return {
    kind: MERTER_FILE_JOB,
    leaseMs: config.merter.leaseMs,
    maxAttempts: 50,
    run: ({ fileId }, ctx) => processFile(ctx.db, fileId, ctx.signal, ctx.now, config.merter),
  };
}

/** The area's jobs, which `modules/jobs.ts` finds by this file's name. */
export function jobs(deps: Deps): JobDefinition<never>[] {
  return [merterFileJob(deps)];
}
