import type { PROMOTION_SHOWN_STATUSES, PROMOTION_STATUSES } from '../../constants';
import type { ErrorKinds, Grants, Screens } from '../define';

/** Promotion codes (sales codes) with rewards; a salesman sees his own through the *_mine calls. */
export const permissions = {
  'promotions.list': ['admin', 'manager'],
  'promotions.get': ['admin', 'manager'],
  'promotions.create': ['admin', 'manager'],
  'promotions.edit': ['admin', 'manager'],
  'promotions.mine': ['salesman'],
} as const satisfies Grants<'promotions'>;

export const errors = {
  'promotions.not_found': 'not_found',
  'promotions.duplicate_code': 'already_exists',
  'promotions.code_stopped': 'failed_precondition',
  'promotions.code_expired': 'failed_precondition',
  'promotions.wrong_package': 'failed_precondition',
  'promotions.wrong_unit': 'failed_precondition',
  'promotions.min_months': 'failed_precondition',
  'promotions.status_final': 'failed_precondition',
} as const satisfies ErrorKinds<'promotions'>;

export const screens = {
  'promotions.list': { path: '/promotion', access: 'promotions.list' },
  'promotions.create': { path: '/promotion/create', access: 'promotions.create' },
  'promotions.show': { path: '/promotion/:id/:code', access: 'promotions.get' },
  'promotions.edit': { path: '/promotion/:id/:code/edit', access: 'promotions.edit' },
  // The per-row sales view, for employees and for the salesman who owns the code.
  'promotions.sales': {
    path: '/promotion/:id/:code/sale',
    access: ['promotions.get', 'promotions.mine'],
  },
  'promotions.mine': { path: '/promotion-mine', access: 'promotions.mine' },
  'promotions.mineShow': { path: '/promotion-mine/:id/:code', access: 'promotions.mine' },
} as const satisfies Screens<'promotions', keyof typeof permissions>;

/* Values its screens use without zod; `schemas/promotions.ts` declares the calls with them. */

export const PROMOTION_SORT_FIELDS = ['id', 'code', 'expire', 'created_at', 'updated_at'] as const;

export type PromotionShownStatus = (typeof PROMOTION_SHOWN_STATUSES)[number];

/** The status a code reads as on every screen and export: failed, else expired, else its state. */
export function shownStatus(p: {
  status: (typeof PROMOTION_STATUSES)[number];
  expired: boolean;
}): PromotionShownStatus {
  if (p.status === 'fail') return 'fail';
  return p.expired ? 'expired' : p.status;
}
