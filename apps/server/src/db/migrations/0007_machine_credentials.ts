import type { Kysely } from 'kysely';
import { idColumn, idType } from './dialect';

/**
 * Secrets of machines that call the API without a person: desktop agents and payment systems.
 * Only a hash of each secret is kept; a rotated or revoked one stops working at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('machine_credentials')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('machine_credentials_subject')
    .on('machine_credentials')
    .columns(['kind', 'subject_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('machine_credentials').execute();
}
