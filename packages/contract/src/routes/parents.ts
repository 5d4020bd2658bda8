import type { ErrorKinds, Grants, Screens } from './define';

/**
 * Parent accounts with their staff users, agents, rules and reports (issues to come). Staff with
 * `parents.any` reach any parent; a parent with `parents.own` only himself.
 */
export const permissions = {
  'parents.any': ['admin', 'manager', 'supporter'],
  'parents.own': ['parent'],
} as const satisfies Grants<'parents'>;

export const errors = {} as const satisfies ErrorKinds<'parents'>;
export const screens = {} as const satisfies Screens<'parents'>;
export const routes = {};
