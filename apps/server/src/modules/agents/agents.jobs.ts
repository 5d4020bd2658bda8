import type { Deps } from '../../context';
import type { JobDefinition } from '../../jobs/jobs';
import { expireCommands } from './commands.service';
import { removeOldRaw, removeOldRollups } from './reports-retention.service';

/** Expires restart and update commands not received within 10 minutes, every 30 seconds. */
export function agentCommandExpiry(deps: Deps): JobDefinition<Record<string, never>> {
  return {
    kind: 'agents.expire_commands',
    everyMs: 30_000,
    run: async (_payload, ctx) => {
      await expireCommands(deps.db, ctx.now());
    },
  };
}

/**
 * Telemetry retention, hourly: raw rows older than TELEMETRY_RAW_DAYS (30) and rollups older than
 * TELEMETRY_ROLLUP_DAYS (400), a chunk of 1000 rows a statement; a stop leaves the rest for later.
 */
export function reportsRawRetention(deps: Deps): JobDefinition<Record<string, never>> {
  return {
    kind: 'agents.telemetry_raw_retention',
    everyMs: 3600_000,
    run: async (_payload, ctx) => {
      await removeOldRaw(deps, ctx.signal);
    },
  };
}

export function reportsRollupRetention(deps: Deps): JobDefinition<Record<string, never>> {
  return {
    kind: 'agents.telemetry_rollup_retention',
    everyMs: 6 * 3600_000,
    run: async (_payload, ctx) => {
      await removeOldRollups(deps, ctx.signal);
    },
  };
}

/** The area's jobs, which `modules/jobs.ts` finds by this file's name. */
export function jobs(deps: Deps): JobDefinition<never>[] {
  return [agentCommandExpiry(deps), reportsRawRetention(deps), reportsRollupRetention(deps)];
}
