import { z } from 'zod';
import { AGENT_COMMANDS } from './agents';
import {
  calendarTime,
  id,
  itemOf,
  listOf,
  ok,
  optionalText,
  paging,
  requiredText,
  text,
  timestamp,
  typeError,
} from './common';
import { RPA_TARGET_STATES } from '../routes/areas/rpa';

/**
 * Remote automation (/rpamanage, issue 16): a job runs one agent command on a set of a parent's
 * agents, now, at a time, or on a repeating schedule; each run keeps every target agent's state
 * (docs/decisions/remote-automation.md).
 */

/** When a job runs: once now, once at `run_at`, daily or weekly at `time`, or by `cron`. */
export const RPA_SCHEDULES = ['now', 'at', 'daily', 'weekly', 'cron'] as const;
export type RpaSchedule = (typeof RPA_SCHEDULES)[number];
/** Which agents: the chosen ones, all of the parent's, or those whose staff user is chosen. */
export const RPA_TARGETS = ['agents', 'parent', 'staff'] as const;
export type RpaTarget = (typeof RPA_TARGETS)[number];
export const RPA_JOB_STATES = ['active', 'paused', 'done', 'deleted'] as const;
export type RpaJobState = (typeof RPA_JOB_STATES)[number];
export const RPA_RUN_STATES = ['running', 'done'] as const;
export type RpaRunState = (typeof RPA_RUN_STATES)[number];
/** Values its screens use without zod, kept with the area's permissions (`routes/areas/rpa.ts`). */
export { RPA_TARGET_STATES };
export type RpaTargetState = (typeof RPA_TARGET_STATES)[number];
/** Days of a weekly job: 1 Monday … 7 Sunday (ISO 8601). */
export const RPA_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** The most agents or staff users a job may name. */
export const RPA_MAX_PICKS = 100;
/** A command a run queued that the agent has not finished in this time expires. */
export const RPA_COMMAND_EXPIRY_MS = 10 * 60_000;
export const RPA_DEFAULT_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/**
 * A one-off job runs at most this many years after it is saved: further than that is a typo (the
 * probe's 9999-12-31), not a plan (docs/decisions/remote-automation.md).
 */
export const RPA_AT_MAX_YEARS = 2;

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
/** `run_at`: a date and time of day, with an offset or without (then read in `timezone`). */
const RUN_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const pickIds = (requiredKey: string) =>
  z
    .array(
      z
        .number({ error: typeError(requiredKey) })
        .int('validation.not_integer')
        .positive(requiredKey),
      { error: 'validation.invalid' },
    )
    .max(RPA_MAX_PICKS, 'validation.too_long')
    .default([]);

/**
 * A job's fields, on create and on update (an update sends them all). Cross-field rules:
 * `run_at` for `at`, `time` for daily and weekly, `days` for weekly, `cron` for cron, `agent_ids`
 * for target agents, `staff_ids` for target staff; `run_at` on a day that exists
 * (`validation.no_such_day`). The server adds: `run_at` in the future (`validation.rpa_at_past`)
 * and at most RPA_AT_MAX_YEARS ahead (`validation.rpa_at_too_far`), `cron` parses
 * (`validation.rpa_cron_invalid`).
 */
export const jobFields = z
  .object({
    admin_id: id,
    name: requiredText(100, 'validation.rpa_name_required'),
    command: z.enum(AGENT_COMMANDS, { error: 'validation.rpa_command_required' }),
    target: z.enum(RPA_TARGETS, { error: 'validation.invalid_option' }),
    agent_ids: pickIds('validation.agent_required'),
    staff_ids: pickIds('validation.agent_staff_required'),
    schedule: z.enum(RPA_SCHEDULES, { error: 'validation.invalid_option' }),
    /**
     * For `at`: ISO 8601, `YYYY-MM-DDTHH:mm[:ss[.sss]]` with `Z` or an offset, or without one: a
     * wall-clock time in `timezone`. Answered as the UTC instant.
     */
    run_at: text().trim().max(40, 'validation.too_long').default(''),
    /** HH:mm in `timezone`, for daily and weekly. */
    time: text().trim().max(5, 'validation.too_long').default(''),
    days: z
      .array(
        z
          .number({ error: 'validation.invalid' })
          .int('validation.not_integer')
          .min(1, 'validation.invalid_option')
          .max(7, 'validation.invalid_option'),
        { error: 'validation.invalid' },
      )
      .max(7, 'validation.too_long')
      .default([]),
    /** Five fields (minute hour day-of-month month day-of-week), read in `timezone`. */
    cron: text().trim().max(100, 'validation.too_long').default(''),
    timezone: text({ error: typeError() })
      .trim()
      .max(64, 'validation.too_long')
      .refine((tz) => tz !== '' && isTimeZone(tz), 'validation.rpa_timezone')
      .default(RPA_DEFAULT_TIME_ZONE),
  })
  .superRefine((job, ctx) => {
    const need = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (job.target === 'agents' && job.agent_ids.length === 0)
      need('agent_ids', 'validation.rpa_agents_required');
    if (job.target === 'staff' && job.staff_ids.length === 0)
      need('staff_ids', 'validation.rpa_staff_required');
    if (job.schedule === 'at') {
      if (job.run_at === '') need('run_at', 'validation.rpa_at_required');
      else if (!RUN_AT.test(job.run_at) || Number.isNaN(Date.parse(job.run_at)))
        need('run_at', 'validation.invalid');
      else if (Number.isNaN(calendarTime(job.run_at))) need('run_at', 'validation.no_such_day');
    }
    if (job.schedule === 'daily' || job.schedule === 'weekly') {
      if (job.time === '') need('time', 'validation.rpa_time_required');
      else if (!TIME_OF_DAY.test(job.time)) need('time', 'validation.rpa_time_format');
    }
    if (job.schedule === 'weekly' && job.days.length === 0)
      need('days', 'validation.rpa_days_required');
    if (job.schedule === 'cron' && job.cron === '') need('cron', 'validation.rpa_cron_required');
  });
