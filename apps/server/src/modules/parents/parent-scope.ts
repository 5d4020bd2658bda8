import type { ErrorKey } from '@console/contract/errors';
import type { Permission } from '@console/contract/permissions';
import type { AuthUser } from '../../context';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { parentsRepository } from './parents.repository';

/**
 * Whose data a caller reaches (docs/decisions/role-matrix.md, "Who reaches a parent's data"):
 * employees with `parents.any` any parent's, a parent with `parents.own` only his own. This file is the
 * rule's only home: every call about a parent, his staff users, agents, rule groups, reports or
 * automation jobs asks here before it reads or writes.
 */

/** Whether the caller's role holds a permission; the name is checked against the contract. */
export const can = (user: AuthUser, permission: Permission): boolean =>
  user.permissions.includes(permission);

/** Employees who reach every parent (`parents.any`). */
export const reachesEveryParent = (user: AuthUser): boolean => can(user, 'parents.any');

/** A parent, whose calls are about his own data (`parents.own`). */
export const isParent = (user: AuthUser): boolean => can(user, 'parents.own');

/** The parent a caller's lists are held to: none (every parent's) for employees, a parent himself. */
export const ownParentOf = (user: AuthUser): number | undefined =>
  reachesEveryParent(user) ? undefined : user.id;

export function mayReachParent(user: AuthUser, adminId: number): boolean {
  if (reachesEveryParent(user)) return true;
  return isParent(user) && user.id === adminId;
}

export function assertReachParent(user: AuthUser, adminId: number): void {
  if (!mayReachParent(user, adminId)) throw new AppError('common.permission_denied');
}

/**
 * The live parent account a call names (`admin_id`; a parent who leaves it out means himself):
 * 403 when the caller may not reach it, `notFound` (404) when no parent has that id or none is
 * named.
 */
export async function parentFor(
  db: Db,
  user: AuthUser,
  adminId: number | undefined,
  notFound: ErrorKey = 'parents.not_found',
) {
  // Leaving the parent out means oneself, which only a parent is.
  if (adminId === undefined && !isParent(user)) throw new AppError(notFound);
  const id = adminId ?? user.id;
  assertReachParent(user, id);
  const row = await parentsRepository.liveParent(db, id);
  if (!row) throw new AppError(notFound);
  return row;
}

/**
 * The parent a call about his agents or jobs names (`admin_id`): employees reach any live parent
 * (`notFound` when there is none by that id), a parent only himself, without a read.
 */
export async function reachParent(
  db: Db,
  user: AuthUser,
  adminId: number,
  notFound: ErrorKey,
): Promise<{ id: number; user_name: string }> {
  if (reachesEveryParent(user)) {
    const parent = await parentsRepository.liveParent(db, adminId);
    if (!parent) throw new AppError(notFound);
    return { id: parent.id, user_name: parent.user_name };
  }
  if (isParent(user) && adminId === user.id) {
    return { id: user.id, user_name: user.user_name };
  }
  throw new AppError('common.permission_denied');
}

/**
 * A record a parent owns (an agent, an automation job), read by its own id: employees are told it is
 * not there (`notFound`) when it is missing, a parent learns nothing of records that are not his
 * (403 whether it is missing or another's).
 */
export function reachOwned<T extends { admin_id: number | null }>(
  user: AuthUser,
  row: T | undefined,
  notFound: ErrorKey,
): T {
  if (reachesEveryParent(user)) {
    if (!row) throw new AppError(notFound);
    return row;
  }
  if (!row || row.admin_id !== user.id || !isParent(user)) {
    throw new AppError('common.permission_denied');
  }
  return row;
}

/**
 * A caller's refusal of something named inside a parent's data that is not that parent's (an
 * agent or staff user picked for a job): employees are told what is missing, a parent gets 403.
 */
export function refuseForeign(user: AuthUser, notFound: ErrorKey): never {
  throw new AppError(reachesEveryParent(user) ? notFound : 'common.permission_denied');
}
