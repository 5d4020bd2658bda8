import { jobFields, type RpaJob, type RpaJobFields } from '@console/contract/schemas/rpa';
import dayjs, { type Dayjs } from 'dayjs';
import { instantToWallClock, WALL_CLOCK, wallClockToInstant } from '../../../lib/format/date-time';
import type { JobInput } from '../api/create-job';

/** The form's values: the job's fields, with its time and time of day as the pickers hold them. */
export interface JobFormValues extends Omit<RpaJobFields, 'run_at' | 'time'> {
  run_at?: Dayjs | null;
  time?: Dayjs | null;
}

/**
 * The picker shows a wall-clock time with no zone; it is read in the job's zone, so "10:30" with
 * Asia/Ho_Chi_Minh is 10:30 there wherever the browser is.
 */
export function toInput(values: JobFormValues): JobInput {
  const { run_at, time, ...rest } = values;
  const instant = run_at ? wallClockToInstant(run_at.format(WALL_CLOCK), values.timezone) : '';
  return {
    ...rest,
    agent_ids: rest.agent_ids ?? [],
    staff_ids: rest.staff_ids ?? [],
    days: rest.days ?? [],
    cron: rest.cron ?? '',
    name: rest.name ?? '',
    run_at: values.schedule === 'at' ? instant : '',
    time:
      time && (values.schedule === 'daily' || values.schedule === 'weekly')
        ? time.format('HH:mm')
        : '',
  };
}

/** A saved job as the form shows it: its time back on the wall clock of its own zone. */
export function fromJob(job: RpaJob): JobFormValues {
  const runAt = job.run_at ? dayjs(instantToWallClock(job.run_at, job.timezone), WALL_CLOCK) : null;
  return {
    admin_id: job.admin_id,
    name: job.name,
    command: job.command,
    target: job.target,
    agent_ids: job.agent_ids,
    staff_ids: job.staff_ids,
    schedule: job.schedule,
    run_at: runAt,
    time: job.time ? dayjs(job.time, 'HH:mm') : null,
    days: job.days,
    cron: job.cron,
    timezone: job.timezone,
  };
}

/** The contract's own checks of the whole job (a field's rules alone miss "weekly needs days"). */
export function fieldIssues(input: JobInput): { name: string; message: string }[] {
  const result = jobFields.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    name: String(issue.path[0] ?? 'name'),
    message: issue.message,
  }));
}
