import type { ErrorKinds, Grants, Screens } from '../define';

/** Employees (the console's accounts) administration, the campaign console's RPC-style User service. */
export const permissions = {
  'employees.manage': ['admin'],
} as const satisfies Grants<'employees'>;

export const errors = {
  'employees.not_self': 'failed_precondition',
  'employees.not_pending': 'failed_precondition',
} as const satisfies ErrorKinds<'employees'>;

export const screens = {
  'employees.list': { path: '/employees', access: 'employees.manage' },
} as const satisfies Screens<'employees', keyof typeof permissions>;
