import type { ErrorKinds, Grants, Screens } from '../define';

/**
 * The signed-in start page with live figures. Its one call answers the figures of each area the
 * caller may read, under that area's own read permission.
 */
export const permissions = {} as const satisfies Grants<'dashboard'>;
export const errors = {} as const satisfies ErrorKinds<'dashboard'>;

export const screens = {
  'dashboard.show': { path: '/Dashboard', access: 'authenticated' },
} as const satisfies Screens<'dashboard'>;
