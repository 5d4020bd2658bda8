import { z } from 'zod';
import { ROLES } from '../roles';
import { email, newUserName, resetPasswordRequest } from './accounts';
import { cappedListOf, editOf, id, itemOf, ok, paging, text, typeError } from './common';
import { user } from './users';

/**
 * Employees administration, the campaign console's RPC-style User service: admins invite employees by
 * e-mail (the mail carries a link to set a password), change roles, disable and delete accounts.
 */
export const employeeRole = z.enum(ROLES, { error: 'validation.role_required' });

export const employeeAddRequest = z.object({
  user_name: newUserName,
  email,
  role: employeeRole,
  full_name: text({ error: typeError() }).trim().max(200, 'validation.too_long').default(''),
});

/** Changes the fields sent; the others stay. */
export const employeeUpdateRequest = editOf(
  z.object({
    role: employeeRole,
    full_name: text().trim().max(200, 'validation.too_long'),
    phone: text().trim().max(20, 'validation.too_long'),
    /** false disables the account: its sessions end at once. */
    active: z.boolean({ error: 'validation.invalid' }),
  }),
).extend({ id });

export const employeeIdRequest = z.object({ id });

export const employeeListRequest = paging.extend({
  keyword: text().trim().max(200, 'validation.too_long').default(''),
  role: employeeRole.optional(),
});

export const employeeItemResponse = itemOf(user);
export const employeeListResponse = cappedListOf(user);

/** The token of a mailed invitation link. */
export const invitationRequest = resetPasswordRequest.pick({ reset_token: true });
export const invitationResponse = ok({ user_name: z.string() });
