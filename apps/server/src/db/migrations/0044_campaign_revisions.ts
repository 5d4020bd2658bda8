import { sql, type Kysely } from 'kysely';
import { idColumn, idType } from './dialect';

/**
 * Extensions of live campaigns (CampaignFull/ExtendDetail): a revision is kept pending beside the
 * live campaign, which keeps running, until a manager approves or rejects it. At most one pending
 * revision per campaign (a partial unique index, so two requests at once give one revision).
 * And the merchant's name as the catalogue had it when the campaign was saved or synced.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('campaign_revisions')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id'))
    /** pending | approved | rejected */
    .addColumn('state', 'text', (c) => c.notNull())
    /** JSON: the values the revision sets (end, budget, limits). */
    .addColumn('changes', 'text', (c) => c.notNull())
    /** JSON: the live values when it was asked for. */
    .addColumn('previous', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'integer')
    .addColumn('requested_by_name', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('decided_by_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema
    .createIndex('campaign_revisions_one_pending')
    .on('campaign_revisions')
    .column('campaign_id')
    .unique()
    .where(sql.ref('state'), '=', 'pending')
    .execute();
  await db.schema
    .alterTable('campaigns')
    .addColumn('merchant_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('campaigns').dropColumn('merchant_name').execute();
  await db.schema.dropTable('campaign_revisions').execute();
}
