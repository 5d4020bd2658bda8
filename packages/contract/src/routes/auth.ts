import * as auth from '../schemas/auth';
import { empty, okEmpty } from '../schemas/common';
import { routesOf } from './define';
import { errors, permissions, screens } from './areas/auth';

/** Its permissions, error keys and screens, which the web caller loads without the calls. */
export { errors, permissions, screens };

/** What its calls are for, as integrators read it: the API reference's tag description. */
export const description =
  'Sign-in: the public key to encrypt passwords with, the captcha, password and single sign-on, ' +
  'refreshing an access token, and logout.';

const route = routesOf('auth', permissions);
const AUTH = '/api/v1/manager/auth';

export const routes = {
  'auth.publicKey': route({
    method: 'GET',
    path: `${AUTH}/public_key`,
    request: empty,
    response: auth.publicKeyResponse,
    access: 'public',
    write: false,
    summary: 'RSA public key (SPKI PEM) to encrypt passwords with (RSA-OAEP, SHA-256)',
  }),
  'auth.captcha': route({
    method: 'GET',
    path: `${AUTH}/captcha`,
    request: empty,
    response: auth.captchaResponse,
    access: 'public',
    write: false,
    summary: 'A proof-of-work challenge (ALTCHA v1); accepted once, expires',
  }),
  'auth.login': route({
    method: 'POST',
    path: `${AUTH}/login`,
    request: auth.loginRequest,
    response: auth.sessionResponse,
    access: 'public',
    write: true,
    // Roomy for an office behind one address; the sign-in limits proper are per name and address.
    limit: { calls: 60, seconds: 60 },
    summary: 'Sign in with an encrypted password and a solved captcha',
  }),
  'auth.rpcLogin': route({
    method: 'POST',
    path: '/rpc/Auth/Login',
    request: auth.loginRequest,
    response: auth.rpcSessionResponse,
    access: 'public',
    write: true,
    limit: { calls: 60, seconds: 60 },
    summary:
      "The campaign console's sign-in: the same body, limits and audit as auth/login; the same answer in camelCase",
  }),
  'auth.refresh': route({
    method: 'GET',
    path: `${AUTH}/refresh_token`,
    request: empty,
    response: auth.refreshResponse,
    access: 'public',
    credential: 'refresh_token',
    write: true,
    limit: { calls: 120, seconds: 60 },
    summary:
      'Rotate the refresh token given as Bearer; reuse of an old one ends the session family',
  }),
  'auth.logout': route({
    method: 'POST',
    path: `${AUTH}/logout`,
    request: auth.logoutRequest,
    response: okEmpty,
    access: 'public',
    write: true,
    limit: { calls: 60, seconds: 60 },
    summary: 'End the session of a refresh token: its family and its access tokens',
  }),
  'auth.logoutAll': route({
    method: 'POST',
    path: `${AUTH}/logout_all`,
    request: empty,
    response: okEmpty,
    access: 'authenticated',
    write: true,
    summary: "End every session of the caller's account, on every device, this one included",
  }),
  'auth.ssoLogin': route({
    method: 'GET',
    path: `${AUTH}/sso_login`,
    request: empty,
    response: auth.sessionResponse,
    access: 'public',
    credential: 'sso_token',
    write: true,
    limit: { calls: 60, seconds: 60 },
    summary: "Sign in with the identity provider's JWT given as Bearer",
  }),
};
