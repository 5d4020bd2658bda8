import type { ErrorKinds, Grants, Screens } from '../define';

/** The audit log of sign-ins and write calls (a reading screen is still to come). */
export const permissions = {
  'audit.read': ['admin'],
} as const satisfies Grants<'audit'>;

export const errors = {} as const satisfies ErrorKinds<'audit'>;
export const screens = {} as const satisfies Screens<'audit'>;