export type RpaJobFields = z.infer<typeof jobFields>;

export const rpaJob = z.object({
  id: z.number().int(),
  admin_id: z.number().int(),
  admin_name: z.string(),
  name: z.string(),
  command: z.enum(AGENT_COMMANDS),
  target: z.enum(RPA_TARGETS),
  agent_ids: z.array(z.number().int()),
  staff_ids: z.array(z.number().int()),
  schedule: z.enum(RPA_SCHEDULES),
  run_at: z.string(),
  time: z.string(),
  days: z.array(z.number().int()),
  cron: z.string(),
  timezone: z.string(),
  state: z.enum(RPA_JOB_STATES),
  /** When the next run starts; null when paused, done or deleted. */
  next_run_at: timestamp.nullable(),
  last_run_at: timestamp.nullable(),
  /** The last run's state and counts, when there was one. */
  last_run: z
    .object({ id: z.number().int(), state: z.enum(RPA_RUN_STATES), total: z.number().int() })
    .nullable(),
  created_by: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type RpaJob = z.infer<typeof rpaJob>;

export const jobListRequest = z
  .object({
    /** A parent sees his own jobs whatever he sends; employees may name one parent, or see all. */
    admin_id: id.optional(),
    state: z.enum(['active', 'paused', 'done'], { error: 'validation.invalid_option' }).optional(),
    keyword: text().trim().max(100, 'validation.too_long').default(''),
  })
  .extend(paging.shape);
export const jobListResponse = listOf(rpaJob);
export const jobRequest = z.object({ id });
export const jobItemResponse = itemOf(rpaJob);
export const jobUpdateRequest = jobFields.safeExtend({ id });
/** Pause, resume, delete: an optional reason for the history. */
export const jobActionRequest = z.object({ id, reason: optionalText(500) });

export const targetCounts = z.object(
  Object.fromEntries(RPA_TARGET_STATES.map((s) => [s, z.number().int()])) as Record<
    RpaTargetState,
    z.ZodNumber
  >,
);
export type RpaTargetCounts = z.infer<typeof targetCounts>;

export const jobHistoryItem = z.object({
  id: z.number().int(),
  /** create, update, pause, resume, delete, run_start, run_finish. */
  action: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  actor: z.string(),
  reason: z.string(),
  /** What else the change touched; unknown keys are not sent. */
  details: z.object({
    next_run_at: timestamp.nullable().optional(),
    /** An edit: the fields it changed. */
    changed: z.array(z.string()).optional(),
    run_id: z.number().int().optional(),
    scheduled_for: timestamp.optional(),
    trigger: z.enum(['schedule', 'manual']).optional(),
    total: z.number().int().optional(),
    /** run_finish: the run's targets per state. */
    counts: targetCounts.optional(),
  }),
  at: timestamp,
});
export type RpaJobHistoryItem = z.infer<typeof jobHistoryItem>;
export const jobHistoryRequest = jobRequest.extend(paging.shape);
export const jobHistoryResponse = listOf(jobHistoryItem);

export const rpaRun = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  command: z.enum(AGENT_COMMANDS),
  /** The slot this run is for (for a run now, the time it was asked). */
  scheduled_for: timestamp,
  started_at: timestamp,
  finished_at: timestamp.nullable(),
  state: z.enum(RPA_RUN_STATES),
  /** `schedule`, or `manual` for job/run_now. */
  trigger: z.enum(['schedule', 'manual']),
  total: z.number().int(),
  counts: targetCounts,
});
export type RpaRun = z.infer<typeof rpaRun>;

export const runListRequest = z.object({ job_id: id }).extend(paging.shape);
export const runListResponse = listOf(rpaRun);

export const rpaRunTarget = z.object({
  agent_id: z.number().int(),
  agent_name: z.string(),
  /** The staff users signed in on the agent when the run started, joined by ", "; or ''. */
  staff_name: z.string(),
  command_id: z.number().int().nullable(),
  state: z.enum(RPA_TARGET_STATES),
  /** What the agent reported with its last ack. */
  output: z.string(),
  /** Why a target was not sent a command: an error key (e.g. agents.update_not_needed), or ''. */
  note: z.string(),
  updated_at: timestamp,
});
export type RpaRunTarget = z.infer<typeof rpaRunTarget>;
export const runGetRequest = z
  .object({
    id,
    state: z.enum(RPA_TARGET_STATES, { error: 'validation.invalid_option' }).optional(),
  })
  .extend(paging.shape);
export const runGetResponse = ok({
  item: rpaRun,
  total: z.number().int(),
  list: z.array(rpaRunTarget),
});

export const runItemResponse = itemOf(rpaRun);

export const previewRequest = z.object({
  admin_id: id,
  target: z.enum(RPA_TARGETS, { error: 'validation.invalid_option' }),
  agent_ids: pickIds('validation.agent_required'),
  staff_ids: pickIds('validation.agent_staff_required'),
});
export const previewAgent = z.object({
  agent_id: z.number().int(),
  name: z.string(),
  online: z.boolean(),
  staff_name: z.string(),
});
export const previewResponse = listOf(previewAgent);
