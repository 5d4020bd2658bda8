import type { z } from 'zod';
import type { Access } from './permissions';
import * as accounts from './schemas/accounts';
import * as auth from './schemas/auth';
import * as bank from './schemas/bank';
import * as browsers from './schemas/browsers';
import { empty, okEmpty } from './schemas/common';
import { healthResponse } from './schemas/health';
import * as promotions from './schemas/promotions';
import * as sales from './schemas/sales';
import * as staff from './schemas/staff';
import * as user from './schemas/user';
import * as users from './schemas/users';

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
  /**
   * The most calls one client address may make in a window; more get 429 with Retry-After. For
   * public calls that need no captcha but answer something worth harvesting (whether a name is
   * taken).
   */
  limit?: { calls: number; seconds: number };
  area: string;
  summary: string;
}

const route = <Req extends z.ZodType, Res extends z.ZodType>(def: RouteDef<Req, Res>) => def;

const V1 = '/api/v1';
const MANAGER = `${V1}/manager`;
const BROWSER = `${MANAGER}/black_browser`;
const USER = `${MANAGER}/user`;
const SUBSCRIPTION = `${MANAGER}/subscription`;
const PROMOTION = `${MANAGER}/promotion`;
const SALE = `${MANAGER}/sale`;
const BANK_INFO = `${MANAGER}/bank_info`;

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

  'bank.list': route({
    method: 'POST',
    path: `${BANK_INFO}/list`,
    request: bank.bankListRequest,
    response: bank.bankListResponse,
    access: 'bank_info.list',
    write: false,
    area: 'bank',
    summary: 'Bank details of every user',
  }),
  'bank.listMine': route({
    method: 'POST',
    path: `${BANK_INFO}/list_mine`,
    request: bank.bankListRequest,
    response: bank.bankListResponse,
    access: 'bank_info.mine',
    write: false,
    area: 'bank',
    summary: 'Bank details of the signed-in user',
  }),
  'bank.get': route({
    method: 'POST',
    path: `${BANK_INFO}/get`,
    request: bank.bankIdRequest,
    response: bank.bankItemResponse,
    access: 'bank_info.get',
    write: false,
    area: 'bank',
    summary: 'One bank detail',
  }),
  'bank.getMine': route({
    method: 'POST',
    path: `${BANK_INFO}/get_mine`,
    request: bank.bankIdRequest,
    response: bank.bankItemResponse,
    access: 'bank_info.mine',
    write: false,
    area: 'bank',
    summary: 'One bank detail of the signed-in user (404 for any other)',
  }),
  'bank.add': route({
    method: 'POST',
    path: `${BANK_INFO}/add`,
    request: bank.bankAddRequest,
    response: bank.bankItemResponse,
    access: 'bank_info.write',
    write: true,
    area: 'bank',
    summary: 'Add bank details for a user (a catalogue bank; holder upper case, no diacritics)',
  }),
  'bank.addMine': route({
    method: 'POST',
    path: `${BANK_INFO}/add_mine`,
    request: bank.bankAddMineRequest,
    response: bank.bankItemResponse,
    access: 'bank_info.mine',
    write: true,
    area: 'bank',
    summary: 'Add bank details for the signed-in user (a user name sent is ignored)',
  }),
  'bank.edit': route({
    method: 'POST',
    path: `${BANK_INFO}/edit`,
    request: bank.bankEditRequest,
    response: bank.bankItemResponse,
    access: 'bank_info.write',
    write: true,
    area: 'bank',
    summary: 'Change bank details',
  }),
  'bank.editMine': route({
    method: 'POST',
    path: `${BANK_INFO}/edit_mine`,
    request: bank.bankEditRequest,
    response: bank.bankItemResponse,
    access: 'bank_info.mine',
    write: true,
    area: 'bank',
    summary: 'Change one bank detail of the signed-in user (404 for any other)',
  }),
  'accounts.signup': route({
    method: 'POST',
    path: `${USER}/signup`,
    request: accounts.signupRequest,
    response: accounts.signupResponse,
    access: 'public',
    write: true,
    area: 'accounts',
    summary: 'Register a parent account; it signs in once its e-mail is verified',
  }),
  'accounts.testName': route({
    method: 'POST',
    path: `${USER}/testname`,
    request: accounts.testNameRequest,
    response: accounts.testNameResponse,
    access: 'public',
    write: false,
    // The form asks at most twice a second while someone types; this stops a name harvest.
    limit: { calls: 30, seconds: 60 },
    area: 'accounts',
    summary: 'Whether a username is taken',
  }),
  'accounts.activate': route({
    method: 'POST',
    path: `${V1}/user/activate`,
    request: accounts.activateRequest,
    response: okEmpty,
    access: 'public',
    write: true,
    area: 'accounts',
    summary: 'Verify an e-mail address with the token of the mailed link (single use, 24 hours)',
  }),
  'accounts.resendVerification': route({
    method: 'POST',
    path: `${USER}/resend_verification`,
    request: accounts.resendVerificationRequest,
    response: okEmpty,
    access: 'public',
    write: true,
    area: 'accounts',
    summary:
      'Mail a new verification link to an unverified account (never tells whether it exists)',
  }),
  'accounts.forgotPassword': route({
    method: 'POST',
    path: `${USER}/forgot_password`,
    request: accounts.forgotPasswordRequest,
    response: okEmpty,
    access: 'public',
    write: true,
    area: 'accounts',
    summary: 'Mail a password-reset link (never tells whether the account exists)',
  }),
  'accounts.resetPassword': route({
    method: 'POST',
    path: `${USER}/reset_password`,
    request: accounts.resetPasswordRequest,
    response: okEmpty,
    access: 'public',
    write: true,
    area: 'accounts',
    summary: "Set a new password with a reset link's token; ends the account's sessions",
  }),

  'users.list': route({
    method: 'POST',
    path: `${USER}/list`,
    request: users.userListRequest,
    response: users.userListResponse,
    access: 'user.list',
    write: false,
    area: 'users',
    summary: 'Users, searchable by name, e-mail or phone',
  }),
  'users.get': route({
    method: 'GET',
    path: `${USER}/:id`,
    request: users.userByIdRequest,
    response: users.userItemResponse,
    access: 'user.get',
    write: false,
    area: 'users',
    summary: 'One user',
  }),
  'users.update': route({
    method: 'POST',
    path: `${USER}/update`,
    request: users.userUpdateRequest,
    response: users.userItemResponse,
    access: 'user.update',
    write: true,
    area: 'users',
    summary: "Change a user's contact details",
  }),
  'users.activate': route({
    method: 'POST',
    path: `${USER}/activate`,
    request: users.usernameRequest,
    response: users.userItemResponse,
    access: 'user.activate',
    write: true,
    area: 'users',
    summary: 'Turn the membership on (off to on only)',
  }),
  'users.listLike': route({
    method: 'POST',
    path: `${USER}/list_like`,
    request: users.listLikeRequest,
    response: users.userOptionsResponse,
    access: 'user.lookup',
    write: false,
    area: 'users',
    summary: 'Users whose name contains the text (at most 20), for pickers',
  }),
  'users.searchLike': route({
    method: 'POST',
    path: `${USER}/search_like`,
    request: users.searchLikeRequest,
    response: users.userOptionsResponse,
    access: 'user.lookup',
    write: false,
    area: 'users',
    summary: 'Parent accounts by id, e-mail or phone (at most 20)',
  }),
  'users.info': route({
    method: 'POST',
    path: `${USER}/info`,
    request: users.userInfoRequest,
    response: users.userInfoResponse,
    access: 'user.get',
    write: false,
    area: 'users',
    summary: 'One user by user name',
  }),
  'subscriptions.upToStandard': route({
    method: 'POST',
    path: `${SUBSCRIPTION}/uptostandard`,
    request: users.upgradeRequest,
    response: users.userItemResponse,
    access: 'subscription.change',
    write: true,
    area: 'users',
    summary: 'Extend the standard package by N months from the later of now and the current end',
  }),
  'subscriptions.downToFree': route({
    method: 'POST',
    path: `${SUBSCRIPTION}/downtofree`,
    request: users.usernameRequest,
    response: users.userItemResponse,
    access: 'subscription.change',
    write: true,
    area: 'users',
    summary: 'End the paid period now',
  }),
  'subscriptions.history': route({
    method: 'POST',
    path: `${SUBSCRIPTION}/history`,
    request: users.historyRequest,
    response: users.historyResponse,
    access: 'user.get',
    write: false,
    area: 'users',
    summary: "A user's subscription and membership changes, newest first",
  }),

  'promotions.list': route({
    method: 'POST',
    path: `${PROMOTION}/list`,
    request: promotions.promotionListRequest,
    response: promotions.promotionListResponse,
    access: 'promotion.list',
    write: false,
    area: 'promotions',
    summary: 'Promotion codes with their sales count and sum, by code, status and package',
  }),
  'promotions.listMine': route({
    method: 'POST',
    path: `${PROMOTION}/list_mine`,
    request: promotions.promotionListRequest,
    response: promotions.promotionListResponse,
    access: 'promotion.mine',
    write: false,
    area: 'promotions',
    summary: "The signed-in salesman's codes (their e-mail is his)",
  }),
  'promotions.create': route({
    method: 'POST',
    path: `${PROMOTION}/create`,
    request: promotions.promotionCreateRequest,
    response: promotions.promotionItemResponse,
    access: 'promotion.create',
    write: true,
    area: 'promotions',
    summary: 'Add a promotion code (codes are unique, case-insensitively)',
  }),
  'promotions.get': route({
    method: 'POST',
    path: `${PROMOTION}/get`,
    request: promotions.promotionCodeRequest,
    response: promotions.promotionItemResponse,
    access: 'promotion.get',
    write: false,
    area: 'promotions',
    summary: 'One promotion code',
  }),
  'promotions.getMine': route({
    method: 'POST',
    path: `${PROMOTION}/get_mine`,
    request: promotions.promotionCodeRequest,
    response: promotions.promotionItemResponse,
    access: 'promotion.mine',
    write: false,
    area: 'promotions',
    summary: "One of the signed-in salesman's codes (another's: 404)",
  }),
  'promotions.count': route({
    method: 'POST',
    path: `${PROMOTION}/count`,
    request: promotions.promotionCodeRequest,
    response: promotions.promotionCountResponse,
    access: 'promotion.get',
    write: false,
    area: 'promotions',
    summary: "A code's number of sales and the sum paid",
  }),
  'promotions.countMine': route({
    method: 'POST',
    path: `${PROMOTION}/count_mine`,
    request: promotions.promotionCodeRequest,
    response: promotions.promotionCountResponse,
    access: 'promotion.mine',
    write: false,
    area: 'promotions',
    summary: "count, for one of the signed-in salesman's codes",
  }),
  'promotions.edit': route({
    method: 'POST',
    path: `${PROMOTION}/edit`,
    request: promotions.promotionEditRequest,
    response: promotions.promotionItemResponse,
    access: 'promotion.edit',
    write: true,
    area: 'promotions',
    summary: 'Change a promotion code (named by its code), its status included',
  }),
  'promotions.sales': route({
    method: 'POST',
    path: `${PROMOTION}/sales`,
    request: sales.codeSalesRequest,
    response: sales.codeSalesResponse,
    access: 'promotion.get',
    write: false,
    area: 'promotions',
    summary: "A code's sales, newest first",
  }),
  'promotions.salesMine': route({
    method: 'POST',
    path: `${PROMOTION}/sales_mine`,
    request: sales.codeSalesRequest,
    response: sales.codeSalesResponse,
    access: 'promotion.mine',
    write: false,
    area: 'promotions',
    summary: "The sales of one of the signed-in salesman's codes",
  }),
  'sales.list': route({
    method: 'POST',
    path: `${SALE}/list`,
    request: sales.saleListRequest,
    response: sales.saleListResponse,
    access: 'sale.list',
    write: false,
    area: 'sales',
    summary: 'Sales per code in a period with commissions and totals per currency, any salesman',
  }),
  'sales.listMine': route({
    method: 'POST',
    path: `${SALE}/list_mine`,
    request: sales.saleListMineRequest,
    response: sales.saleListResponse,
    access: 'sale.mine',
    write: false,
    area: 'sales',
    summary: "The signed-in salesman's sales per code, commissions and totals per currency",
  }),
  'subscriptions.quote': route({
    method: 'POST',
    path: `${SUBSCRIPTION}/quote`,
    request: sales.quoteRequest,
    response: sales.quoteResponse,
    access: 'subscription.change',
    write: false,
    area: 'sales',
    summary: 'Price of N months of a package, with what a promotion code takes off or adds',
  }),

  'staff.add': route({
    method: 'POST',
    path: '/rpc/User/Add',
    request: staff.staffAddRequest,
    response: staff.staffItemResponse,
    access: 'staff.manage',
    write: true,
    area: 'staff',
    summary: 'Invite a staff member: the mail carries a link to set a password',
  }),
  'staff.get': route({
    method: 'POST',
    path: '/rpc/User/Get',
    request: staff.staffIdRequest,
    response: staff.staffItemResponse,
    access: 'staff.manage',
    write: false,
    area: 'staff',
    summary: 'One account',
  }),
  'staff.getUserInfo': route({
    method: 'POST',
    path: '/rpc/User/GetUserInfo',
    request: empty,
    response: user.currentUserResponse,
    access: 'authenticated',
    write: false,
    area: 'staff',
    summary: 'The signed-in user',
  }),
  'staff.update': route({
    method: 'POST',
    path: '/rpc/User/Update',
    request: staff.staffUpdateRequest,
    response: staff.staffItemResponse,
    access: 'staff.manage',
    write: true,
    area: 'staff',
    summary: 'Change role, name, phone; disable or enable (disabling ends the sessions)',
  }),
  'staff.delete': route({
    method: 'POST',
    path: '/rpc/User/Delete',
    request: staff.staffIdRequest,
    response: okEmpty,
    access: 'staff.manage',
    write: true,
    area: 'staff',
    summary: 'Delete an account; its sessions end at once',
  }),
  'staff.list': route({
    method: 'POST',
    path: '/rpc/User/List',
    request: staff.staffListRequest,
    response: staff.staffListResponse,
    access: 'staff.manage',
    write: false,
    area: 'staff',
    summary: 'Accounts, by role and search text',
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
