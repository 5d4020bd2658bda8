import { calendarTime } from '@console/contract/schemas/common';
import { offsetAt } from '../agents/local-days';

/** Ends in Z or an offset from UTC (+07:00). */
const OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;
const DAY_MS = 86_400_000;

/**
 * The instant (ms) of a job's `run_at` (docs/decisions/remote-automation.md, "A job"): as written
 * when it names its offset; else a wall-clock time read in the job's zone, as the form means it.
 * A time a spring-forward skips (02:30 on 10 March 2030 in New York) is read the same distance
 * after the gap (03:30 EDT), and one a fall-back repeats (01:30) at the first, as cron-parser reads
 * the repeating schedules (rpa.schedule.ts). NaN for a day that does not exist.
 */
export function runAtInstant(runAt: string, timeZone: string): number {
  if (OFFSET.test(runAt)) return calendarTime(runAt);
  const wall = calendarTime(`${runAt}Z`);
  if (Number.isNaN(wall)) return NaN;
  // The zone's offsets settle to seconds: the milliseconds are added back at the end.
  const whole = Math.floor(wall / 1000) * 1000;
  const before = offsetAt(whole - DAY_MS, timeZone);
  const after = offsetAt(whole + DAY_MS, timeZone);
  const fits = [whole - before, whole - after].filter((t) => t + offsetAt(t, timeZone) === whole);
  return (fits.length > 0 ? Math.min(...fits) : whole - before) + (wall - whole);
}

/** The latest `run_at` a job may have: RPA_AT_MAX_YEARS after now. */
export function latestRunAt(now: Date, years: number): number {
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + years);
  return latest.getTime();
}
