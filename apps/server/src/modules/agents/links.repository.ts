import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { StaffAgentsTable } from './agents.tables';

/** The SQL of linking: an agent's OTP, its link requests, its staff users' links. */
export const linksRepository = {
  // ---- OTPs ----

  otp(db: Db, agentId: number) {
    return db
      .selectFrom('agent_otps')
      .selectAll()
      .where('agent_id', '=', agentId)
      .executeTakeFirst();
  },

  async replaceOtp(db: Db, agentId: number, otpHash: string, expiresAt: string, now: string) {
    await db.deleteFrom('agent_otps').where('agent_id', '=', agentId).execute();
    await db
      .insertInto('agent_otps')
      .values({ agent_id: agentId, otp_hash: otpHash, expires_at: expiresAt, created_at: now })
      .execute();
  },

  /** Takes one try of the agent's OTP; false when its tries are used up (or there is none). */
  async takeOtpTry(db: Db, agentId: number, tries: number) {
    const result = await db
      .updateTable('agent_otps')
      .set((eb) => ({ tries: eb('tries', '+', 1) }))
      .where('agent_id', '=', agentId)
      .where('tries', '<', tries)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Uses the OTP up: true for the one call that deleted it. */
  async useOtp(db: Db, agentId: number, otpHash: string) {
    const result = await db
      .deleteFrom('agent_otps')
      .where('agent_id', '=', agentId)
      .where('otp_hash', '=', otpHash)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },

  deleteOtp(db: Db, agentId: number) {
    return db.deleteFrom('agent_otps').where('agent_id', '=', agentId).execute();
  },

  // ---- link requests ----

  voidPendingRequests(db: Db, agentId: number, now: string) {
    return db
      .updateTable('agent_link_requests')
      .set({ state: 'void', answered_at: now })
      .where('agent_id', '=', agentId)
      .where('state', '=', 'pending')
      .execute();
  },

  async insertRequest(db: Db, agentId: number, adminId: number, by: string, now: string) {
    const row = await db
      .insertInto('agent_link_requests')
      .values({ agent_id: agentId, admin_id: adminId, requested_by: by, requested_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  pendingRequest(db: Db, agentId: number, since: string) {
    return db
      .selectFrom('agent_link_requests')
      .innerJoin('users', 'users.id', 'agent_link_requests.admin_id')
      .select([
        'agent_link_requests.id',
        'agent_link_requests.admin_id',
        'agent_link_requests.requested_at',
        'users.user_name as admin_name',
      ])
      .where('agent_link_requests.agent_id', '=', agentId)
      .where('agent_link_requests.state', '=', 'pending')
      .where('agent_link_requests.requested_at', '>=', since)
      .orderBy('agent_link_requests.id', 'desc')
      .executeTakeFirst();
  },

  linkRequest(db: Db, id: number, agentId: number) {
    return db
      .selectFrom('agent_link_requests')
      .select(['admin_id'])
      .where('id', '=', id)
      .where('agent_id', '=', agentId)
      .executeTakeFirst();
  },

  async answerRequest(db: Db, id: number, agentId: number, since: string, now: string) {
    return db
      .updateTable('agent_link_requests')
      .set({ state: 'confirmed', answered_at: now })
      .where('id', '=', id)
      .where('agent_id', '=', agentId)
      .where('state', '=', 'pending')
      .where('requested_at', '>=', since)
      .returning(['admin_id'])
      .executeTakeFirst();
  },

  // ---- staff-agent links ----

  staffLinks(db: Db, adminId: number, agentId?: number) {
    let q = db
      .selectFrom('staff_agents')
      .innerJoin('staff_users', 'staff_users.id', 'staff_agents.staff_id')
      .innerJoin('agents', 'agents.id', 'staff_agents.agent_id')
      .select([
        'staff_agents.id',
        'staff_agents.staff_id',
        'staff_users.user_name as staff_name',
        'staff_agents.agent_id',
        'agents.name as agent_name',
        'staff_agents.enable',
      ])
      .where('staff_agents.admin_id', '=', adminId)
      .where('agents.admin_id', '=', adminId);
    if (agentId !== undefined) q = q.where('staff_agents.agent_id', '=', agentId);
    return q.orderBy('staff_agents.agent_id').orderBy('staff_agents.id').execute();
  },

  staffLink(db: Db, agentId: number, staffId: number) {
    return db
      .selectFrom('staff_agents')
      .selectAll()
      .where('agent_id', '=', agentId)
      .where('staff_id', '=', staffId)
      .executeTakeFirst();
  },

  insertStaffLink(db: Db, row: Insertable<StaffAgentsTable>) {
    return db.insertInto('staff_agents').values(row).returningAll().executeTakeFirstOrThrow();
  },

  /** Enables one staff user on the agent, its other links disabled first. */
  async enableOnlyStaff(db: Db, agentId: number, staffId: number) {
    await db
      .updateTable('staff_agents')
      .set({ enable: 0 })
      .where('agent_id', '=', agentId)
      .where('staff_id', '<>', staffId)
      .execute();
    await db
      .updateTable('staff_agents')
      .set({ enable: 1 })
      .where('agent_id', '=', agentId)
      .where('staff_id', '=', staffId)
      .execute();
  },

  /** Removes one staff link: false when there was none. */
  async deleteStaffLink(db: Db, agentId: number, staffId: number) {
    const result = await db
      .deleteFrom('staff_agents')
      .where('agent_id', '=', agentId)
      .where('staff_id', '=', staffId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },

  deleteStaffLinksOf(db: Db, agentId: number) {
    return db.deleteFrom('staff_agents').where('agent_id', '=', agentId).execute();
  },

  staffOf(db: Db, adminId: number) {
    return db
      .selectFrom('staff_users')
      .select(['id', 'user_name', 'full_name'])
      .where('admin_id', '=', adminId)
      .orderBy('user_name')
      .execute();
  },

  staff(db: Db, id: number) {
    return db.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirst();
  },

  enabledStaff(db: Db, agentId: number) {
    return db
      .selectFrom('staff_agents')
      .innerJoin('staff_users', 'staff_users.id', 'staff_agents.staff_id')
      .selectAll('staff_users')
      .where('staff_agents.agent_id', '=', agentId)
      .where('staff_agents.enable', '=', 1)
      .executeTakeFirst();
  },
};
