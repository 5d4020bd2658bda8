import { z } from 'zod';
import { CAMPAIGN_STATES } from '../machines/campaign';
import { empty, ok } from './common';

const count = z.number().int().nonnegative();

/** The dashboard's figures: one part per area the caller may read, `null` for the others. */
export const summaryRequest = empty;

export const summaryResponse = ok({
  /** Vietnam's date today (UTC+7 all year), which "today" below means. */
  today: z.string(),
  campaigns: z
    .object({
      by_state: z.object(
        Object.fromEntries(CAMPAIGN_STATES.map((s) => [s, count])) as {
          [S in (typeof CAMPAIGN_STATES)[number]]: typeof count;
        },
      ),
      /** Running campaigns with a budget: what they have spent of it, in đồng. */
      budget_used: z.number().nonnegative(),
      budget_max: z.number().nonnegative(),
    })
    .nullable(),
  redemptions: z
    .object({
      /** The last 7 days, oldest first, today last: applied redemptions and their discount. */
      days: z.array(z.object({ day: z.string(), applied: count, discount: z.number() })),
    })
    .nullable(),
  agents: z.object({ total: count, online: count }).nullable(),
  files: z.object({ pending: count, processing: count, failed_today: count }).nullable(),
  /** A parent's own agents today, in his time zone: the most visited domains and used apps. */
  activity: z
    .object({
      day: z.string(),
      domains: z.array(z.object({ domain: z.string(), count })),
      apps: z.array(z.object({ app_name: z.string(), seconds: count })),
    })
    .nullable(),
});
export type Summary = z.infer<typeof summaryResponse>;
