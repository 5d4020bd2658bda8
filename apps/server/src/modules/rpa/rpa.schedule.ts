import { CronExpressionParser } from 'cron-parser';
import type { RpaSchedule } from '@console/contract/schemas/rpa';

/**
 * When a job runs (docs/decisions/remote-automation.md, "Schedules"). Daily and weekly jobs are
 * cron expressions too, so every repeating schedule is read by one library (cron-parser, with its
 * time zones): a time of day that a spring-forward skips (02:30 on a day without 02:30) runs at
 * the same distance after the gap (03:30), and one that a fall-back repeats (01:30 twice) runs
 * once, at the first.
 */
export interface ScheduleFields {
  schedule: RpaSchedule;
  run_at: string;
  time: string;
  days: readonly number[];
  cron: string;
  timezone: string;
}

/** The cron expression of a repeating schedule; null for now and at. */
export function cronOf(job: ScheduleFields): string | null {
  const [hour, minute] = job.time.split(':').map(Number);
  switch (job.schedule) {
    case 'daily':
      return `${minute} ${hour} * * *`;
    case 'weekly': {
      // ISO days 1 (Monday) … 7 (Sunday); cron counts Sunday as 0.
      const days = [...new Set(job.days.map((d) => d % 7))].sort((a, b) => a - b);
      return `${minute} ${hour} * * ${days.join(',')}`;
    }
    case 'cron':
      return job.cron;
    default:
      return null;
  }
}

/** The first slot of the schedule strictly after `after`; null for a one-off schedule. */
export function nextAfter(job: ScheduleFields, after: Date): string | null {
  const expression = cronOf(job);
  if (expression === null) return null;
  const it = CronExpressionParser.parse(expression, { currentDate: after, tz: job.timezone });
  return it.next().toDate().toISOString();
}

/**
 * The next run of a job from `now`: now for `now`; its time for `at` (now if that time has
 * passed, for a resumed one-off job); else the schedule's next slot after now.
 */
export function firstRun(job: ScheduleFields, now: Date): string | null {
  if (job.schedule === 'now') return now.toISOString();
  if (job.schedule === 'at') {
    const at = Date.parse(job.run_at);
    return new Date(Math.max(at, now.getTime())).toISOString();
  }
  return nextAfter(job, now);
}

/** Whether a cron expression of five fields parses and has a next slot. */
export function cronParses(expression: string, timezone: string, now: Date): boolean {
  if (expression.split(/\s+/).length !== 5) return false;
  try {
    CronExpressionParser.parse(expression, { currentDate: now, tz: timezone }).next();
    return true;
  } catch {
    return false;
  }
}
