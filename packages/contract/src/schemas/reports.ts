import { z } from 'zod';
import { id, ok, text, timestamp, typeError } from './common';
import { timeZone } from './accounts';
import { REPORT_LIST_TOP } from '../routes/areas/agents';

/** Values its screens use without zod, kept with the area's permissions (`routes/areas/agents.ts`). */
export { REPORT_LIST_TOP };

/**
 * Agent reports: what agents send and what the report screens read of it (issue 15; spec sections 2, 3, 7, 9; docs/spec/readings.md
 * "Report payload"). Agents upload batches; the server keeps raw rows and daily rollups per agent,
 * staff user and local day in the parent's time zone; the reports read the rollups.
 */

/** At most this many items in one reports batch. */
export const REPORT_BATCH_MAX = 500;
/** Reports reach today (in the parent's time zone) and the days before it: 7 days in all. */
export const REPORT_DAYS = 7;
/** Charts show at most the top 20; lists at most 50 rows a page (spec section 9). */
export const REPORT_CHART_TOP = 20;
export const REPORT_SORTS = ['asc', 'desc'] as const;
export type ReportSort = (typeof REPORT_SORTS)[number];

/**
 * An item's times must lie within REPORT_PAST_DAYS before the server's clock (the raw rows are
 * kept that long: TELEMETRY_RAW_DAYS) and REPORT_FUTURE_DAYS after it (an agent's clock a little
 * ahead); an item outside, or on a day that does not exist, is refused alone.
 */
export const REPORT_PAST_DAYS = 30;
export const REPORT_FUTURE_DAYS = 1;

/** A local calendar day, as the reports name it. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

// ---- the agent call ---------------------------------------------------------------------------

const staffUserId = z
  .number({ error: 'validation.invalid' })
  .int('validation.not_integer')
  .positive('validation.too_small')
  .nullable();
/** An ISO 8601 time with its offset or Z, as the agent measured it. */
const instant = text({ error: typeError() })
  .max(40, 'validation.too_long')
  .refine((s) => /^\d{4}-\d{2}-\d{2}T/.test(s) && !Number.isNaN(Date.parse(s)), {
    message: 'validation.campaign_time_format',
  });

export const urlRequestItem = z.object({
  type: z.literal('url'),
  user_id: staffUserId,
  url: text({ error: typeError() })
    .trim()
    .min(1, 'validation.required')
    .max(2000, 'validation.too_long')
    .refine((s) => /^https?:\/\/\S+$/i.test(s), 'validation.agent_url'),
  title: text().trim().max(500, 'validation.too_long').default(''),
  start_time: instant,
  request_count: z
    .number({ error: 'validation.invalid' })
    .int('validation.not_integer')
    .min(1, 'validation.too_small')
    .max(100_000, 'validation.too_big')
    .default(1),
});
export const appSessionItem = z
  .object({
    type: z.literal('app'),
    user_id: staffUserId,
    app_name: text({ error: typeError() })
      .trim()
      .min(1, 'validation.required')
      .max(200, 'validation.too_long'),
    start_time: instant,
    stop_time: instant,
  })
  .refine((s) => Date.parse(s.stop_time) >= Date.parse(s.start_time), {
    message: 'validation.window_order',
    path: ['stop_time'],
  })
  .refine((s) => Date.parse(s.stop_time) - Date.parse(s.start_time) <= 48 * 3600_000, {
    message: 'validation.report_session_too_long',
    path: ['stop_time'],
  });
export const keywordItem = z.object({
  type: z.literal('keyword'),
  user_id: staffUserId,
  keyword: text({ error: typeError() })
    .trim()
    .min(1, 'validation.required')
    .max(200, 'validation.too_long'),
  time: instant,
});
export const reportItem = z.discriminatedUnion('type', [
  urlRequestItem,
  appSessionItem,
  keywordItem,
]);
export type ReportItem = z.infer<typeof reportItem>;
export type ReportItemInput = z.input<typeof reportItem>;

export const reportsRequest = z.object({
  /** The agent's own id for the batch: sending it again changes nothing. */
  batch_id: text({ error: typeError() }).regex(/^[A-Za-z0-9._:-]{1,64}$/, 'validation.invalid'),
  items: z.array(reportItem).max(REPORT_BATCH_MAX, 'validation.report_batch_too_big'),
});
export type ReportsRequest = z.input<typeof reportsRequest>;
/**
 * An item refused on its own, the rest of its batch being stored: its time is no real day
 * (`validation.no_such_day`: 30 February) or lies outside REPORT_PAST_DAYS before and
 * REPORT_FUTURE_DAYS after the server's clock (`validation.report_time_range`). Sending it again
 * is refused again.
 */
