import type { RuleKind } from '@console/contract/schemas/rules';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { RuleGroupsTable } from '../parents/parents.tables';

export const rulesRepository = {
  /** Groups of a kind: the global ones, then (with `adminId`) that parent's own; or only his. */
  list(db: Db, kind: RuleKind, owners: { global: boolean; adminId?: number }) {
    return db
      .selectFrom('rule_groups')
      .selectAll()
      .where('kind', '=', kind)
      .where((eb) =>
        eb.or([
          ...(owners.global ? [eb('admin_id', 'is', null)] : []),
          ...(owners.adminId !== undefined ? [eb('admin_id', '=', owners.adminId)] : []),
        ]),
      )
      .orderBy((eb) => eb.case().when('admin_id', 'is', null).then(0).else(1).end())
      .orderBy('id')
      .execute();
  },

  findById(db: Db, id: number) {
    return db.selectFrom('rule_groups').selectAll().where('id', '=', id).executeTakeFirst();
  },

  insert(db: Db, row: Insertable<RuleGroupsTable>) {
    return db.insertInto('rule_groups').values(row).returningAll().executeTakeFirstOrThrow();
  },

  /** Renames a group or replaces its entries; every change moves its version. */
  update(db: Db, id: number, changes: { name?: string; entries?: string; updated_at: string }) {
    return db
      .updateTable('rule_groups')
      .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  },

  /** How many staff users have the group assigned, whatever their run mode. */
  async usersOf(db: Db, id: number): Promise<number> {
    const row = await db
      .selectFrom('staff_users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) =>
        eb.or([
          eb('blacklist_id', '=', id),
          eb('whitelist_id', '=', id),
          eb('blocklist_id', '=', id),
        ]),
      )
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async delete(db: Db, id: number): Promise<boolean> {
    const result = await db.deleteFrom('rule_groups').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },

  /** The catalogue names among `names` (exact). */
  async knownApps(db: Db, names: readonly string[]): Promise<Set<string>> {
    if (names.length === 0) return new Set();
    const rows = await db
      .selectFrom('app_catalogue')
      .select('name')
      .where('name', 'in', [...names])
      .execute();
    return new Set(rows.map((r) => r.name));
  },

  /** Adds names to the app catalogue; a name already there keeps its row. */
  async addApps(db: Db, names: readonly string[], source: 'seed' | 'agent', now: string) {
    if (names.length === 0) return;
    await db
      .insertInto('app_catalogue')
      .values(names.map((name) => ({ name, source, first_seen_at: now, last_seen_at: now })))
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  },

  appNames(db: Db) {
    return db.selectFrom('app_catalogue').select('name').orderBy('name').execute();
  },
};
