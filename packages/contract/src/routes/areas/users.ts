import type { ErrorKinds, Grants, Screens } from '../define';

/** Users of the console, their memberships and subscriptions; the signed-in user's own record. */
export const permissions = {
  'users.list': ['admin', 'manager'],
  'users.get': ['admin', 'manager'],
  'users.update': ['admin'],
  'users.activate': ['admin'],
  /** Pickers: names and ids of accounts (the bank screen's user search, the parent search). */
  'users.lookup': ['admin', 'manager', 'supporter', 'operator'],
  /** Upgrades and downgrades, with their quotes. */
  'users.subscription': ['admin'],
} as const satisfies Grants<'users'>;

export const errors = {
  'users.not_found': 'not_found',
  'users.membership_already_on': 'failed_precondition',
  'users.already_free': 'failed_precondition',
} as const satisfies ErrorKinds<'users'>;

export const screens = {
  'users.list': { path: '/users', access: 'users.list' },
  'users.manager': { path: '/usermanager', access: 'users.list' },
  'users.show': { path: '/usermanager/:id', access: 'users.get' },
  'users.edit': { path: '/usermanager/:id/edit', access: 'users.update' },
  'users.profile': { path: '/profile', access: 'authenticated' },
} as const satisfies Screens<'users', keyof typeof permissions>;

/* Values its screens use without zod; `schemas/users.ts` declares the calls with them. */

/** Membership packages: free, or standard / premium for a paid period. */
export const ADMIN_ROLES = ['free', 'standard', 'premium'] as const;

export const USER_SORT_FIELDS = [
  'id',
  'user_name',
  'email',
  'created_at',
  'subscription_end',
] as const;

export const SEARCH_TYPES = ['parent_id', 'email', 'phone'] as const;
