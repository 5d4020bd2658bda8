import type { Kysely } from 'kysely';
import { idColumn, idType } from './dialect';

/**
 * Limits kept in the database, so every server process counts the same calls: a counter per key
 * in a fixed window (`limit_counters`), and leased slots that bound how many of something run at
 * once (`limit_leases`). They replace the sign-in failure rows, which were counted before the
 * password check and written after it, so a burst passed the limit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_failures').execute();
  await db.schema
    .createTable('limit_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_ends', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('limit_counters_window_ends')
    .on('limit_counters')
    .column('window_ends')
    .execute();
  await db.schema
    .createTable('limit_leases')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('limit_leases').execute();
  await db.schema.dropTable('limit_counters').execute();
  await db.schema
    .createTable('login_failures')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_user')
    .on('login_failures')
    .columns(['user_name', 'at'])
    .execute();
  await db.schema
    .createIndex('login_failures_ip')
    .on('login_failures')
    .columns(['ip', 'at'])
    .execute();
}
