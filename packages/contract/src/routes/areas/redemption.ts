import type { ErrorKinds, Grants, Screens } from '../define';

/**
 * Redemption (issue 13). Payment systems are integration clients: an admin issues each a key
 * (shown once), rotates and revokes it; their calls are the spec's `CampaignExpose` service with
 * `Quote`, `Redeem`, `Reverse` and `GetRedemption` added (docs/spec/readings.md). Employees who read campaigns
 * see their redemptions. docs/decisions/redemption.md says how budgets stay whole.
 */
export const permissions = {
  'redemption.read': ['admin', 'manager', 'supporter', 'risk'],
  'redemption.clients': ['admin'],
} as const satisfies Grants<'redemption'>;

export const errors = {
  'redemption.client_not_found': 'not_found',
  'redemption.client_revoked': 'failed_precondition',
  'redemption.not_found': 'not_found',
  'redemption.campaign_not_found': 'not_found',
  /** GetTerminal: no terminal of the catalogue has this merchant and terminal code. */
  'redemption.terminal_not_found': 'not_found',
  'redemption.not_private': 'failed_precondition',
  /** The transaction (or refund) id was used before with another request. */
  'redemption.transaction_reused': 'failed_precondition',
} as const satisfies ErrorKinds<'redemption'>;

export const screens = {
  'redemption.clients': { path: '/integrations', access: 'redemption.clients' },
} as const satisfies Screens<'redemption', keyof typeof permissions>;
