import type { RpaJobFields } from '@console/contract/schemas/rpa';
import type { RpaJobRow } from './rpa.tables';
import { runAtInstant } from './run-at';

/** A stored JSON array of ids (agent_ids, staff_ids, days). */
export const ids = (json: string) => JSON.parse(json) as number[];

/** The stored columns of a job's fields: only what its target and schedule use. */
export function columnsOf(input: RpaJobFields) {
  const repeating = input.schedule === 'daily' || input.schedule === 'weekly';
  return {
    name: input.name,
    command: input.command,
    target: input.target,
    agent_ids: JSON.stringify(
      input.target === 'agents' ? [...new Set(input.agent_ids)].sort((a, b) => a - b) : [],
    ),
    staff_ids: JSON.stringify(
      input.target === 'staff' ? [...new Set(input.staff_ids)].sort((a, b) => a - b) : [],
    ),
    schedule: input.schedule,
    run_at:
      input.schedule === 'at'
        ? new Date(runAtInstant(input.run_at, input.timezone)).toISOString()
        : '',
    time: repeating ? input.time : '',
    days: JSON.stringify(
      input.schedule === 'weekly' ? [...new Set(input.days)].sort((a, b) => a - b) : [],
    ),
    cron: input.schedule === 'cron' ? input.cron.replace(/\s+/g, ' ') : '',
    timezone: input.timezone,
  };
}

/** The schedule of a job's columns, as rpa.schedule.ts reads it. */
export const scheduleOf = (c: ReturnType<typeof columnsOf> | RpaJobRow) => ({
  schedule: c.schedule,
  run_at: c.run_at,
  time: c.time,
  days: ids(c.days),
  cron: c.cron,
  timezone: c.timezone,
});
