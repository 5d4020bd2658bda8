import type { ErrorKinds, Grants, Screens } from '../define';

/** The shell's error pages, which anyone may be sent to; the area has no calls. */
export const permissions = {} as const satisfies Grants<'errors'>;
export const errors = {} as const satisfies ErrorKinds<'errors'>;

export const screens = {
  'errors.forbidden': { path: '/403', access: 'public' },
  'errors.notFound': { path: '/404', access: 'public' },
  'errors.serverError': { path: '/500', access: 'public' },
} as const satisfies Screens<'errors'>;
