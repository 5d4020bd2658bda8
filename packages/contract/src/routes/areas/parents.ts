import type { ErrorKinds, Grants, Screens } from '../define';

/**
 * Parent accounts with their staff users and those users' settings (agents: their own area).
 * Employees with `parents.any` reach any parent; a parent with `parents.own` only himself. Every call
 * needs `parents.staff`; the service then checks the parent or staff user named.
 */
export const permissions = {
  'parents.any': ['admin', 'manager', 'supporter'],
  'parents.own': ['parent'],
  /** The staff users' screen's calls, about one parent checked call by call. */
  'parents.staff': ['admin', 'manager', 'supporter', 'parent'],
} as const satisfies Grants<'parents'>;

export const errors = {
  'parents.not_found': 'not_found',
  'parents.staff_not_found': 'not_found',
  'parents.staff_exists': 'already_exists',
  /** A restrictive run mode needs its group assigned first. */
  'parents.no_group': 'failed_precondition',
} as const satisfies ErrorKinds<'parents'>;

export const screens = {
  'parents.staff': { path: '/children', access: 'parents.staff' },
  'parents.staffCreate': { path: '/children-create', access: 'parents.staff' },
  'parents.staffShow': { path: '/children/:id', access: 'parents.staff' },
  'parents.staffEdit': { path: '/children/:id/edit', access: 'parents.staff' },
} as const satisfies Screens<'parents', keyof typeof permissions>;

/* Values its screens use without zod; `schemas/parents.ts` declares the calls with them. */

/** A staff user's run mode. */
export const RUN_MODES = ['normal', 'blacklist', 'whitelist', 'blocklist'] as const;

/** The days of the timer's allowed windows. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
