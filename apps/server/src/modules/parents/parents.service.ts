import { agentAllowance } from '@console/contract/licence';
import { staffPassword, type ParentUser, type StaffUser } from '@console/contract/schemas/parents';
import type { AuthUser, Deps } from '../../context';
import { isUniqueViolation, nowIso, type Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import { decryptPassword } from '../auth/password-crypto';
import { hashPassword } from '../auth/passwords';
import { assertReachParent, parentFor } from './parent-scope';
import { parentsRepository as repo, type StaffWithGroups } from './parents.repository';

/** A parent at `now`: his `license` is the agents his package allows then (contract/licence.ts). */
export const toParent = (row: UserRow, now: Date): ParentUser => ({
  id: row.id,
  user_name: row.user_name,
  email: row.email,
  phone: row.phone,
  full_name: row.full_name,
  country: row.country,
  time_zone: row.time_zone,
  admin_role: row.admin_role as ParentUser['admin_role'],
  license: agentAllowance({ package: row.admin_role, end: row.subscription_end }, now),
  subscription_begin: row.subscription_begin,
  subscription_end: row.subscription_end,
});

export const toStaff = (row: StaffWithGroups): StaffUser => ({
  id: row.id,
  staff_id: row.id,
  admin_id: row.admin_id,
  user_name: row.user_name,
  full_name: row.full_name,
  run_mode: row.run_mode,
  blacklist_id: row.blacklist_id,
  whitelist_id: row.whitelist_id,
  blocklist_id: row.blocklist_id,
  blacklist_name: row.blacklist_name,
  whitelist_name: row.whitelist_name,
  blocklist_name: row.blocklist_name,
  tab_action: row.tab_action,
  notification_mode: row.notification_mode,
  app_mode: row.app_mode,
  version: row.version,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

export async function getParent({ db, clock }: Deps, user: AuthUser, adminId: number | undefined) {
  return toParent(await parentFor(db, user, adminId), clock.now());
}

export async function listStaff({ db }: Deps, user: AuthUser, adminId: number | undefined) {
  const parent = await parentFor(db, user, adminId);
  return (await repo.staffOf(db, parent.id)).map(toStaff);
}

/** The staff user a call names: 404 when there is none, 403 when he is another parent's. */
export async function staffFor(db: Db, user: AuthUser, staffId: number) {
  const row = await repo.staffById(db, staffId);
  if (!row) throw new AppError('parents.staff_not_found');
  assertReachParent(user, row.admin_id);
  return row;
}

export async function getStaff({ db }: Deps, user: AuthUser, staffId: number) {
  return toStaff(await staffFor(db, user, staffId));
}

/** The decrypted password, at least STAFF_PASSWORD_MIN characters (400 on `password` otherwise). */
function readStaffPassword(deps: Deps, encrypted: string): string {
  const password = decryptPassword(deps.keys.rsaPrivate, encrypted);
  if (password === null) throw new AppError('auth.invalid_password_encryption');
  const checked = staffPassword.safeParse(password);
  if (!checked.success) {
    throw new AppError('common.invalid_input', {
      errors: [
        { path: 'password', message: checked.error.issues[0]?.message ?? 'validation.invalid' },
      ],
    });
  }
  return password;
}

export interface NewStaff {
  admin_id?: number | undefined;
  user_name: string;
  full_name: string;
}

/** A staff user with a password already read (the demo seed calls it with a plain one). */
export async function addStaff(deps: Deps, user: AuthUser, input: NewStaff, password: string) {
  const parent = await parentFor(deps.db, user, input.admin_id);
  const now = nowIso();
  const { id } = await repo
    .insertStaff(deps.db, {
      admin_id: parent.id,
      user_name: input.user_name,
      full_name: input.full_name,
      password_hash: await hashPassword(password),
      created_at: now,
      updated_at: now,
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) {
        throw new AppError('parents.staff_exists', {
          errors: [{ path: 'user_name', message: 'errors.parents.staff_exists' }],
        });
      }
      throw error;
    });
  return getStaff(deps, user, id);
}

/** Creates a staff user from the form: the password arrives encrypted like a sign-in's. */
export async function createStaff(
  deps: Deps,
  user: AuthUser,
  input: NewStaff & { password: string },
) {
  await parentFor(deps.db, user, input.admin_id);
  return addStaff(deps, user, input, readStaffPassword(deps, input.password));
}

export async function deleteStaff({ db }: Deps, user: AuthUser, staffId: number) {
  await db.transaction().execute(async (trx) => {
    await staffFor(trx, user, staffId);
    if (!(await repo.deleteStaff(trx, staffId))) throw new AppError('parents.staff_not_found');
  });
}
