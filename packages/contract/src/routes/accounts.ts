import * as accounts from '../schemas/accounts';
import { sessionResponse } from '../schemas/auth';
import { okEmpty } from '../schemas/common';
import { routesOf } from './define';
import { errors, permissions, screens } from './areas/accounts';

/** Its permissions, error keys and screens, which the web caller loads without the calls. */
export { errors, permissions, screens };

/** What its calls are for, as integrators read it: the API reference's tag description. */
export const description =
  'Self-registration, e-mail verification and password reset; the signed-in user changes his ' +
  'own password and language.';

const route = routesOf('accounts', permissions);
const USER = '/api/v1/manager/user';

export const routes = {
  'accounts.signup': route({
    errors: ['auth.invalid_password_encryption', 'auth.invalid_token'],
    method: 'POST',
    path: `${USER}/signup`,
    request: accounts.signupRequest,
    response: accounts.signupResponse,
    access: 'public',
    write: true,
    limit: { calls: 20, seconds: 3600 },
    summary: 'Register a parent account; it signs in once its e-mail is verified',
  }),
  'accounts.testName': route({
    method: 'POST',
    path: `${USER}/testname`,
    request: accounts.testNameRequest,
    response: accounts.testNameResponse,
    access: 'public',
    write: false,
    // A name probe is traced like a sign-in: who asked, from where, and what it answered.
    audit: true,
    // The form asks at most twice a second while someone types; this stops a name harvest.
    limit: { calls: 30, seconds: 60 },
    summary: 'Whether a username is taken',
  }),
  'accounts.activate': route({
    method: 'POST',
    path: '/api/v1/user/activate',
    request: accounts.activateRequest,
    response: accounts.linkUsedResponse,
    access: 'public',
    write: true,
    limit: { calls: 30, seconds: 600 },
    summary: 'Verify an e-mail address with the token of the mailed link (single use, 24 hours)',
  }),
  'accounts.resendVerification': route({
    errors: ['auth.invalid_token'],
    method: 'POST',
    path: `${USER}/resend_verification`,
    request: accounts.resendVerificationRequest,
    response: okEmpty,
    access: 'public',
    write: true,
    limit: { calls: 10, seconds: 3600 },
    summary:
      'Mail a new verification link to an unverified account (never tells whether it exists)',
  }),
  'accounts.forgotPassword': route({
    errors: ['auth.invalid_token'],
    method: 'POST',
    path: `${USER}/forgot_password`,
    request: accounts.forgotPasswordRequest,
    response: okEmpty,
    access: 'public',
    write: true,
    limit: { calls: 10, seconds: 3600 },
    summary: 'Mail a password-reset link (never tells whether the account exists)',
  }),
  'accounts.resetPassword': route({
    errors: ['auth.invalid_password_encryption', 'auth.invalid_token'],
    method: 'POST',
    path: `${USER}/reset_password`,
    request: accounts.resetPasswordRequest,
    response: accounts.linkUsedResponse,
    access: 'public',
    write: true,
    limit: { calls: 20, seconds: 3600 },
    summary: "Set a new password with a reset link's token; ends the account's sessions",
  }),
  'accounts.changePassword': route({
    errors: ['auth.invalid_password_encryption', 'auth.too_many_attempts'],
    method: 'POST',
    path: `${USER}/change_password`,
    request: accounts.changePasswordRequest,
    response: sessionResponse,
    access: 'authenticated',
    write: true,
    summary:
      "Change one's own password: ends the account's other sessions and answers a new one for this client",
  }),
  'accounts.setLanguage': route({
    method: 'POST',
    path: `${USER}/language`,
    request: accounts.languageRequest,
    response: okEmpty,
    access: 'authenticated',
    write: true,
    summary: "One's own language: applied at each sign-in, on any browser, and to one's mails",
  }),
};
