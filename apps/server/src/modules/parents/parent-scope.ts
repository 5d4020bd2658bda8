import type { AuthUser } from '../../context';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';

/**
 * Whose data a caller reaches (DESIGN.md, "Roles and permissions"): staff with `parents.any`
 * any parent's, a parent with `parents.own` only his own. Every call about a parent, his staff
 * users or his rule groups asks here before it reads or writes.
 */
export function mayReachParent(user: AuthUser, adminId: number): boolean {
  if (user.permissions.includes('parents.any')) return true;
  return user.permissions.includes('parents.own') && user.id === adminId;
}

export function assertReachParent(user: AuthUser, adminId: number): void {
  if (!mayReachParent(user, adminId)) throw new AppError('common.permission_denied');
}

/**
 * The live parent account a call names (`admin_id`; a parent who leaves it out means himself):
 * 403 when the caller may not reach it, 404 when no parent has that id (or none is named).
 */
export async function parentFor(db: Db, user: AuthUser, adminId: number | undefined) {
  // Leaving the parent out means oneself, which only a parent is.
  if (adminId === undefined && !user.permissions.includes('parents.own')) {
    throw new AppError('parents.not_found');
  }
  const id = adminId ?? user.id;
  assertReachParent(user, id);
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('role', '=', 'parent')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new AppError('parents.not_found');
  return row;
}
