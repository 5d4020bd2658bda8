import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { StaffUsersTable } from './parents.tables';

/** Staff users with the names of the groups assigned to them. */
function staffWithGroups(db: Db) {
  return db
    .selectFrom('staff_users')
    .leftJoin('rule_groups as b', 'b.id', 'staff_users.blacklist_id')
    .leftJoin('rule_groups as w', 'w.id', 'staff_users.whitelist_id')
    .leftJoin('rule_groups as a', 'a.id', 'staff_users.blocklist_id')
    .selectAll('staff_users')
    .select(['b.name as blacklist_name', 'w.name as whitelist_name', 'a.name as blocklist_name']);
}

export const parentsRepository = {
  /** A parent account that has not been deleted. */
  liveParent(db: Db, id: number) {
    return db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .where('role', '=', 'parent')
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  },

  staffOf(db: Db, adminId: number) {
    return staffWithGroups(db)
      .where('staff_users.admin_id', '=', adminId)
      .orderBy('staff_users.id')
      .execute();
  },

  staffById(db: Db, id: number) {
    return staffWithGroups(db).where('staff_users.id', '=', id).executeTakeFirst();
  },

  /** A rule group's owner and kind, for assigning it to a staff user. */
  ruleGroup(db: Db, id: number) {
    return db
      .selectFrom('rule_groups')
      .select(['id', 'admin_id', 'kind'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  insertStaff(db: Db, row: Insertable<StaffUsersTable>) {
    return db.insertInto('staff_users').values(row).returning('id').executeTakeFirstOrThrow();
  },

  /**
   * Changes a staff user and moves his version (the agents' policy follows it); `onlyIf` adds a
   * condition on the row. False when no row matched.
   */
  async updateStaff(
    db: Db,
    id: number,
    changes: Updateable<StaffUsersTable>,
    onlyIf?: 'blacklist_id' | 'whitelist_id' | 'blocklist_id',
  ): Promise<boolean> {
    const result = await db
      .updateTable('staff_users')
      .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .$if(onlyIf !== undefined, (qb) => qb.where(onlyIf!, 'is not', null))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Removes a staff user with his agent links (which name him). */
  async deleteStaff(db: Db, id: number): Promise<boolean> {
    await db.deleteFrom('staff_agents').where('staff_id', '=', id).execute();
    const result = await db.deleteFrom('staff_users').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },
};

export type StaffWithGroups = NonNullable<Awaited<ReturnType<typeof parentsRepository.staffById>>>;
