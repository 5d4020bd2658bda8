import type { ErrorKinds, Grants, Screens } from '../define';

/**
 * Web black and white lists and app blocklists. Global groups are kept by employees with `rules.web`
 * or `rules.app`; a parent's own by him, or by employees with `parents.any`. Every call needs
 * `rules.groups`; the service then checks the group or parent named (docs/decisions/parent-controls.md).
 */
export const permissions = {
  'rules.app': ['admin', 'operator'],
  'rules.web': ['admin', 'operator'],
  /** The rule-group calls; which groups a caller reaches is checked group by group. */
  'rules.groups': ['admin', 'manager', 'supporter', 'operator', 'parent'],
} as const satisfies Grants<'rules'>;

export const errors = {
  'rules.not_found': 'not_found',
  'rules.duplicate_name': 'already_exists',
  /** A group assigned to staff users is not deleted: they would lose their rules unnoticed. */
  'rules.in_use': 'failed_precondition',
} as const satisfies ErrorKinds<'rules'>;

// A parent opens the app-rule screens for his own groups (and reads the global ones).
export const screens = {
  'rules.list': { path: '/rule', access: ['rules.app', 'parents.own'] },
  'rules.create': { path: '/rule-create', access: ['rules.app', 'parents.own'] },
  'rules.show': { path: '/rule/:id', access: ['rules.app', 'parents.own'] },
  'rules.edit': { path: '/rule/:id/edit', access: ['rules.app', 'parents.own'] },
} as const satisfies Screens<'rules', keyof typeof permissions | 'parents.own'>;
