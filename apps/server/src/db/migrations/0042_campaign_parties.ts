import type { Kysely } from 'kysely';
import { idColumn, idType } from './dialect';

/**
 * Who a campaign reaches and who is kept out: the customer blocklist (by phone), a lock on each
 * terminal, the terminals a campaign's mer-ter file applied, and a private campaign's customers.
 * Laid down together because the blocklist screens, the mer-ter files and redemption all read them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customer_blocks')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    /** open | locked */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reason_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('actor_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('customer_blocks_status')
    .on('customer_blocks')
    .columns(['status', 'updated_at'])
    .execute();

  await db.schema
    .alterTable('terminals')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .execute();
  await db.schema
    .alterTable('terminals')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('campaign_terminals')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id'))
    .addColumn('terminal_id', 'integer', (c) => c.notNull().references('terminals.id'))
    /** open | locked: a locked terminal stays listed but takes no discount. */
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('campaign_terminals_pair', ['campaign_id', 'terminal_id'])
    .execute();

  await db.schema
    .createTable('campaign_customers')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id'))
    .addColumn('phone', 'text', (c) => c.notNull())
    /** open | locked */
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('campaign_customers_pair', ['campaign_id', 'phone'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('campaign_customers').execute();
  await db.schema.dropTable('campaign_terminals').execute();
  await db.schema.alterTable('terminals').dropColumn('version').execute();
  await db.schema.alterTable('terminals').dropColumn('status').execute();
  await db.schema.dropTable('customer_blocks').execute();
}
