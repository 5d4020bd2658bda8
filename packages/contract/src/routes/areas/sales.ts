import type { ErrorKinds, Grants, Screens } from '../define';

/** Sales made with promotion codes, per salesman, with commissions. */
export const permissions = {
  'sales.list': ['admin', 'manager'],
  'sales.mine': ['salesman'],
} as const satisfies Grants<'sales'>;

export const errors = {} as const satisfies ErrorKinds<'sales'>;

export const screens = {
  'sales.list': { path: '/sale', access: ['sales.list', 'sales.mine'] },
} as const satisfies Screens<'sales', keyof typeof permissions>;
