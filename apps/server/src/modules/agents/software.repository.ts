import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import { pageBounds, queryPage } from '../../db/paging';
import { containsPattern, lowerLike } from '../../db/search';
import type { AgentSoftwareChangesTable, AgentSoftwareTable } from './agents.tables';

/** The SQL of agents' software (snapshots, history, the app catalogue) and agent releases. */
export const softwareRepository = {
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
};
