import { sql, type Insertable } from 'kysely';
import { isPostgres, type Db } from '../../db/database';
import type {
  ReportAppDaysTable,
  ReportAppSessionsTable,
  ReportBatchesTable,
  ReportDomainDaysTable,
  ReportKeywordDaysTable,
  ReportKeywordsTable,
  ReportUrlDaysTable,
  ReportUrlRequestsTable,
} from './reports.tables';

/** Rows one insert statement carries at most. */
const CHUNK = 200;
function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

export type RetainedTable =
  | 'report_url_requests'
  | 'report_app_sessions'
  | 'report_keywords'
  | 'report_batches'
  | 'report_domain_days'
  | 'report_url_days'
  | 'report_app_days'
  | 'report_keyword_days';

/** The reports' writes: a batch's owner, its raw rows and day rollups, and their retention. */
export const reportsRepository = {
  /** The parent's own time zone, unset as empty or missing. */
  async parentTimeZone(db: Db, adminId: number): Promise<string | undefined> {
    const row = await db
      .selectFrom('users')
      .select('time_zone')
      .where('id', '=', adminId)
      .executeTakeFirst();
    return row?.time_zone;
  },

  /** The agent's id and the parent it is linked to (null when none). */
  agentLink(db: Db, agentId: number) {
    return db
      .selectFrom('agents')
      .select(['id', 'admin_id'])
      .where('id', '=', agentId)
      .executeTakeFirst();
  },

  /** Those of `ids` that are the parent's staff users. */
  async staffIdsOf(db: Db, adminId: number, ids: number[]): Promise<number[]> {
    const rows = await db
      .selectFrom('staff_users')
      .select('id')
      .where('admin_id', '=', adminId)
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => r.id);
  },

  /** Records the batch id as taken: false when the agent sent it before. */
  async takeBatch(db: Db, batch: ReportBatchesTable): Promise<boolean> {
    const taken = await db
      .insertInto('report_batches')
      .values(batch)
      .onConflict((oc) => oc.columns(['agent_id', 'batch_id']).doNothing())
      .returning('batch_id')
      .executeTakeFirst();
    return taken !== undefined;
  },

  async insertUrlRequests(db: Db, rows: Insertable<ReportUrlRequestsTable>[]) {
    for (const chunk of chunks(rows))
      await db.insertInto('report_url_requests').values(chunk).execute();
  },

  async insertAppSessions(db: Db, rows: Insertable<ReportAppSessionsTable>[]) {
    for (const chunk of chunks(rows))
      await db.insertInto('report_app_sessions').values(chunk).execute();
  },

  async insertKeywords(db: Db, rows: Insertable<ReportKeywordsTable>[]) {
    for (const chunk of chunks(rows))
      await db.insertInto('report_keywords').values(chunk).execute();
  },

  /** Adds the counts to the domains' day rows, making the rows missing. */
  async addDomainDays(db: Db, rows: ReportDomainDaysTable[]) {
    for (const chunk of chunks(rows)) {
      await db
        .insertInto('report_domain_days')
        .values(chunk)
        .onConflict((oc) =>
          oc.columns(['agent_id', 'day', 'staff_id', 'domain']).doUpdateSet({
            count: sql`report_domain_days.count + excluded.count`,
          }),
        )
        .execute();
    }
  },

  /** Adds the counts to the URLs' day rows, keeping the earliest visit and the last title given. */
  async addUrlDays(db: Db, rows: Insertable<ReportUrlDaysTable>[]) {
    for (const chunk of chunks(rows)) {
      await db
        .insertInto('report_url_days')
        .values(chunk)
        .onConflict((oc) =>
          oc.columns(['agent_id', 'day', 'staff_id', 'url_hash']).doUpdateSet({
            count: sql`report_url_days.count + excluded.count`,
            first_at: sql`case when excluded.first_at < report_url_days.first_at then excluded.first_at else report_url_days.first_at end`,
            title: sql`case when excluded.title <> '' then excluded.title else report_url_days.title end`,
          }),
        )
        .execute();
    }
  },

  /** Adds the seconds to the apps' day rows. */
  async addAppDays(db: Db, rows: ReportAppDaysTable[]) {
    for (const chunk of chunks(rows)) {
      await db
        .insertInto('report_app_days')
        .values(chunk)
        .onConflict((oc) =>
          oc.columns(['agent_id', 'day', 'staff_id', 'app_name']).doUpdateSet({
            seconds: sql`report_app_days.seconds + excluded.seconds`,
          }),
        )
        .execute();
    }
  },

  /** Adds the counts to the keywords' day rows. */
  async addKeywordDays(db: Db, rows: ReportKeywordDaysTable[]) {
    for (const chunk of chunks(rows)) {
      await db
        .insertInto('report_keyword_days')
        .values(chunk)
        .onConflict((oc) =>
          oc.columns(['agent_id', 'day', 'staff_id', 'keyword']).doUpdateSet({
            count: sql`report_keyword_days.count + excluded.count`,
          }),
        )
        .execute();
    }
  },

  /** Deletes up to `limit` rows whose `column` is below `cutoff`; the number deleted. */
  async deleteOlderChunk(
    db: Db,
    table: RetainedTable,
    column: 'start_time' | 'received_at' | 'day',
    cutoff: string,
    limit: number,
  ): Promise<number> {
    const t = sql.table(table);
    const c = sql.ref(column);
    // The rowid (SQLite) or ctid (PostgreSQL) picks a chunk through the column's index.
    const key = sql.raw(isPostgres(db) ? 'ctid' : 'rowid');
    const result =
      await sql`delete from ${t} where ${key} in (select ${key} from ${t} where ${c} < ${cutoff} limit ${limit})`.execute(
        db,
      );
    return Number(result.numAffectedRows ?? 0n);
  },
};
