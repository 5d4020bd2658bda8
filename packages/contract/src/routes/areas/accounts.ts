import type { ErrorKinds, Grants, Screens } from '../define';

/** Self-registration, e-mail verification, password reset; one's own password and language. */
export const permissions = {} as const satisfies Grants<'accounts'>;

export const errors = {
  'accounts.user_exists': 'already_exists',
  'accounts.email_exists': 'already_exists',
  'accounts.token_invalid': 'invalid_input',
  'accounts.token_expired': 'invalid_input',
  'accounts.too_many_mails': 'too_many_requests',
} as const satisfies ErrorKinds<'accounts'>;

export const screens = {
  'accounts.register': { path: '/register', access: 'public' },
  'accounts.activate': { path: '/account/activate/:id', access: 'public' },
  'accounts.resend': { path: '/account/resend', access: 'public' },
  'accounts.getPassword': { path: '/get-password', access: 'public' },
} as const satisfies Screens<'accounts'>;
