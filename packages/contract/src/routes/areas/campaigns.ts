import type { ErrorKinds, Grants, Screens } from '../define';

/**
 * Promotion campaigns: drafted and submitted by supporters, approved, locked and stopped by
 * managers, started and ended by the clock (machines/campaign.ts). Calls are the spec's RPC
 * services `Campaign` and `CampaignFull`; screens arrive with the area's web part.
 */
export const permissions = {
  'campaigns.read': ['admin', 'manager', 'supporter', 'risk'],
  'campaigns.create': ['admin', 'supporter'],
  'campaigns.edit': ['admin', 'supporter'],
  'campaigns.submit': ['admin', 'supporter'],
  'campaigns.sync': ['admin', 'supporter'],
  'campaigns.upload': ['admin', 'supporter'],
  'campaigns.approve': ['admin', 'manager'],
  'campaigns.reject': ['admin', 'manager'],
  'campaigns.lock': ['admin', 'manager'],
  'campaigns.unlock': ['admin', 'manager'],
  'campaigns.stop': ['admin', 'manager'],
} as const satisfies Grants<'campaigns'>;

export const errors = {
  'campaigns.not_found': 'not_found',
  'campaigns.duplicate_code': 'already_exists',
  /** An action the campaign's state does not allow (the machine's conflict). */
  'campaigns.invalid_status': 'failed_precondition',
  /** Maker-checker: whoever submitted a version cannot approve it. */
  'campaigns.own_submission': 'failed_precondition',
  'campaigns.ended': 'failed_precondition',
  /** Someone changed the campaign since the caller read it (its version moved). */
  'campaigns.stale_version': 'failed_precondition',
  'campaigns.merchant_not_found': 'not_found',
  /** An extension that would lower the end, the budget or a limit. */
  'campaigns.extend_less': 'failed_precondition',
  /** One extension at a time: another one waits for a manager. */
  'campaigns.extension_pending': 'failed_precondition',
  /** Approve or reject an extension when none waits. */
  'campaigns.no_extension': 'failed_precondition',
  /** Maker-checker for extensions: whoever asked for it cannot approve it. */
  'campaigns.own_extension': 'failed_precondition',
} as const satisfies ErrorKinds<'campaigns'>;
export const screens = {
  'campaigns.list': { path: '/campaigns', access: 'campaigns.read' },
  'campaigns.create': { path: '/campaigns/:type/new', access: 'campaigns.create' },
  'campaigns.show': { path: '/campaigns/:id', access: 'campaigns.read' },
  'campaigns.edit': { path: '/campaigns/:id/edit', access: 'campaigns.edit' },
} as const satisfies Screens<'campaigns', keyof typeof permissions>;

/* Values its screens use without zod; `schemas/campaigns.ts` declares the calls with them. */

export const CAMPAIGN_SORTS = ['created_at', 'start_time', 'end_time', 'name', 'code'] as const;

/** The most a campaign can cost: its budget, or its uses times its largest discount. */
export function campaignCostCeiling(c: {
  maxBudget?: number;
  totalUsageLimit: number;
  defaultCondition: { maxDiscountAmount: number };
  specialConditions: readonly { maxDiscountAmount: number }[];
}): bigint {
  const largest = [c.defaultCondition, ...c.specialConditions].reduce(
    (max, s) => (s.maxDiscountAmount > max ? s.maxDiscountAmount : max),
    0,
  );
  const byUses = BigInt(largest) * BigInt(c.totalUsageLimit);
  if (c.maxBudget === undefined || c.maxBudget === 0) return byUses;
  const budget = BigInt(c.maxBudget);
  return budget < byUses ? budget : byUses;
}
