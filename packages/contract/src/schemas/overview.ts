import { z } from 'zod';
import { id, listOf, ok, paging, text, timestamp } from './common';
import { policy } from './agents';
import { RULE_TYPES, ruleGroup } from './rules';
import { APPLICATION_SORT_FIELDS } from '../routes/areas/overview';

/** Values its screens use without zod, kept with the area's permissions (`routes/areas/overview.ts`). */
export { APPLICATION_SORT_FIELDS };

/**
 * The overview pages: the global web groups and who uses them (/website), the app catalogue with
 * the agents that run each app and the groups that block it (/application), and the policy one
 * agent receives (/policy), built by the same function the agent's own policy call uses.
 */

/** A global web list, with how many parents and staff users have it assigned. */
export const websiteGroup = ruleGroup.extend({
  parents: z.number().int(),
  staff: z.number().int(),
});
export type WebsiteGroup = z.infer<typeof websiteGroup>;
export const websiteListResponse = listOf(websiteGroup);

/** A group whose apps include the catalogue name. */
export const applicationBlocker = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(RULE_TYPES),
  admin_id: z.number().int().nullable(),
});
export const application = z.object({
  id: z.number().int(),
  name: z.string(),
  source: z.enum(['seed', 'agent']),
  /** Agents whose last software report holds an item of this name. */
  agents: z.number().int(),
  first_seen_at: timestamp,
  last_seen_at: timestamp,
  blocked_by: z.array(applicationBlocker),
});
export type Application = z.infer<typeof application>;

export type ApplicationSortField = (typeof APPLICATION_SORT_FIELDS)[number];
export const applicationListRequest = paging.extend({
  /** Part of the name, in any case. */
  keyword: text().trim().max(200, 'validation.too_long').default(''),
  sort: z.enum(APPLICATION_SORT_FIELDS, { error: 'validation.invalid_option' }).default('name'),
});
export type ApplicationListRequest = z.infer<typeof applicationListRequest>;
export const applicationListResponse = listOf(application);

/** A parent leaves `admin_id` out (his own); employees name the parent. */
export const policyViewRequest = z.object({
  admin_id: id.optional(),
  agent_id: id,
});
export const policyViewResponse = ok({
  /** What the agent's policy call answers now, and its version (ETag). */
  policy,
  etag: z.string(),
  /** The version the agent last fetched, and when; empty and null before its first fetch. */
  agent_etag: z.string(),
  fetched_at: timestamp.nullable(),
  /** Whether the agent holds the current version. */
  up_to_date: z.boolean(),
});
export type PolicyView = z.infer<typeof policyViewResponse>;
