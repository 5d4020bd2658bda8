import type { FieldError } from '@console/contract/errors';
import type { RuleGroup, RuleKind } from '@console/contract/schemas/rules';
import type { AuthUser, Deps } from '../../context';
import { isUniqueViolation, nowIso, type Db } from '../../db/database';
import { AppError } from '../../errors';
import { wakeAgentsOf } from '../agents/wake';
import { can, isParent, mayReachParent, parentFor } from '../parents/parent-scope';
import type { RuleGroupRow } from '../parents/parents.tables';
import { rulesRepository as repo } from './rules.repository';

/**
 * Rule groups. A global group (no owner) is read by everyone with `rules.groups` and changed by
 * employees with `rules.web` (web lists) or `rules.app` (app blocklists); a parent's group is read
 * and changed by whoever reaches that parent (parents/parent-scope.ts).
 */
function parseEntries(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

export const toGroup = (row: RuleGroupRow): RuleGroup => ({
  id: row.id,
  type: row.admin_id === null ? 'global' : 'admin',
  admin_id: row.admin_id,
  kind: row.kind,
  name: row.name,
  list: parseEntries(row.entries),
  version: row.version,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

const globalPermission = (kind: RuleKind) => (kind === 'blocklist' ? 'rules.app' : 'rules.web');

function mayChange(user: AuthUser, row: RuleGroupRow): boolean {
  if (row.admin_id === null) return can(user, globalPermission(row.kind));
  return mayReachParent(user, row.admin_id);
}

/**
 * The groups of a kind a list shows: the global ones and the named parent's (a parent's own when
 * he names none); `ownOnly` leaves the global ones out (blocklist/list_admin).
 */
export async function listGroups(
  { db }: Deps,
  user: AuthUser,
  kind: RuleKind,
  adminId: number | undefined,
  ownOnly = false,
) {
  const owner =
    adminId !== undefined || isParent(user) || ownOnly
      ? (await parentFor(db, user, adminId)).id
      : undefined;
  const rows = await repo.list(db, kind, { global: !ownOnly, adminId: owner });
  return rows.map(toGroup);
}

/** The group a call names, of one of `kinds`: 404 when none, 403 when the caller may not reach it. */
async function groupFor(db: Db, user: AuthUser, id: number, kinds: readonly RuleKind[]) {
  const row = await repo.findById(db, id);
  if (!row || !kinds.includes(row.kind)) throw new AppError('rules.not_found');
  if (row.admin_id !== null && !mayReachParent(user, row.admin_id)) {
    throw new AppError('common.permission_denied');
  }
  return row;
}

async function changeableGroup(db: Db, user: AuthUser, id: number, kinds: readonly RuleKind[]) {
  const row = await groupFor(db, user, id, kinds);
  if (!mayChange(user, row)) throw new AppError('common.permission_denied');
  return row;
}

export async function getGroup(
  { db }: Deps,
  user: AuthUser,
  id: number,
  kinds: readonly RuleKind[],
) {
  return toGroup(await groupFor(db, user, id, kinds));
}

/** App names must be in the catalogue: 400 naming each unknown one. */
async function checkApps(db: Db, kind: RuleKind, list: readonly string[]) {
  if (kind !== 'blocklist') return;
  const known = await repo.knownApps(db, list);
  const errors: FieldError[] = list.flatMap((name, index) =>
    known.has(name) ? [] : [{ path: `list.${index}`, message: 'validation.app_unknown' }],
  );
  if (errors.length > 0) throw new AppError('common.invalid_input', { errors });
}

function rejectDuplicateName(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new AppError('rules.duplicate_name', {
      errors: [{ path: 'name', message: 'errors.rules.duplicate_name' }],
    });
  }
  throw error;
}

/**
 * A new group: the named parent's (a parent's own when he names none), or a global one when an
 * employee with the kind's global permission names no parent.
 */
export async function createGroup(
  { db }: Deps,
  user: AuthUser,
  kind: RuleKind,
  input: { admin_id?: number; name: string; list: string[] },
) {
  let owner: number | null = null;
  if (input.admin_id !== undefined || isParent(user)) {
    owner = (await parentFor(db, user, input.admin_id)).id;
  } else if (!can(user, globalPermission(kind))) {
    throw new AppError('common.permission_denied');
  }
  await checkApps(db, kind, input.list);
  const now = nowIso();
  const row = await repo
    .insert(db, {
      admin_id: owner,
      kind,
      name: input.name,
      entries: JSON.stringify(input.list),
      created_at: now,
      updated_at: now,
    })
    .catch(rejectDuplicateName);
  return toGroup(row);
}

export async function renameGroup(
  { db }: Deps,
  user: AuthUser,
  id: number,
  kinds: readonly RuleKind[],
  name: string,
) {
  await changeableGroup(db, user, id, kinds);
  const row = await repo.update(db, id, { name, updated_at: nowIso() }).catch(rejectDuplicateName);
  if (!row) throw new AppError('rules.not_found');
  return toGroup(row);
}

export async function editEntries(
  deps: Deps,
  user: AuthUser,
  id: number,
  kinds: readonly RuleKind[],
  list: string[],
) {
  const { db } = deps;
  const group = await changeableGroup(db, user, id, kinds);
  await checkApps(db, group.kind, list);
  const row = await repo.update(db, id, { entries: JSON.stringify(list), updated_at: nowIso() });
  if (!row) throw new AppError('rules.not_found');
  // The entries are part of the policy of every agent whose staff user has this group.
  await wakeAgentsOf(deps, row.admin_id);
  return toGroup(row);
}

/**
 * Deletes a group no staff user has assigned; an assigned one is refused (409 `rules.in_use`)
 * so nobody's filtering changes without the parent choosing it (docs/decisions/parent-controls.md).
 */
export async function deleteGroup(
  { db }: Deps,
  user: AuthUser,
  id: number,
  kinds: readonly RuleKind[],
) {
  await db.transaction().execute(async (trx) => {
    await changeableGroup(trx, user, id, kinds);
    if ((await repo.usersOf(trx, id)) > 0) throw new AppError('rules.in_use');
    const deleted = await repo.delete(trx, id).catch((error: unknown) => {
      // Assigned by another call meanwhile: the foreign key refuses, as the check would have.
      if (isForeignKeyViolation(error)) throw new AppError('rules.in_use');
      throw error;
    });
    if (!deleted) throw new AppError('rules.not_found');
  });
}

function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

export async function appNames({ db }: Deps) {
  return (await repo.appNames(db)).map((r) => r.name);
}
