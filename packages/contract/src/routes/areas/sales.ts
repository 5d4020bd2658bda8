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

/* Values its screens use without zod; `schemas/sales.ts` declares the calls with them. */

/** A code's sales sort by time or by the amount paid; newest first unless asked otherwise. */
export const CODE_SALE_SORT_FIELDS = ['at', 'amount_paid'] as const;

/** Sales per code sort by code, by the latest sale's time, by the sum paid or by the count. */
export const SALE_SORT_FIELDS = ['code', 'last_at', 'sum', 'count'] as const;
