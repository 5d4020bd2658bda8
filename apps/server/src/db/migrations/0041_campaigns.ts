import type { Kysely } from 'kysely';
import { idColumn, idType } from './dialect';

/**
 * Campaigns, and the merchant and terminal catalogue they name. The columns a list filters or
 * sorts on are columns; the rest of a campaign's details (conditions, QR types, limits) is one JSON
 * text, written and read whole. `version` moves with every change, so a change can be made "as of
 * the version read" with one conditional update. Times are ISO 8601 UTC text (they sort as text).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('merchants')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    /** Lower case without accents: what a keyword search matches. */
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('terminals')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('terminals_merchant_code', ['merchant_id', 'code'])
    .execute();

  await db.schema
    .createTable('campaigns')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('code', 'text', (c) => c.notNull())
    /** Lower-cased code, unique: codes are unique whatever their case. */
    .addColumn('code_key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('bank_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('merchant_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('max_budget', 'bigint')
    .addColumn('details', 'text', (c) => c.notNull())
    /** Live counters: what redemptions have spent. */
    .addColumn('budget_used', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('submitted_by', 'integer')
    .addColumn('submitted_by_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The clock's two questions (which waiting campaigns have started, which live ones have ended)
  // and the list's time-range filter.
  await db.schema
    .createIndex('campaigns_state_start')
    .on('campaigns')
    .columns(['state', 'start_time'])
    .execute();
  await db.schema
    .createIndex('campaigns_state_end')
    .on('campaigns')
    .columns(['state', 'end_time'])
    .execute();
  await db.schema
    .createIndex('campaigns_start_end')
    .on('campaigns')
    .columns(['start_time', 'end_time'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('campaigns').execute();
  await db.schema.dropTable('terminals').execute();
  await db.schema.dropTable('merchants').execute();
}
