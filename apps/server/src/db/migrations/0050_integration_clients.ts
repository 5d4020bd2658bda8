import type { Kysely } from 'kysely';
import { idColumn, idType } from './dialect';

/**
 * Payment systems that redeem campaigns (issue 13). Each client's key is a row of
 * `machine_credentials` (kind 'integration', subject = the client); the client says which
 * campaigns it may redeem: campaign types, campaign ids, or both (JSON arrays).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('integration_clients')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('campaign_types', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('campaign_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('credential_id', 'integer')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('integration_clients').execute();
}
