import type { ErrorKinds, Grants, Screens } from '../define';

/** Staff administration, the campaign console's RPC-style User service. */
export const permissions = {
  'staff.manage': ['admin'],
} as const satisfies Grants<'staff'>;

export const errors = {
  'staff.not_self': 'failed_precondition',
  'staff.not_pending': 'failed_precondition',
} as const satisfies ErrorKinds<'staff'>;

export const screens = {
  'staff.list': { path: '/staff', access: 'staff.manage' },
} as const satisfies Screens<'staff', keyof typeof permissions>;
