import type { ErrorKinds, Grants, Screens } from './define';

/** Global app blocklists and web black/white lists (an issue to come; permissions granted now). */
export const permissions = {
  'rules.app': ['admin', 'operator'],
  'rules.web': ['admin', 'operator'],
} as const satisfies Grants<'rules'>;

export const errors = {} as const satisfies ErrorKinds<'rules'>;
export const screens = {} as const satisfies Screens<'rules'>;
export const routes = {};
