import type { ErrorKinds, Grants, Screens } from './define';

/** Customer, merchant and terminal blocklists (an issue to come; permissions granted now). */
export const permissions = {
  'blocklists.read': ['admin', 'manager', 'supporter', 'risk'],
  'blocklists.write': ['admin', 'manager', 'supporter'],
} as const satisfies Grants<'blocklists'>;

export const errors = {} as const satisfies ErrorKinds<'blocklists'>;
export const screens = {} as const satisfies Screens<'blocklists'>;
export const routes = {};
