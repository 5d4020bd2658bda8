import type { ErrorKinds, Grants, Screens } from '../define';

/**
 * The shell's own pages: the dashboard and the error pages. The dashboard's one call answers the
 * figures of each area the caller may read, under that area's own read permission.
 */
export const permissions = {} as const satisfies Grants<'home'>;
export const errors = {} as const satisfies ErrorKinds<'home'>;

export const screens = {
  'home.dashboard': { path: '/Dashboard', access: 'authenticated' },
  'home.forbidden': { path: '/403', access: 'public' },
  'home.notFound': { path: '/404', access: 'public' },
  'home.serverError': { path: '/500', access: 'public' },
} as const satisfies Screens<'home'>;
