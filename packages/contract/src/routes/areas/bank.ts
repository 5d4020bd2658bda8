import type { ErrorKinds, Grants, Screens } from '../define';

/** Bank details for payouts; a salesman keeps his own through the *_mine calls. */
export const permissions = {
  'bank.list': ['admin', 'operator'],
  'bank.get': ['admin', 'operator'],
  'bank.write': ['admin', 'operator'],
  'bank.mine': ['salesman'],
} as const satisfies Grants<'bank'>;

export const errors = {
  'bank.not_found': 'not_found',
  'bank.unknown_bank': 'not_found',
} as const satisfies ErrorKinds<'bank'>;

// A salesman opens the same screens with bank.mine; the pages then call the *_mine calls.
export const screens = {
  'bank.list': { path: '/bank', access: ['bank.list', 'bank.mine'] },
  'bank.create': { path: '/bank-create', access: ['bank.write', 'bank.mine'] },
  'bank.show': { path: '/bank/:id', access: ['bank.get', 'bank.mine'] },
  'bank.edit': { path: '/bank/:id/edit', access: ['bank.write', 'bank.mine'] },
} as const satisfies Screens<'bank', keyof typeof permissions>;

/* Values its screens use without zod; `schemas/bank.ts` declares the calls with them. */

export const BANK_SORT_FIELDS = ['id', 'user_name', 'bank_name', 'updated_at'] as const;
