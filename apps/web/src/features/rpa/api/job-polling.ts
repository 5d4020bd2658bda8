import type { RpaJob } from '@console/contract/schemas/rpa';

/** How often a job about to run, or running, is read again, to show its run as it goes. */
const LIVE_POLL_MS = 5_000;
const DUE_WITHIN_MS = 60_000;
const IDLE_POLL_MS = 300_000;

/** Its last run is running, or it is active with its next run within the minute (or overdue). */
export function isLive(job: RpaJob | undefined, now = Date.now()): boolean {
  if (!job) return false;
  if (job.last_run?.state === 'running') return true;
  if (job.state !== 'active' || job.next_run_at === null) return false;
  return Date.parse(job.next_run_at) - now < DUE_WITHIN_MS;
}

/**
 * When to read a job again: every 5 s while it is live; an active job due later is read again
 * when its next run comes within the minute (and at least every 5 minutes, so a change made
 * elsewhere shows); a paused or finished one is not polled.
 */
export function pollDelay(job: RpaJob | undefined, now = Date.now()): number | false {
  if (!job) return false;
  if (isLive(job, now)) return LIVE_POLL_MS;
  if (job.state !== 'active' || job.next_run_at === null) return false;
  const untilLive = Date.parse(job.next_run_at) - now - DUE_WITHIN_MS;
  return Math.min(Math.max(untilLive, LIVE_POLL_MS), IDLE_POLL_MS);
}
