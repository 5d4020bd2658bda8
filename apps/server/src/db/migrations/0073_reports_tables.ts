import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * The agents' reports tables take the project's word for them (docs/ARCHITECTURE.md, Glossary):
 * `telemetry_*` of 0058 become `report_*`, with their indexes, which bench/agents-seed.ts names.
 * PostgreSQL renames an index, a primary key and a serial's sequence in place (a column default
 * holds its sequence by oid, so it follows); SQLite cannot rename an index, so it drops each one
 * and builds it again under the new name, and its primary keys have no names to change. The
 * foreign keys keep the names PostgreSQL generated for them: no code names them.
 */
const TABLES = [
  'batches',
  'url_requests',
  'app_sessions',
  'keywords',
  'domain_days',
  'url_days',
  'app_days',
  'keyword_days',
] as const;

/** The tables with a serial id (PostgreSQL), and those with a named primary key. */
const SERIAL = ['url_requests', 'app_sessions', 'keywords'] as const;
const KEYED = ['batches', 'domain_days', 'url_days', 'app_days', 'keyword_days'] as const;

/** Every index of 0058, by its name without the prefix: its table and columns. */
const INDEXES: [name: string, table: string, columns: string[]][] = [
  ['batches_received', 'batches', ['received_at']],
  ['url_requests_time', 'url_requests', ['start_time']],
  ['app_sessions_time', 'app_sessions', ['start_time']],
  ['keywords_time', 'keywords', ['start_time']],
  ['app_sessions_agent_day', 'app_sessions', ['agent_id', 'day', 'start_time']],
  ['domain_days_day', 'domain_days', ['day']],
  ['url_days_day', 'url_days', ['day']],
  ['app_days_day', 'app_days', ['day']],
  ['keyword_days_day', 'keyword_days', ['day']],
];

async function rename(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  const postgres = isPostgres(db);
  for (const table of TABLES) {
    await sql.raw(`alter table ${from}_${table} rename to ${to}_${table}`).execute(db);
  }
  if (postgres) {
    for (const table of KEYED) {
      await sql
        .raw(
          `alter table ${to}_${table} rename constraint ${from}_${table}_pk to ${to}_${table}_pk`,
        )
        .execute(db);
    }
    for (const table of SERIAL) {
      await sql
        .raw(`alter sequence ${from}_${table}_id_seq rename to ${to}_${table}_id_seq`)
        .execute(db);
      await sql.raw(`alter index ${from}_${table}_pkey rename to ${to}_${table}_pkey`).execute(db);
    }
  }
  for (const [name, table, columns] of INDEXES) {
    if (postgres) {
      await sql.raw(`alter index ${from}_${name} rename to ${to}_${name}`).execute(db);
    } else {
      await db.schema.dropIndex(`${from}_${name}`).execute();
      await db.schema.createIndex(`${to}_${name}`).on(`${to}_${table}`).columns(columns).execute();
    }
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rename(db, 'telemetry', 'report');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rename(db, 'report', 'telemetry');
}
