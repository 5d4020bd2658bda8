import { empty } from '../schemas/common';
import * as users from '../schemas/users';
import { routesOf } from './define';
import { errors, permissions, screens } from './areas/users';

/** Its permissions, error keys and screens, which the web caller loads without the calls. */
export { errors, permissions, screens };

/** What its calls are for, as integrators read it: the API reference's tag description. */
export const description =
  "Users of the console, their memberships and subscriptions, and the signed-in user's own record.";

const route = routesOf('users', permissions);
const V1 = '/api/v1';
const USER = `${V1}/manager/user`;
const SUBSCRIPTION = `${V1}/manager/subscription`;

export const routes = {
  'users.me': route({
    method: 'GET',
    path: `${V1}/user/info`,
    request: empty,
    response: users.currentUserResponse,
    access: 'authenticated',
    write: false,
    summary: 'The signed-in user, with roles and permissions',
  }),
  'users.byId': route({
    errors: ['common.permission_denied'],
    method: 'GET',
    path: `${V1}/user/:id`,
    request: users.userByIdRequest,
    response: users.currentUserResponse,
    access: 'authenticated',
    write: false,
    summary: 'A user by id: oneself, or anyone with users.get',
  }),
  'users.list': route({
    method: 'POST',
    path: `${USER}/list`,
    request: users.userListRequest,
    response: users.userListResponse,
    access: 'users.list',
    write: false,
    summary: 'Users, searchable by name, e-mail or phone',
  }),
  'users.get': route({
    method: 'GET',
    path: `${USER}/:id`,
    request: users.userByIdRequest,
    response: users.userItemResponse,
    access: 'users.get',
    write: false,
    summary: 'One user',
  }),
  'users.update': route({
    errors: ['accounts.email_exists'],
    method: 'POST',
    path: `${USER}/update`,
    request: users.userUpdateRequest,
    response: users.userItemResponse,
    access: 'users.update',
    write: true,
    summary: "Change a user's contact details",
  }),
  'users.activate': route({
    method: 'POST',
    path: `${USER}/activate`,
    request: users.usernameRequest,
    response: users.userItemResponse,
    access: 'users.activate',
    write: true,
    summary: 'Turn the membership on (off to on only)',
  }),
  'users.listLike': route({
    method: 'POST',
    path: `${USER}/list_like`,
    request: users.listLikeRequest,
    response: users.userOptionsResponse,
    access: 'users.lookup',
    write: false,
    summary: 'Users whose name contains the text (at most 20), for pickers',
  }),
  'users.searchLike': route({
    method: 'POST',
    path: `${USER}/search_like`,
    request: users.searchLikeRequest,
    response: users.userOptionsResponse,
    access: 'users.lookup',
    write: false,
    summary: 'Parent accounts by id, e-mail or phone (at most 20)',
  }),
  'users.info': route({
    method: 'POST',
    path: `${USER}/info`,
    request: users.userInfoRequest,
    response: users.userInfoResponse,
    access: 'users.get',
    write: false,
    summary: 'One user by user name',
  }),
  'users.upToStandard': route({
    errors: [
      'promotions.code_expired',
      'promotions.code_stopped',
      'promotions.min_months',
      'promotions.not_found',
      'promotions.wrong_package',
      'promotions.wrong_unit',
    ],
    method: 'POST',
    path: `${SUBSCRIPTION}/uptostandard`,
    request: users.upgradeRequest,
    response: users.userItemResponse,
    access: 'users.subscription',
    write: true,
    idempotent: true,
    summary: 'Extend the standard package by N months from the later of now and the current end',
  }),
  'users.downToFree': route({
    method: 'POST',
    path: `${SUBSCRIPTION}/downtofree`,
    request: users.usernameRequest,
    response: users.userItemResponse,
    access: 'users.subscription',
    write: true,
    summary: 'End the paid period now',
  }),
  'users.history': route({
    method: 'POST',
    path: `${SUBSCRIPTION}/history`,
    request: users.historyRequest,
    response: users.historyResponse,
    access: 'users.get',
    write: false,
    summary: "A user's subscription and membership changes, newest first",
  }),
  'users.quote': route({
    method: 'POST',
    path: `${SUBSCRIPTION}/quote`,
    request: users.quoteRequest,
    response: users.quoteResponse,
    access: 'users.subscription',
    write: false,
    summary: 'Price of N months of a package, with what a promotion code takes off or adds',
  }),
};
