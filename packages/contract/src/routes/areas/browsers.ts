import type { ErrorKinds, Grants, Screens } from '../define';

/** Blocked browsers: the rule set agents enforce, published as numbered versions. */
export const permissions = {
  'browsers.list': ['admin', 'operator'],
  'browsers.get': ['admin', 'operator'],
  'browsers.create': ['admin', 'operator'],
  'browsers.edit': ['admin', 'operator'],
  'browsers.delete': ['admin', 'operator'],
  'browsers.apply': ['admin', 'operator'],
} as const satisfies Grants<'browsers'>;

export const errors = {
  'browsers.not_found': 'not_found',
  'browsers.duplicate_file_name': 'already_exists',
} as const satisfies ErrorKinds<'browsers'>;

export const screens = {
  'browsers.list': { path: '/browser', access: 'browsers.list' },
  'browsers.create': { path: '/create-browser', access: 'browsers.create' },
  'browsers.show': { path: '/browser/:id', access: 'browsers.get' },
  'browsers.edit': { path: '/browser/:id/edit', access: 'browsers.edit' },
} as const satisfies Screens<'browsers', keyof typeof permissions>;

/* Values its screens use without zod; `schemas/browsers.ts` declares the calls with them. */

export const BROWSER_SORT_FIELDS = ['id', 'browser_name', 'file_name', 'updated_at'] as const;
