import type { ErrorKinds, Grants, Screens } from '../define';

/**
 * Customer, merchant and terminal blocklists (the spec's RPC service `Blacklist`): a locked phone
 * or terminal takes no campaign discount. Managers and supporters lock and open, risk officers
 * read; every change is a transition of machines/blocklist.ts with its history row.
 */
export const permissions = {
  'blocklists.read': ['admin', 'manager', 'supporter', 'risk'],
  'blocklists.write': ['admin', 'manager', 'supporter'],
} as const satisfies Grants<'blocklists'>;

export const errors = {
  'blocklists.customer_not_found': 'not_found',
  'blocklists.merchant_not_found': 'not_found',
  'blocklists.terminal_not_found': 'not_found',
  'blocklists.customer_already_locked': 'failed_precondition',
  'blocklists.customer_already_opened': 'failed_precondition',
  'blocklists.terminal_already_locked': 'failed_precondition',
  'blocklists.terminal_already_opened': 'failed_precondition',
  /** The entry changed since the caller read it (its version moved). */
  'blocklists.stale_version': 'failed_precondition',
} as const satisfies ErrorKinds<'blocklists'>;

export const screens = {
  'blocklists.customers': { path: '/blacklist/customers', access: 'blocklists.read' },
  'blocklists.merchants': { path: '/blacklist/merchants', access: 'blocklists.read' },
  'blocklists.terminals': { path: '/blacklist/merchants/:code', access: 'blocklists.read' },
} as const satisfies Screens<'blocklists', keyof typeof permissions>;

/* Values its screens use without zod; `schemas/blocklists.ts` declares the calls with them. */

/** A customer's or a terminal's place on the blocklist (spec section 4). */
export const BLOCK_STATUSES = ['open', 'locked'] as const;
export type BlockStatus = (typeof BLOCK_STATUSES)[number];
