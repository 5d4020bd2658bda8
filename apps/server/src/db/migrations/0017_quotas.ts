import type { Kysely } from 'kysely';

/**
 * Budgets counted in the database, so every server shares them (db/quotas.ts): per key, the times
 * of its uses still inside the window (JSON), and when the last of them leaves it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quotas')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('uses', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quotas_expires_at').on('quotas').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('quotas').execute();
}
