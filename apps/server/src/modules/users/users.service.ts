import type { CurrentUser } from '@console/contract/schemas/user';
import { ROLES, permissionsOf, type Role } from '@console/contract/permissions';
import { AppError } from '../../errors';
import type { AuthUser, Deps } from '../../context';
import type { UserRow } from '../../db/schema';
import { usersRepository } from './users.repository';

export function roleOf(row: UserRow): Role {
  return (ROLES as readonly string[]).includes(row.role) ? (row.role as Role) : 'guest';
}

export function toAuthUser(row: UserRow): AuthUser {
  const role = roleOf(row);
  return { id: row.id, user_name: row.user_name, role, permissions: permissionsOf(role) };
}

/** The current-user shape of spec section 3. */
export function toCurrentUser(row: UserRow): CurrentUser {
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
  };
}

export async function getCurrentUser({ db }: Deps, user: AuthUser): Promise<CurrentUser> {
  const row = await usersRepository.findById(db, user.id);
  if (!row) throw new AppError('auth.unauthenticated');
  return toCurrentUser(row);
}

/** Oneself, or anyone for holders of `user.get`; asking for someone else without it is 403. */
export async function getUserById(
  { db }: Deps,
  viewer: AuthUser,
  id: number,
): Promise<CurrentUser> {
  if (id !== viewer.id && !viewer.permissions.includes('user.get')) {
    throw new AppError('common.permission_denied');
  }
  const row = await usersRepository.findById(db, id);
  if (!row) throw new AppError('user.not_found');
  return toCurrentUser(row);
}
