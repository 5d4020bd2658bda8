import { z } from 'zod';
import { ROLES } from '../permissions';
import { itemOf, pathId } from './common';

export const userMeta = z.object({
  seller_id: z.string(),
  sso_id: z.string(),
  addr_code: z.string(),
  department: z.string(),
  role: z.string(),
  title: z.string(),
  manager_id: z.string(),
  date_created: z.string(),
  date_modified: z.string(),
});

/** The current user, spec section 3. */
export const currentUser = z.object({
  id: z.number().int(),
  sub: z.string(),
  name: z.string(),
  user_name: z.string(),
  picture: z.string(),
  email: z.string(),
  phone_number: z.string(),
  address: z.string(),
  birthday: z.string(),
  timezone: z.string(),
  roles: z.array(z.enum(ROLES)),
  permissions: z.array(z.string()),
  meta_data: userMeta,
});
export type CurrentUser = z.infer<typeof currentUser>;

export const currentUserResponse = itemOf(currentUser);
export const userByIdRequest = z.object({ id: pathId });
