import { type Kysely, Migrator, PostgresAdapter, sql } from 'kysely';
import { migrations } from './migrations/index';
import { openPostgres } from './postgres';
import type { Database } from './schema';
import { openSqlite } from './sqlite';

// Callers import every database name from here; each database's own machinery (opening it, its
// kept statements) lives in sqlite.ts and postgres.ts.
export { nameStatement } from './postgres';
export { inSqliteTransaction, readAtOnce, writeCount, type SqliteSync } from './sqlite';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** SQLite: let other processes open the file (Config.sqliteShared). */
  sqliteShared?: boolean;
}

/** PostgreSQL when a URL is given, otherwise an SQLite file in the data directory (WAL mode). */
export function createDatabase({ databaseUrl, dataDir, sqliteShared }: DatabaseOptions): Db {
  return databaseUrl ? openPostgres(databaseUrl) : openSqlite(dataDir, sqliteShared);
}

/**
 * The sum of an integer column as exact decimal text, '0' over no rows. PostgreSQL sums bigint as
 * numeric and SQLite in 64 bits; both print exactly, where a JavaScript number rounds past 2^53.
 * Callers take BigInt() of it (docs/decisions/errors-and-messages.md).
 */
export function sumAsText(column: string) {
  return sql<string>`cast(coalesce(sum(${sql.ref(column)}), 0) as text)`;
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** Whether a write broke a unique index; with `index`, that one (PostgreSQL or SQLite names it). */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  const e = error as { code?: string; message?: string; constraint?: string };
  const unique =
    e.code === '23505' ||
    e.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
  if (!unique || index === undefined) return unique;
  return e.constraint === index || (e.message ?? '').includes(`index '${index}'`);
}

export const nowIso = (): string => new Date().toISOString();

export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Locks the rows a select reads until the transaction ends (`for update`) on PostgreSQL; SQLite
 * needs none, as its one connection runs one transaction at a time.
 */
export function forUpdate<QB extends { forUpdate(): QB }>(db: Db): (qb: QB) => QB {
  return (qb) => (isPostgres(db) ? qb.forUpdate() : qb);
}

/**
 * Serialises the transactions that change a whole set rather than one row (publishing the rule
 * set as a new version): a transaction-scoped advisory lock on PostgreSQL, held until commit or
 * rollback, so each holder reads what the one before it committed. SQLite needs none, as its one
 * connection runs one transaction at a time.
 */
export async function lockSet(trx: Db, name: string): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(trx);
}