export const reportRejection = z.object({
  /** The item's place in `items`, from 0. */
  index: z.number().int(),
  /** The refused field, written as a 400's field error writes it: `items.3.start_time`. */
  path: z.string(),
  /** A `validation.*` key. */
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** The message's text in the caller's language. */
  detail: z.string(),
});
export type ReportRejection = z.infer<typeof reportRejection>;
export const reportsResponse = ok({
  /** False when the batch id was seen before: nothing was written again. */
  accepted: z.boolean(),
  /** How many items were stored (0 for a batch seen before). */
  items: z.number().int(),
  /** The items refused one by one, in their order; empty for a batch seen before. */
  rejected: z.array(reportRejection),
});

// ---- the report calls ---------------------------------------------------------------------------

const reportBase = {
  admin_id: id,
  agent_id: z
    .number({ error: typeError('validation.agent_required') })
    .int('validation.not_integer')
    .positive('validation.agent_required'),
  /**
   * A local day, YYYY-MM-DD: today in the parent's time zone or one of the 6 days before it
   * (another day answers 400 `validation.report_date_range` on `date`). Today by default.
   */
  date: text({ error: typeError() }).regex(DAY_PATTERN, 'validation.invalid_date').optional(),
  /** Of the measure (count, seconds; start time for sessions). */
  sort: z.enum(REPORT_SORTS, { error: 'validation.invalid_option' }).default('desc'),
  page: z
    .number({ error: 'validation.invalid' })
    .int('validation.not_integer')
    .min(1, 'validation.too_small')
    .default(1),
  /**
   * Days are the parent's local days (the rollups are kept so): empty or the parent's zone; any
   * other zone answers 400 `validation.report_timezone` on `timezone`.
   */
  timezone: timeZone,
};
const top = (max: number) =>
  z
    .number({ error: 'validation.invalid' })
    .int('validation.not_integer')
    .min(1, 'validation.too_small')
    .max(max, 'validation.too_big')
    .default(max);

/** Charts: the top `top` (≤ 20); `page` is accepted and ignored. */
export const chartRequest = z.object({ ...reportBase, top: top(REPORT_CHART_TOP) });
/** Lists: `top` rows (≤ 50) a page. */
export const listRequest = z.object({ ...reportBase, top: top(REPORT_LIST_TOP) });
export type ReportRequest = z.output<typeof listRequest>;

/** What every report answers besides its rows: the day and zone it covers. */
const reportOf = <T extends z.ZodType>(item: T) =>
  ok({ date: z.string(), timezone: z.string(), total: z.number().int(), list: z.array(item) });

export const domainCount = z.object({ domain: z.string(), count: z.number().int() });
export const urlRow = z.object({
  /** The URL's day row (one a staff user): the spec's "Url request" id. */
  id: z.number().int(),
  url: z.string(),
  title: z.string(),
  domain: z.string(),
  /** The first request of the day. */
  start_time: timestamp,
  request_count: z.number().int(),
  user_id: z.number().int().nullable(),
  user_name: z.string(),
});
export const keywordRow = z.object({
  keyword: z.string(),
  count: z.number().int(),
  user_id: z.number().int().nullable(),
  user_name: z.string(),
});
export const appSessionRow = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  user_name: z.string(),
  app_name: z.string(),
  /** The session's part in that day: one crossing midnight shows in both days. */
  start_time: timestamp,
  stop_time: timestamp,
  /** Seconds. */
  usage_time: z.number().int(),
});
export const appSeconds = z.object({ app_name: z.string(), seconds: z.number().int() });
export type DomainCount = z.infer<typeof domainCount>;
export type UrlRow = z.infer<typeof urlRow>;
export type KeywordRow = z.infer<typeof keywordRow>;
export type AppSessionRow = z.infer<typeof appSessionRow>;
export type AppSeconds = z.infer<typeof appSeconds>;

export const urlChartResponse = reportOf(domainCount);
export const urlListResponse = reportOf(urlRow);
export const keywordListResponse = reportOf(keywordRow);
export const appListResponse = reportOf(appSessionRow);
export const appChartResponse = reportOf(appSeconds);
