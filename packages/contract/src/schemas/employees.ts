import { z } from 'zod';
import { ROLES } from '../roles';
import { email, newUserName, resetPasswordRequest } from './accounts';
import {
  editOf,
  id,
  itemOf,
  ok,
  rpcCappedListOf,
  rpcPaging,
  text,
  timestamp,
  typeError,
} from './common';
import { ADMIN_ROLES, currentUser, userMeta } from './users';

/**
 * Employees administration, the campaign console's RPC-style User service: admins invite employees by
 * e-mail (the mail carries a link to set a password), change roles, disable and delete accounts.
 */
export const employeeRole = z.enum(ROLES, { error: 'validation.role_required' });

export const employeeAddRequest = z.object({
  userName: newUserName,
  email,
  role: employeeRole,
  fullName: text({ error: typeError() }).trim().max(200, 'validation.too_long').default(''),
});

/** Changes the fields sent; the others stay. */
export const employeeUpdateRequest = editOf(
  z.object({
    role: employeeRole,
    fullName: text().trim().max(200, 'validation.too_long'),
    phone: text().trim().max(20, 'validation.too_long'),
    /** false disables the account: its sessions end at once. */
    active: z.boolean({ error: 'validation.invalid' }),
  }),
).extend({ id });

export const employeeIdRequest = z.object({ id });

export const employeeListRequest = rpcPaging.extend({
  keyword: text().trim().max(200, 'validation.too_long').default(''),
  role: employeeRole.optional(),
});

/** An account as the User service answers it: the users area's `user`, in camelCase. */
export const employee = z.object({
  id: z.number().int(),
  userName: z.string(),
  email: z.string(),
  phone: z.string(),
  fullName: z.string(),
  country: z.string(),
  timeZone: z.string(),
  /** The console role (admin, manager, ..., parent). */
  superRole: z.enum(ROLES),
  adminRole: z.enum(ADMIN_ROLES),
  isMember: z.boolean(),
  /** The agents a parent may link now (`agentAllowance`, contract/licence.ts); 0 for the others. */
  license: z.number().int(),
  subscriptionBegin: timestamp.nullable(),
  subscriptionEnd: timestamp.nullable(),
  active: z.boolean(),
  emailVerified: z.boolean(),
  /** Invited by an admin and no password set yet (the invitation link not used). */
  invitationPending: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Employee = z.infer<typeof employee>;

export const employeeItemResponse = itemOf(employee);
export const employeeListResponse = rpcCappedListOf(employee);

/** GetUserInfo: the signed-in user (the users area's `currentUser`), in camelCase. */
export const signedInUser = currentUser
  .omit({ user_name: true, phone_number: true, meta_data: true })
  .extend({
    userName: z.string(),
    phoneNumber: z.string(),
    metaData: z.object({
      sellerId: userMeta.shape.seller_id,
      ssoId: userMeta.shape.sso_id,
      addrCode: userMeta.shape.addr_code,
      department: userMeta.shape.department,
      role: userMeta.shape.role,
      title: userMeta.shape.title,
      managerId: userMeta.shape.manager_id,
      dateCreated: userMeta.shape.date_created,
      dateModified: userMeta.shape.date_modified,
    }),
  });
export type SignedInUser = z.infer<typeof signedInUser>;
export const signedInUserResponse = itemOf(signedInUser);

/** The token of a mailed invitation link. */
export const invitationRequest = z.object({ resetToken: resetPasswordRequest.shape.reset_token });
export const invitationResponse = ok({ userName: z.string() });
