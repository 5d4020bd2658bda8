import type { ErrorKinds, Grants, Screens } from '../define';

/** Sign-in: public key, captcha, password and SSO sign-in, refresh and logout. */
export const permissions = {} as const satisfies Grants<'auth'>;

export const errors = {
  'auth.unauthenticated': 'unauthenticated',
  'auth.token_expired': 'token_expired',
  'auth.invalid_credentials': 'unauthenticated',
  'auth.invalid_token': 'invalid_input',
  'auth.invalid_refresh_token': 'unauthenticated',
  'auth.invalid_sso_token': 'unauthenticated',
  'auth.account_disabled': 'permission_denied',
  'auth.too_many_attempts': 'too_many_requests',
  'auth.invalid_password_encryption': 'invalid_input',
  'auth.account_not_verified': 'permission_denied',
} as const satisfies ErrorKinds<'auth'>;

export const screens = {
  'auth.login': { path: '/login', access: 'public' },
  'auth.sso': { path: '/sso', access: 'public' },
} as const satisfies Screens<'auth'>;
