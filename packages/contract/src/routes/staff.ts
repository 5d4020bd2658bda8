import { empty, okEmpty } from '../schemas/common';
import * as staff from '../schemas/staff';
import * as users from '../schemas/users';
import { routesOf } from './define';
import { errors, permissions, screens } from './areas/staff';

/** Its permissions, error keys and screens, which the web caller loads without the calls. */
export { errors, permissions, screens };

/** What its calls are for, as integrators read it: the API reference's tag description. */
export const description =
  'Staff administration with invitations (the campaign console’s User service).';

const route = routesOf('staff', permissions);

export const routes = {
  'staff.add': route({
    errors: ['accounts.email_exists', 'accounts.user_exists'],
    method: 'POST',
    path: '/rpc/User/Add',
    request: staff.staffAddRequest,
    response: staff.staffItemResponse,
    access: 'staff.manage',
    write: true,
    idempotent: true,
    summary: 'Invite a staff member: the mail carries a link to set a password',
  }),
  'staff.get': route({
    errors: ['users.not_found'],
    method: 'POST',
    path: '/rpc/User/Get',
    request: staff.staffIdRequest,
    response: staff.staffItemResponse,
    access: 'staff.manage',
    write: false,
    summary: 'One account',
  }),
  'staff.getUserInfo': route({
    method: 'POST',
    path: '/rpc/User/GetUserInfo',
    request: empty,
    response: users.currentUserResponse,
    access: 'authenticated',
    write: false,
    summary: 'The signed-in user',
  }),
  'staff.update': route({
    errors: ['users.not_found'],
    method: 'POST',
    path: '/rpc/User/Update',
    request: staff.staffUpdateRequest,
    response: staff.staffItemResponse,
    access: 'staff.manage',
    write: true,
    summary: 'Change role, name, phone; disable or enable (disabling ends the sessions)',
  }),
  'staff.delete': route({
    errors: ['users.not_found'],
    method: 'POST',
    path: '/rpc/User/Delete',
    request: staff.staffIdRequest,
    response: okEmpty,
    access: 'staff.manage',
    write: true,
    summary: 'Delete an account; its sessions end at once',
  }),
  'staff.resendInvitation': route({
    errors: ['accounts.too_many_mails', 'users.not_found'],
    method: 'POST',
    path: '/rpc/User/ResendInvitation',
    request: staff.staffIdRequest,
    response: okEmpty,
    access: 'staff.manage',
    write: true,
    summary:
      'Mail a new invitation link to an account whose password is not set yet; older links keep working',
  }),
  'staff.invitation': route({
    errors: ['accounts.token_expired', 'accounts.token_invalid'],
    method: 'POST',
    path: '/rpc/User/Invitation',
    request: staff.invitationRequest,
    response: staff.invitationResponse,
    access: 'public',
    write: false,
    // The token is 256 random bits; the limit keeps the call from being a cheap probe anyway.
    limit: { calls: 30, seconds: 600 },
    summary: 'The user name an unused invitation link is for (the set-password page shows it)',
  }),
  'staff.list': route({
    method: 'POST',
    path: '/rpc/User/List',
    request: staff.staffListRequest,
    response: staff.staffListResponse,
    access: 'staff.manage',
    write: false,
    summary: 'Accounts, by role and search text',
  }),
};
