import type { ParsedRequestOf } from '@console/contract/routes';
import {
  ADMIN_ROLES,
  type CurrentUser,
  type AdminRole,
  type SEARCH_TYPES,
  type User,
  type userOption,
} from '@console/contract/schemas/users';
import { agentAllowance } from '@console/contract/licence';
import type { z } from 'zod';
import { sentOnly } from '../../db/changes';
import { isUniqueViolation, nowIso } from '../../db/database';
import { ROLES, permissionsOf, type Role } from '@console/contract/permissions';
import { AppError } from '../../errors';
import type { AuthUser, Deps } from '../../context';
import type { AccountRow, UserRow } from '../../db/schema';
import { USERS_EMAIL_INDEX, usersRepository } from '../../db/users.repository';
import { can } from '../parents/parent-scope';

type UserOption = z.infer<typeof userOption>;
type UserUpdateRequest = ParsedRequestOf<'users.update'>;
type UserListRequest = ParsedRequestOf<'users.list'>;
type SearchType = (typeof SEARCH_TYPES)[number];

export function roleOf(row: Pick<UserRow, 'role'>): Role {
  return (ROLES as readonly string[]).includes(row.role) ? (row.role as Role) : 'guest';
}

export function toAuthUser(row: Pick<UserRow, 'id' | 'user_name' | 'email' | 'role'>): AuthUser {
  const role = roleOf(row);
  return {
    id: row.id,
    user_name: row.user_name,
    email: row.email,
    role,
    permissions: permissionsOf(role),
  };
}

/**
 * The `license` of a user answer: the agents a parent may link at `now`, his package's
 * (contract/licence.ts), whatever the stored column holds; nobody else links agents.
 */
export function licenceOf(
  row: Pick<UserRow, 'role' | 'admin_role' | 'subscription_end'>,
  now: Date,
): number {
  if (roleOf(row) !== 'parent') return 0;
  return agentAllowance({ package: row.admin_role, end: row.subscription_end }, now);
}

/** The current-user shape of spec section 3. */
export function toCurrentUser(row: AccountRow, now: Date): CurrentUser {
  const role = roleOf(row);
  return {
    id: row.id,
    sub: String(row.id),
    name: row.full_name || row.user_name,
    user_name: row.user_name,
    picture: row.picture,
    email: row.email,
    phone_number: row.phone,
    address: row.address,
    birthday: row.birthday,
    timezone: row.time_zone,
    roles: [role],
    permissions: [...permissionsOf(role)],
    meta_data: {
      seller_id: role === 'salesman' ? String(row.id) : '',
      sso_id: row.sso_id,
      addr_code: '',
      department: '',
      role,
      title: '',
      manager_id: '',
      date_created: row.created_at,
      date_modified: row.updated_at,
    },
    language: row.language === 'vi' ? 'vi' : 'en',
    subscription: {
      package: asAdminRole(row.admin_role),
      begin: row.subscription_begin,
      end: row.subscription_end,
      license: licenceOf(row, now),
    },
  };
}

export async function getCurrentUser({ db, clock }: Deps, user: AuthUser): Promise<CurrentUser> {
  // The row this call's authentication read (one statement per call), else read now.
  const row = user.account ?? (await usersRepository.findById(db, user.id));
  if (!row) throw new AppError('auth.unauthenticated');
  return toCurrentUser(row, clock.now());
}

/** Oneself, or anyone for holders of `users.get`; asking for someone else without it is 403. */
export async function getUserById(
  { db, clock }: Deps,
  viewer: AuthUser,
  id: number,
): Promise<CurrentUser> {
  if (id !== viewer.id && !can(viewer, 'users.get')) {
    throw new AppError('common.permission_denied');
  }
  const row = await usersRepository.findById(db, id);
  if (!row) throw new AppError('users.not_found');
  return toCurrentUser(row, clock.now());
}

// ---- User administration (users.* routes) ----

