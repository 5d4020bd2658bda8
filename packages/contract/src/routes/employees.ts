import { empty, okEmpty } from '../schemas/common';
import * as employees from '../schemas/employees';
import { routesOf } from './define';
import { errors, permissions, screens } from './areas/employees';

/** Its permissions, error keys and screens, which the web caller loads without the calls. */
export { errors, permissions, screens };

/** What its calls are for, as integrators read it: the API reference's tag description. */
export const description =
  'Employees administration with invitations (the campaign console’s User service).';

const route = routesOf('employees', permissions);

export const routes = {
  'employees.add': route({
    errors: ['accounts.email_exists', 'accounts.user_exists'],
    method: 'POST',
    path: '/rpc/User/Add',
    request: employees.employeeAddRequest,
    response: employees.employeeItemResponse,
    access: 'employees.manage',
    write: true,
    idempotent: true,
    summary: 'Invite an employee: the mail carries a link to set a password',
  }),
  'employees.get': route({
    errors: ['users.not_found'],
    method: 'POST',
    path: '/rpc/User/Get',
    request: employees.employeeIdRequest,
    response: employees.employeeItemResponse,
    access: 'employees.manage',
    write: false,
    summary: 'One account',
  }),
  'employees.getUserInfo': route({
    method: 'POST',
    path: '/rpc/User/GetUserInfo',
    request: empty,
    response: employees.signedInUserResponse,
    access: 'authenticated',
    write: false,
    summary: 'The signed-in user',
  }),
  'employees.update': route({
    errors: ['users.not_found'],
    method: 'POST',
    path: '/rpc/User/Update',
    request: employees.employeeUpdateRequest,
    response: employees.employeeItemResponse,
    access: 'employees.manage',
    write: true,
    summary: 'Change role, name, phone; disable or enable (disabling ends the sessions)',
  }),
  'employees.delete': route({
    errors: ['users.not_found'],
    method: 'POST',
    path: '/rpc/User/Delete',
    request: employees.employeeIdRequest,
    response: okEmpty,
    access: 'employees.manage',
    write: true,
    summary: 'Delete an account; its sessions end at once',
  }),
  'employees.resendInvitation': route({
    errors: ['accounts.too_many_mails', 'users.not_found'],
    method: 'POST',
    path: '/rpc/User/ResendInvitation',
    request: employees.employeeIdRequest,
    response: okEmpty,
    access: 'employees.manage',
    write: true,
    summary:
      'Mail a new invitation link to an account whose password is not set yet; older links keep working',
  }),
  'employees.invitation': route({
    errors: ['accounts.token_expired', 'accounts.token_invalid'],
    method: 'POST',
    path: '/rpc/User/Invitation',
    request: employees.invitationRequest,
    response: employees.invitationResponse,
    access: 'public',
    write: false,
    // The token is 256 random bits; the limit keeps the call from being a cheap probe anyway.
    limit: { calls: 30, seconds: 600 },
    summary: 'The user name an unused invitation link is for (the set-password page shows it)',
  }),
  'employees.list': route({
    method: 'POST',
    path: '/rpc/User/List',
    request: employees.employeeListRequest,
    response: employees.employeeListResponse,
    access: 'employees.manage',
    write: false,
    summary: 'Accounts, by role and search text',
  }),
};
