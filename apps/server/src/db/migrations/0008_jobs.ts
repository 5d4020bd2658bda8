import type { Kysely } from 'kysely';
import { idColumn, idType } from './dialect';

/**
 * Background work kept in the database: a job is due at `run_at`; a server claims it by setting
 * `lease_owner` and `lease_until` with a conditional update, so a restart resumes what was left
 * and several servers never run one job twice. A recurring job keeps one row per `key`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.unique())
    .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_due').on('jobs').columns(['state', 'run_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