/** A stored package name; anything unknown reads as free. */
export function asAdminRole(value: string): AdminRole {
  return (ADMIN_ROLES as readonly string[]).includes(value) ? (value as AdminRole) : 'free';
}

/** A user as the employees' screens see it (the contract's `user`), at `now` (his `license`). */
export function toUser(row: UserRow, now: Date): User {
  return {
    id: row.id,
    user_name: row.user_name,
    email: row.email,
    phone: row.phone,
    full_name: row.full_name,
    country: row.country,
    time_zone: row.time_zone,
    super_role: roleOf(row),
    admin_role: asAdminRole(row.admin_role),
    is_member: row.is_member === 1,
    license: licenceOf(row, now),
    subscription_begin: row.subscription_begin,
    subscription_end: row.subscription_end,
    active: row.active === 1,
    email_verified: row.email_verified_at !== null,
    invitation_pending: row.password_hash === null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * A picker entry. Pickers serve roles that do not manage users (operators, supporters): they get
 * names and ids; e-mail and phone only go to those who may read a user anyway (users.get).
 */
function optionsFor(viewer: AuthUser) {
  const contacts = can(viewer, 'users.get');
  return (row: UserRow): UserOption => ({
    id: row.id,
    user_name: row.user_name,
    full_name: row.full_name,
    ...(contacts && { email: row.email, phone: row.phone }),
  });
}

/** At most this many entries in a picker's answer. */
export const LOOKUP_LIMIT = 20;

export async function listUsers({ db, clock }: Deps, q: UserListRequest) {
  const { rows, total, capped } = await usersRepository.list(db, q);
  const now = clock.now();
  return { total, total_capped: capped, list: rows.map((row) => toUser(row, now)) };
}

export async function getUser({ db, clock }: Deps, id: number): Promise<User> {
  const row = await usersRepository.findById(db, id);
  if (!row) throw new AppError('users.not_found');
  return toUser(row, clock.now());
}

export async function userInfo({ db, clock }: Deps, userName: string): Promise<User> {
  const row = await usersRepository.findByUserName(db, userName);
  if (!row) throw new AppError('users.not_found');
  return toUser(row, clock.now());
}

export function emailTakenError(): AppError {
  return new AppError('accounts.email_exists', {
    errors: [{ path: 'email', message: 'errors.accounts.email_exists' }],
  });
}

/** Changes the details sent; the others stay as stored. */
export async function updateUser({ db, clock }: Deps, input: UserUpdateRequest): Promise<User> {
  const { id, updated_by: _ignored, ...fields } = input;
  return db.transaction().execute(async (trx) => {
    if (!(await usersRepository.findById(trx, id))) throw new AppError('users.not_found');
    if (fields.email !== undefined && (await usersRepository.emailTaken(trx, fields.email, id))) {
      throw emailTakenError();
    }
    const row = await usersRepository
      .update(trx, id, { ...sentOnly(fields), updated_at: nowIso() })
      .catch((error: unknown) => {
        if (isUniqueViolation(error, USERS_EMAIL_INDEX)) throw emailTakenError();
        throw error;
      });
    if (!row) throw new AppError('users.not_found');
    return toUser(row, clock.now());
  });
}

export async function listLike({ db }: Deps, viewer: AuthUser, text: string) {
  return (await usersRepository.listLike(db, text, LOOKUP_LIMIT)).map(optionsFor(viewer));
}

/** Parent accounts by exact id, or e-mail / phone containing the keyword. */
export async function searchLike(
  { db }: Deps,
  viewer: AuthUser,
  keyword: string,
  type: SearchType,
) {
  if (type === 'parent_id' && !/^\d{1,9}$/.test(keyword)) return [];
  const by = type === 'parent_id' ? { id: Number(keyword) } : { column: type, text: keyword };
  const rows = await usersRepository.searchParents(db, by, LOOKUP_LIMIT);
  return rows.map(optionsFor(viewer));
}
