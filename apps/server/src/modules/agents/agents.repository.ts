import type { Insertable, Updateable } from 'kysely';
import type { CommandState } from '@console/contract/schemas/agents';
import type { Db } from '../../db/database';
import { containsPattern, lowerLike } from '../../db/search';
import type {
  AgentCommandsTable,
  AgentSoftwareChangesTable,
  AgentSoftwareTable,
  AgentsTable,
  StaffAgentsTable,
} from './agents.tables';
import { pageBounds, queryPage } from '../../db/paging';

/** The SQL of the agents area: agents, OTPs, link requests, commands, software, releases. */
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

  // ---- OTPs and link requests ----

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

  // ---- commands ----

  insertCommand(db: Db, row: Insertable<AgentCommandsTable>) {
    return db.insertInto('agent_commands').values(row).returningAll().executeTakeFirstOrThrow();
  },

  command(db: Db, id: number) {
    return db.selectFrom('agent_commands').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** What a check-in hands over: queued or sent and not received, not expired, oldest first. */
  deliverable(db: Db, agentId: number, now: string) {
    return db
      .selectFrom('agent_commands')
      .selectAll()
      .where('agent_id', '=', agentId)
      .where('state', 'in', ['queued', 'sent'])
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .orderBy('id')
      .execute();
  },

  /** Moves a command from one of `from` to `to`; false when it was in none of them. */
  async moveCommand(
    db: Db,
    id: number,
    from: readonly CommandState[],
    to: CommandState,
    now: string,
    output?: string,
  ) {
    const result = await db
      .updateTable('agent_commands')
      .set({ state: to, updated_at: now, ...(output !== undefined && { output }) })
      .where('id', '=', id)
      .where('state', 'in', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  unfinished(db: Db, agentId: number, states: readonly CommandState[]) {
    return db
      .selectFrom('agent_commands')
      .select(['id', 'state'])
      .where('agent_id', '=', agentId)
      .where('state', 'in', states)
      .execute();
  },

  overdue(db: Db, now: string, states: readonly CommandState[]) {
    return db
      .selectFrom('agent_commands')
      .select(['id', 'state', 'agent_id'])
      .where('state', 'in', states)
      .where('expires_at', 'is not', null)
      .where('expires_at', '<=', now)
      .orderBy('id')
      .limit(500)
      .execute();
  },

  async commands(db: Db, agentId: number, page: number, size: number, order: 'asc' | 'desc') {
    const query = db.selectFrom('agent_commands').where('agent_id', '=', agentId);
    return queryPage(
      pageBounds(page, size),
      query.selectAll().orderBy('id', order === 'asc' ? 'desc' : 'asc'),
      query,
    );
  },

  // ---- software ----

  software(db: Db, agentId: number) {
    return db.selectFrom('agent_software').selectAll().where('agent_id', '=', agentId).execute();
  },

  async replaceSoftware(db: Db, agentId: number, rows: Insertable<AgentSoftwareTable>[]) {
    await db.deleteFrom('agent_software').where('agent_id', '=', agentId).execute();
    for (let i = 0; i < rows.length; i += 500) {
      await db
        .insertInto('agent_software')
        .values(rows.slice(i, i + 500))
        .execute();
    }
  },

  async searchSoftware(
    db: Db,
    agentId: number,
    keyword: string,
    page: number,
    size: number,
    order: 'asc' | 'desc',
  ) {
    let query = db.selectFrom('agent_software').where('agent_id', '=', agentId);
    const lowered = keyword.toLowerCase();
    if (lowered) {
      const pattern = containsPattern(lowered);
      query = query.where((eb) =>
        eb.or([lowerLike('display_name', pattern), lowerLike('publisher', pattern)]),
      );
    }
    return queryPage(
      pageBounds(page, size),
      query
        .select(['display_name', 'version', 'publisher', 'installed_date'])
        .orderBy('display_name', order)
        .orderBy('id'),
      query,
    );
  },

  /** What a snapshot added, removed or changed, kept as history. */
  async recordSoftwareChanges(db: Db, rows: Insertable<AgentSoftwareChangesTable>[]) {
    for (let i = 0; i < rows.length; i += 500) {
      await db
        .insertInto('agent_software_changes')
        .values(rows.slice(i, i + 500))
        .execute();
    }
  },

  upload(db: Db, agentId: number) {
    return db
      .selectFrom('agent_software_uploads')
      .selectAll()
      .where('agent_id', '=', agentId)
      .executeTakeFirst();
  },

  async recordUpload(db: Db, agentId: number, at: string, count: number) {
    await db
      .insertInto('agent_software_uploads')
      .values({ agent_id: agentId, uploaded_at: at, item_count: count })
      .onConflict((oc) => oc.column('agent_id').doUpdateSet({ uploaded_at: at, item_count: count }))
      .execute();
  },

  /** Names agents report join the app catalogue (or are seen again). */
  async catalogue(db: Db, names: string[], at: string) {
    const unique = [...new Set(names)];
    for (let i = 0; i < unique.length; i += 500) {
      await db
        .insertInto('app_catalogue')
        .values(
          unique.slice(i, i + 500).map((name) => ({
            name,
            source: 'agent' as const,
            first_seen_at: at,
            last_seen_at: at,
          })),
        )
        .onConflict((oc) => oc.column('name').doUpdateSet({ last_seen_at: at }))
        .execute();
    }
  },

  // ---- releases ----

  release(db: Db, platform: string) {
    return db
      .selectFrom('agent_releases')
      .selectAll()
      .where('platform', '=', platform)
      .executeTakeFirst();
  },

  async setRelease(db: Db, platform: string, version: string, url: string, by: string, at: string) {
    await db
      .insertInto('agent_releases')
      .values({ platform, version, url, updated_at: at, updated_by: by })
      .onConflict((oc) =>
        oc.column('platform').doUpdateSet({ version, url, updated_at: at, updated_by: by }),
      )
      .execute();
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

  ruleEntries(db: Db, id: number | null) {
    if (id === null) return Promise.resolve(undefined);
    return db
      .selectFrom('rule_groups')
      .select(['entries', 'version'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  async browsersVersion(db: Db) {
    const row = await db
      .selectFrom('browser_rule_versions')
      .select((eb) => eb.fn.max('version').as('v'))
      .executeTakeFirst();
    return row?.v == null ? null : Number(row.v);
  },
};
