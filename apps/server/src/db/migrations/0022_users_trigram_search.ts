import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

const COLUMNS = ['user_name', 'full_name', 'email', 'phone'] as const;

/**
 * On PostgreSQL, trigram indexes (pg_trgm) on the lower-cased columns the user searches match
 * with `lower(col) like '%text%'`, which no b-tree can serve. Where the server does not offer
 * pg_trgm the migration leaves search as it was (a scan). SQLite: nothing here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (!rows[0]?.n) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const column of COLUMNS) {
    await sql`create index ${sql.raw(`users_search_${column}`)} on users
      using gin (lower(${sql.ref(column)}) gin_trgm_ops) where deleted_at is null`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const column of COLUMNS) {
    await sql`drop index if exists ${sql.raw(`users_search_${column}`)}`.execute(db);
  }
}
