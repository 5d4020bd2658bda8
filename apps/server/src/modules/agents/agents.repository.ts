import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { AgentsTable } from './agents.tables';

/** The SQL of the agents themselves: enrolment, settings, the parent they are linked to. */
export const agentsRepository = {
  find(db: Db, id: number) {
    return db.selectFrom('agents').selectAll().where('id', '=', id).executeTakeFirst();
  },

  findByInstall(db: Db, installHash: string) {
    return db
      .selectFrom('agents')
      .selectAll()
      .where('install_id', '=', installHash)
      .executeTakeFirst();
  },

  insert(db: Db, row: Insertable<AgentsTable>) {
    return db.insertInto('agents').values(row).returningAll().executeTakeFirstOrThrow();
  },

  async update(db: Db, id: number, changes: Updateable<AgentsTable>) {
    return db
      .updateTable('agents')
      .set(changes)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  },

  ofParent(db: Db, adminId: number) {
    return db
      .selectFrom('agents')
      .selectAll()
      .where('admin_id', '=', adminId)
      .orderBy('id')
      .execute();
  },

  async countOfParent(db: Db, adminId: number, except?: number) {
    let q = db
      .selectFrom('agents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('admin_id', '=', adminId);
    if (except !== undefined) q = q.where('id', '<>', except);
    return Number((await q.executeTakeFirstOrThrow()).n);
  },

  /** Writes `last_seen_at` unless a check-in wrote it within `freshMs`: polls write little. */
  touchSeen(db: Db, id: number, now: Date, freshMs: number) {
    const before = new Date(now.getTime() - freshMs).toISOString();
    return db
      .updateTable('agents')
      .set({ last_seen_at: now.toISOString() })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<', before)]))
      .execute();
  },

  /** Links the agent to a parent: true for the one call that found it unlinked. */
  async link(db: Db, id: number, adminId: number, at: string) {
    const result = await db
      .updateTable('agents')
      .set({ admin_id: adminId, updated_at: at })
      .where('id', '=', id)
      .where('admin_id', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Unlinks the agent from this parent: false when it was not linked to it. */
  async unlink(db: Db, id: number, adminId: number, at: string) {
    const result = await db
      .updateTable('agents')
      .set({ admin_id: null, updated_at: at })
      .where('id', '=', id)
      .where('admin_id', '=', adminId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** The agent's secrets not revoked, newest first. */
  liveCredentials(db: Db, agentId: number) {
    return db
      .selectFrom('machine_credentials')
      .select('id')
      .where('kind', '=', 'agent')
      .where('subject_id', '=', agentId)
      .where('revoked_at', 'is', null)
      .orderBy('id', 'desc')
      .execute();
  },

  /** The ids of the agents linked to a parent. */
  async idsOfParent(db: Db, adminId: number): Promise<number[]> {
    const rows = await db
      .selectFrom('agents')
      .select('id')
      .where('admin_id', '=', adminId)
      .execute();
    return rows.map((row) => row.id);
  },
};
