import { z } from 'zod';
import { LANGUAGES, PROMOTION_PACKAGES, PROMOTION_UNITS } from '../constants';
import { QUOTE_REASONS } from '../pricing';
import { ROLES } from '../roles';
import { country, email, timeZone } from './accounts';
import {
  editOf,
  id,
  itemOf,
  cappedListOf,
  listOf,
  ok,
  paging,
  pathId,
  text,
  timestamp,
  typeError,
} from './common';
import { ADMIN_ROLES, USER_SORT_FIELDS, SEARCH_TYPES } from '../routes/areas/users';

/** Values its screens use without zod, kept with the area's permissions (`routes/areas/users.ts`). */
export { ADMIN_ROLES, USER_SORT_FIELDS, SEARCH_TYPES };

export type AdminRole = (typeof ADMIN_ROLES)[number];

/** A user as the users' screens see it (spec section 3, "User"); User/* answers `employee`. */
export const user = z.object({
  id: z.number().int(),
  user_name: z.string(),
  email: z.string(),
  phone: z.string(),
  full_name: z.string(),
  country: z.string(),
  time_zone: z.string(),
  /** The console role (admin, manager, ..., parent). */
  super_role: z.enum(ROLES),
  admin_role: z.enum(ADMIN_ROLES),
  is_member: z.boolean(),
  /**
   * The agents a parent may link now, his package's (`agentAllowance`, contract/licence.ts); 0
   * for other roles, who link none. Not the stored column, which no rule reads.
   */
  license: z.number().int(),
  subscription_begin: timestamp.nullable(),
  subscription_end: timestamp.nullable(),
  active: z.boolean(),
  email_verified: z.boolean(),
  /** Invited by an admin and no password set yet (the invitation link not used). */
  invitation_pending: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type User = z.infer<typeof user>;

export const userListRequest = paging.extend({
  /** Matches user name, e-mail or phone. */
  keyword: text().trim().max(200, 'validation.too_long').default(''),
  sort: z.enum(USER_SORT_FIELDS, { error: 'validation.invalid_option' }).default('id'),
});
export const userListResponse = cappedListOf(user);
export const userByIdRequest = z.object({ id: pathId });
export const userItemResponse = itemOf(user);

const phone = text({ error: typeError() })
  .trim()
  .max(20, 'validation.too_long')
  .regex(/^[+]?[0-9 ]*$/, 'validation.invalid_phone')
  .default('');

/** A user's contact details, as the edit form checks them. */
export const userFields = z.object({
  email,
  phone,
  full_name: text({ error: typeError() }).trim().max(200, 'validation.too_long').default(''),
  country,
  time_zone: timeZone,
});

/** Changes the details sent; the others stay. */
export const userUpdateRequest = editOf(userFields).extend({
  id,
  /** Sent by the old console; the server records the signed-in user instead. */
  updated_by: text().optional(),
});

export const usernameRequest = z.object({
  username: text({ error: typeError() }).trim().min(1, 'validation.required').max(200),
});

export const upgradeRequest = z.object({
  username: text({ error: typeError() }).trim().min(1, 'validation.required').max(200),
  count: z
    .number({ error: typeError('validation.months_required') })
    .int('validation.not_integer')
    .min(1, 'validation.months_min')
    .max(120, 'validation.too_big'),
  type: z.literal('monthly', { error: 'validation.invalid_option' }).default('monthly'),
  /** Optional: the package bought (standard_vnd when absent) and a promotion code, which records a sale. */
  package: z.enum(PROMOTION_PACKAGES, { error: 'validation.invalid_option' }).optional(),
  code: text().trim().max(50, 'validation.too_long').optional(),
});

/** A row of a user's subscription history: who changed what, when, from and to. */
export const subscriptionChange = z.object({
  id: z.number().int(),
  at: timestamp,
  actor_name: z.string(),
  action: z.enum(['upgrade', 'downgrade', 'membership']),
  from_role: z.string(),
  to_role: z.string(),
  from_end: timestamp.nullable(),
  to_end: timestamp.nullable(),
  months: z.number().int(),
  /** The promotion code of an upgrade bought with one, and what was paid (minor units of
   * `currency`); null when the change involved no sale (an upgrade without a code, a downgrade). */
  code: z.string().nullable(),
  amount_paid: z.number().int().nullable(),
  currency: z.enum(PROMOTION_UNITS).nullable(),
});
export type SubscriptionChange = z.infer<typeof subscriptionChange>;

export const historyRequest = z.object({ user_id: id });
export const historyResponse = listOf(subscriptionChange);

/**
 * A short entry for pickers: the bank screen's user search, the staff users' screen's parent search.
 * E-mail and phone only for callers who may read users (users.get); the others get names and ids.
 */
export const userOption = z.object({
  id: z.number().int(),
  user_name: z.string(),
  full_name: z.string(),
  email: z.string().optional(),
  phone: z.string().optional(),
});
export const listLikeRequest = z.object({
  user_name: text({ error: typeError() }).trim().max(200, 'validation.too_long').default(''),
});
export const searchLikeRequest = z.object({
  keyword: text({ error: typeError() }).trim().min(1, 'validation.required').max(200),
  type: z.enum(SEARCH_TYPES, { error: 'validation.invalid_option' }),
});
export const userOptionsResponse = ok({ list: z.array(userOption) });

export const userInfoRequest = z.object({
  user_name: text({ error: typeError() }).trim().min(1, 'validation.required').max(200),
});
export const userInfoResponse = ok({ user });

// ---- The signed-in user (spec section 3, "Current user") ----

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
  /** The account's language (screens after sign-in when chosen, and mails). */
  language: z.enum(LANGUAGES),
  /** His own package, for the dashboard of a customer (parent). */
  subscription: z.object({
    package: z.enum(ADMIN_ROLES),
    begin: timestamp.nullable(),
    end: timestamp.nullable(),
    /** As `user.license`: the agents his package lets him link now. */
    license: z.number().int(),
  }),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const currentUserResponse = itemOf(currentUser);

// ---- Quotes of an upgrade, with a promotion code ----
export const quoteRequest = z.object({
  username: text().trim().max(200, 'validation.too_long').optional(),
  package: z
    .enum(PROMOTION_PACKAGES, { error: 'validation.invalid_option' })
    .default('standard_vnd'),
  count: z
    .number({ error: typeError('validation.months_required') })
    .int('validation.not_integer')
    .min(1, 'validation.months_min')
    .max(120, 'validation.too_big'),
  code: text().trim().max(50, 'validation.too_long').optional(),
});
export const quote = z.object({
  package: z.enum(PROMOTION_PACKAGES),
  currency: z.enum(PROMOTION_UNITS),
  months: z.number().int(),
  unit_price: z.number().int(),
  list_price: z.number().int(),
  discount: z.number().int(),
  bonus_months: z.number().int(),
  amount_due: z.number().int(),
  code: z.string().nullable(),
  reason: z.enum(QUOTE_REASONS).nullable(),
});
export const quoteResponse = ok({ quote });
