import type { ErrorKinds, Grants, Screens } from '../define';

/**
 * The overview pages (/website, /application, /policy). The first two read every parent's groups
 * and agents, so for employees only; /policy is about one parent's agent: employees with `parents.any` reach
 * any parent, a parent with `parents.own` only himself (checked by the agents service).
 */
export const permissions = {
  'overview.website': ['admin', 'manager', 'supporter', 'operator'],
  'overview.application': ['admin', 'manager', 'supporter', 'operator'],
  'overview.policy': ['admin', 'manager', 'supporter', 'parent'],
} as const satisfies Grants<'overview'>;

export const errors = {} as const satisfies ErrorKinds<'overview'>;

export const screens = {
  'overview.website': { path: '/website', access: 'overview.website' },
  'overview.application': { path: '/application', access: 'overview.application' },
  'overview.policy': { path: '/policy', access: 'overview.policy' },
} as const satisfies Screens<'overview', keyof typeof permissions>;

/* Values its screens use without zod; `schemas/overview.ts` declares the calls with them. */

export const APPLICATION_SORT_FIELDS = ['name', 'agents', 'first_seen_at', 'last_seen_at'] as const;
