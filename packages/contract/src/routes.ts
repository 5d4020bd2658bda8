import type { z } from 'zod';
import type { Access } from './permissions';
import * as auth from './schemas/auth';
import * as browsers from './schemas/browsers';
import { empty, okEmpty } from './schemas/common';
import { healthResponse } from './schemas/health';
import * as user from './schemas/user';

/**
 * Every call of the API, declared once. The server registers routes from this table (and refuses
 * to start when one lacks an access rule or a handler); the web client and the OpenAPI document
 * are built from it too.
 */
export interface RouteDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  /** Fastify syntax: `:name` marks a path parameter. */
  path: string;
  /** Body for POST; query string and path parameters for GET. */
  request: Req;
  response: Res;
  access: Access;
  /** Write calls are recorded in the audit log. */
  write: boolean;
  /** What the Authorization header carries: the access token (default), or another credential. */
  credential?: 'refresh_token' | 'sso_token';
  area: string;
  summary: string;
}

const route = <Req extends z.ZodType, Res extends z.ZodType>(def: RouteDef<Req, Res>) => def;

const V1 = '/api/v1';
const MANAGER = `${V1}/manager`;
const BROWSER = `${MANAGER}/black_browser`;

export const routes = {
  'health.liveness': route({
    method: 'POST',
    path: '/rpc/Health/Liveness',
    request: empty,
    response: healthResponse,
    access: 'public',
    write: false,
    area: 'health',
    summary: 'The process is up',
  }),
  'health.readiness': route({
    method: 'POST',
    path: '/rpc/Health/Readiness',
    request: empty,
    response: healthResponse,
    access: 'public',
    write: false,
    area: 'health',
    summary: 'The database answers',
  }),

  'auth.publicKey': route({
    method: 'GET',
    path: `${MANAGER}/auth/public_key`,
    request: empty,
    response: auth.publicKeyResponse,
    access: 'public',
    write: false,
    area: 'auth',
    summary: 'RSA public key (SPKI PEM) to encrypt passwords with (RSA-OAEP, SHA-256)',
  }),
  'auth.captcha': route({
    method: 'GET',
    path: `${MANAGER}/auth/captcha`,
    request: empty,
    response: auth.captchaResponse,
    access: 'public',
    write: false,
    area: 'auth',
    summary: 'A proof-of-work challenge (ALTCHA v1); accepted once, expires',
  }),
  'auth.login': route({
    method: 'POST',
    path: `${MANAGER}/auth/login`,
    request: auth.loginRequest,
    response: auth.sessionResponse,
    access: 'public',
    write: true,
    area: 'auth',
    summary: 'Sign in with an encrypted password and a solved captcha',
  }),
  'auth.refresh': route({
    method: 'GET',
    path: `${MANAGER}/auth/refresh_token`,
    request: empty,
    response: auth.refreshResponse,
    access: 'public',
    credential: 'refresh_token',
    write: true,
    area: 'auth',
    summary:
      'Rotate the refresh token given as Bearer; reuse of an old one ends the session family',
  }),
  'auth.logout': route({
    method: 'POST',
    path: `${MANAGER}/auth/logout`,
    request: auth.logoutRequest,
    response: okEmpty,
    access: 'public',
    write: true,
    area: 'auth',
    summary: 'Revoke a refresh token and its family',
  }),
  'auth.ssoLogin': route({
    method: 'GET',
    path: `${MANAGER}/auth/sso_login`,
    request: empty,
    response: auth.sessionResponse,
    access: 'public',
    credential: 'sso_token',
    write: true,
    area: 'auth',
    summary: "Sign in with the identity provider's JWT given as Bearer",
  }),

  'user.me': route({
    method: 'GET',
    path: `${V1}/user/info`,
    request: empty,
    response: user.currentUserResponse,
    access: 'authenticated',
    write: false,
    area: 'user',
    summary: 'The signed-in user, with roles and permissions',
  }),
  'user.byId': route({
    method: 'GET',
    path: `${V1}/user/:id`,
    request: user.userByIdRequest,
    response: user.currentUserResponse,
    access: 'authenticated',
    write: false,
    area: 'user',
    summary: 'A user by id: oneself, or anyone with user.get',
  }),

  'browsers.list': route({
    method: 'POST',
    path: `${BROWSER}/list`,
    request: browsers.browserListRequest,
    response: browsers.browserListResponse,
    access: 'browser.list',
    write: false,
    area: 'browsers',
    summary: 'Blocked browsers, with the rule version in force',
  }),
  'browsers.get': route({
    method: 'POST',
    path: `${BROWSER}/get`,
    request: browsers.browserIdRequest,
    response: browsers.browserItemResponse,
    access: 'browser.get',
    write: false,
    area: 'browsers',
    summary: 'One blocked browser',
  }),
  'browsers.create': route({
    method: 'POST',
    path: `${BROWSER}/create`,
    request: browsers.browserFields,
    response: browsers.browserItemResponse,
    access: 'browser.create',
    write: true,
    area: 'browsers',
    summary: 'Add a blocked browser (file names are unique, case-insensitively)',
  }),
  'browsers.edit': route({
    method: 'POST',
    path: `${BROWSER}/edit`,
    request: browsers.browserEditRequest,
    response: browsers.browserItemResponse,
    access: 'browser.edit',
    write: true,
    area: 'browsers',
    summary: 'Change a blocked browser',
  }),
  'browsers.delete': route({
    method: 'POST',
    path: `${BROWSER}/delete`,
    request: browsers.browserIdRequest,
    response: okEmpty,
    access: 'browser.delete',
    write: true,
    area: 'browsers',
    summary: 'Remove a blocked browser',
  }),
  'browsers.apply': route({
    method: 'GET',
    path: `${BROWSER}/apply`,
    request: empty,
    response: browsers.browserApplyResponse,
    access: 'browser.apply',
    write: true,
    area: 'browsers',
    summary: 'Publish the current rule set as a new numbered version (unchanged sets keep theirs)',
  }),
} as const;

export type Routes = typeof routes;
export type RouteId = keyof Routes;
export type RequestOf<K extends RouteId> = z.input<Routes[K]['request']>;
export type ParsedRequestOf<K extends RouteId> = z.output<Routes[K]['request']>;
export type ResponseOf<K extends RouteId> = z.output<Routes[K]['response']>;

export const routeIds = Object.keys(routes) as RouteId[];

/** The path with its parameters filled in, for clients. */
export function buildPath(path: string, params: Record<string, unknown>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}
