import type { Language } from '@console/contract/constants';
import type { ParsedRequestOf } from '@console/contract/routes';
import type { Employee, SignedInUser } from '@console/contract/schemas/employees';
import type { CurrentUser } from '@console/contract/schemas/users';
import type { AuthUser, Deps } from '../../context';
import { sentOnly } from '../../db/changes';
import { nowIso } from '../../db/database';
import type { UserRow, UserUpdate } from '../../db/schema';
import { AppError } from '../../errors';
import { issueAccountToken, peekAccountToken } from '../accounts/account-tokens';
import {
  assertAvailable,
  invalidateTokens,
  mailLink,
  normalizeNewUserName,
  rejectDuplicateAccount,
  takeMailQuota,
} from '../accounts/accounts.service';
import { DEFAULT_TIME_ZONE } from '../accounts/constants';
import { endAllSessions, reissueAllSessions } from '../auth/sessions';
import { usersRepository } from '../../db/users.repository';
import { asAdminRole, licenceOf, roleOf } from '../users/users.service';

/** An account as the User service answers it, camelCase (docs/decisions/field-conventions.md). */
export function toEmployee(row: UserRow, now: Date): Employee {
  return {
    id: row.id,
    userName: row.user_name,
    email: row.email,
    phone: row.phone,
    fullName: row.full_name,
    country: row.country,
    timeZone: row.time_zone,
    superRole: roleOf(row),
    adminRole: asAdminRole(row.admin_role),
    isMember: row.is_member === 1,
    license: licenceOf(row, now),
    subscriptionBegin: row.subscription_begin,
    subscriptionEnd: row.subscription_end,
    active: row.active === 1,
    emailVerified: row.email_verified_at !== null,
    invitationPending: row.password_hash === null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The signed-in user of GetUserInfo: the users area's current user, camelCase. */
export function toSignedInUser(user: CurrentUser): SignedInUser {
  const { user_name, phone_number, meta_data: meta, ...same } = user;
  return {
    ...same,
    userName: user_name,
    phoneNumber: phone_number,
    metaData: {
      sellerId: meta.seller_id,
      ssoId: meta.sso_id,
      addrCode: meta.addr_code,
      department: meta.department,
      role: meta.role,
      title: meta.title,
      managerId: meta.manager_id,
      dateCreated: meta.date_created,
      dateModified: meta.date_modified,
    },
  };
}

/**
 * Creates an account without a password and mails it an invitation: its link sets the password
 * (accounts.resetPassword) and verifies the address at once. A name held by a deleted account is
 * freed for it (the deleted row is renamed `<name>#<id>`: docs/decisions/accounts.md).
 */
export async function addEmployee(
  deps: Deps,
  input: ParsedRequestOf<'employees.add'>,
  lang: Language,
): Promise<Employee> {
  const userName = normalizeNewUserName(input.userName);
  const { user, token } = await deps.db.transaction().execute(async (trx) => {
    await usersRepository.releaseDeletedName(trx, userName);
    await assertAvailable(trx, userName, input.email, 'userName');
    const now = nowIso();
    const row = await usersRepository
      .insertReturning(trx, {
        user_name: userName,
        email: input.email,
        full_name: input.fullName,
        role: input.role,
        admin_role: 'free',
        active: 1,
        time_zone: DEFAULT_TIME_ZONE,
        password_hash: null,
        email_verified_at: null,
        language: lang,
        created_at: now,
        updated_at: now,
      })
      .catch(rejectDuplicateAccount('userName'));
    return { user: row, token: await issueAccountToken(trx, row.id, 'invite') };
  });
  mailLink(deps, user, 'invite', token);
  return toEmployee(user, deps.clock.now());
}

/**
 * Mails a new invitation link to an account that has not set its password yet. It takes one use
 * of the address's link-mail budget (429 past it); the older links keep working until one is used.
 */
export async function resendInvitation(deps: Deps, id: number): Promise<UserRow> {
  const { user, token } = await deps.db.transaction().execute(async (trx) => {
    const row = await usersRepository.findById(trx, id);
    if (!row) throw new AppError('users.not_found');
    if (row.password_hash !== null) throw new AppError('employees.not_pending');
    await takeMailQuota(deps, trx, row.email);
    return { user: row, token: await issueAccountToken(trx, row.id, 'invite', deps.clock.now()) };
  });
  mailLink(deps, user, 'invite', token);
  return user;
}

/** The user name an unused, unexpired invitation link is for. */
export async function invitationUserName({ db }: Deps, token: string): Promise<string> {
  const row = await peekAccountToken(db, token, ['invite'], nowIso());
  const user = await usersRepository.findById(db, row.user_id);
  if (!user) throw new AppError('accounts.token_invalid');
  return user.user_name;
}

export async function getEmployee({ db, clock }: Deps, id: number): Promise<Employee> {
  const row = await usersRepository.findById(db, id);
  if (!row) throw new AppError('users.not_found');
  return toEmployee(row, clock.now());
}

/**
 * Changes role, name, phone or the active flag. Nobody changes his own role or disables himself.
 * Disabling ends the account's sessions; a new role makes its access tokens stale, so its clients
 * refresh into the new role (docs/decisions/sessions.md).
 */
export async function updateEmployee(
  { db, clock }: Deps,
  actor: AuthUser,
  input: ParsedRequestOf<'employees.update'>,
): Promise<Employee> {
  const { id, role, fullName, phone, active } = input;
  if (id === actor.id && ((role !== undefined && role !== actor.role) || active === false)) {
    throw new AppError('employees.not_self');
  }
  return db.transaction().execute(async (trx) => {
    const row = await usersRepository.findById(trx, id);
    if (!row) throw new AppError('users.not_found');
    const now = nowIso();
    const changes: UserUpdate = {
      ...sentOnly({ role, full_name: fullName, phone }),
      ...(active !== undefined && { active: active ? 1 : 0 }),
      updated_at: now,
    };
    const updated = await usersRepository.update(trx, id, changes);
    if (active === false) await endAllSessions(trx, id, now);
    else if (role !== undefined && role !== row.role) await reissueAllSessions(trx, id);
    return toEmployee(updated!, clock.now());
  });
}

/**
 * Soft delete: the account disappears from lists and lookups and cannot sign in, its sessions and
 * mailed links end, and its name stays taken.
 */
export async function deleteEmployee({ db }: Deps, actor: AuthUser, id: number): Promise<void> {
  if (id === actor.id) throw new AppError('employees.not_self');
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    // One conditional update (live accounts only): of two deletions at once, the second gets 404.
    const deleted = await usersRepository.update(trx, id, {
      deleted_at: now,
      active: 0,
      updated_at: now,
    });
    if (!deleted) throw new AppError('users.not_found');
    await endAllSessions(trx, id, now);
    await invalidateTokens(trx, id, 'verify', 'reset', 'invite');
  });
}

export async function listEmployees({ db, clock }: Deps, q: ParsedRequestOf<'employees.list'>) {
  const { pageSize, ...rest } = q;
  const { rows, total, capped } = await usersRepository.list(
    db,
    { ...rest, page_size: pageSize },
    q.role,
  );
  return { total, totalCapped: capped, list: rows.map((row) => toEmployee(row, clock.now())) };
}
