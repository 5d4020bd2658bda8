import type { ErrorKinds, Grants, Screens } from './define';

/**
 * Promotion campaigns and their mer-ter files (issues to come). The permissions are granted now so
 * the roles read as DESIGN.md gives them; the calls and screens arrive with the area.
 */
export const permissions = {
  'campaigns.read': ['admin', 'manager', 'supporter', 'risk'],
  'campaigns.create': ['admin', 'supporter'],
  'campaigns.edit': ['admin', 'supporter'],
  'campaigns.submit': ['admin', 'supporter'],
  'campaigns.sync': ['admin', 'supporter'],
  'campaigns.upload': ['admin', 'supporter'],
  'campaigns.approve': ['admin', 'manager'],
  'campaigns.reject': ['admin', 'manager'],
  'campaigns.lock': ['admin', 'manager'],
  'campaigns.unlock': ['admin', 'manager'],
  'campaigns.stop': ['admin', 'manager'],
} as const satisfies Grants<'campaigns'>;

export const errors = {
  'campaigns.not_found': 'not_found',
  'campaigns.duplicate_code': 'already_exists',
  /** An action the campaign's state does not allow (the machine's conflict). */
  'campaigns.invalid_status': 'failed_precondition',
  /** Maker-checker: whoever submitted a version cannot approve it. */
  'campaigns.own_submission': 'failed_precondition',
  'campaigns.ended': 'failed_precondition',
  /** Someone changed the campaign since the caller read it (its version moved). */
  'campaigns.stale_version': 'failed_precondition',
  'campaigns.merchant_not_found': 'not_found',
  'campaigns.extend_less': 'failed_precondition',
} as const satisfies ErrorKinds<'campaigns'>;
export const screens = {} as const satisfies Screens<'campaigns'>;
export const routes = {};
