import { sql, type Kysely } from 'kysely';
import { idColumn, idType } from './dialect';

/**
 * Redemptions and the counters that keep them within a campaign's limits
 * (docs/decisions/redemption.md). The counters are tables of their own rather than the
 * `campaigns.budget_used` / `uses` columns of 0041 because SQLite cannot add a check constraint
 * to an existing table: here a check makes an overspend (or a count past its limit) impossible to
 * commit, whatever the code does. Counters change only by `used = used + x` in an update whose
 * `where` holds the limit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('campaign_counters')
    .addColumn('campaign_id', 'integer', (c) => c.primaryKey().references('campaigns.id'))
    /** The limits as of the last redemption (a campaign's edit may raise them). Null: none. */
    .addColumn('max_budget', 'bigint')
    .addColumn('max_uses', 'bigint')
    .addColumn('budget_used', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('uses', 'bigint', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint(
      'campaign_counters_budget',
      sql`budget_used >= 0 and (max_budget is null or budget_used <= max_budget)`,
    )
    .addCheckConstraint(
      'campaign_counters_uses',
      sql`uses >= 0 and (max_uses is null or uses <= max_uses)`,
    )
    .execute();

  await db.schema
    .createTable('customer_counters')
    .addColumn('campaign_id', 'integer', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    /** The cycle ('d:2026-11-26', 'w:2026-W48', 'm:2026-11'), or '*' for the whole campaign. */
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull())
    .addColumn('max_uses', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('customer_counters_pk', ['campaign_id', 'phone', 'period'])
    .addCheckConstraint('customer_counters_limit', sql`used >= 0 and used <= max_uses`)
    .execute();

  await db.schema
    .createTable('redemptions')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('client_id', 'integer', (c) => c.notNull())
    /** Which key the call carried (a rotated key is the same client). */
    .addColumn('credential_id', 'integer', (c) => c.notNull())
    .addColumn('transaction_id', 'text', (c) => c.notNull())
    /** SHA-256 of the validated request: a replay with another body is refused. */
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('campaign_id', 'integer')
    /** applied | rejected | partially_reversed | reversed */
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('terminal_code', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('discount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('sponsor_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('mer_ter_fee', 'bigint', (c) => c.notNull().defaultTo(0))
    /** The customer's cycle this redemption counted in (given back on a full reversal). */
    .addColumn('cycle_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('refunded_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('discount_reversed', 'bigint', (c) => c.notNull().defaultTo(0))
    /** The first answer, JSON: what a replay answers. */
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('redemptions_client_transaction', ['client_id', 'transaction_id'])
    .addCheckConstraint(
      'redemptions_reversal',
      sql`refunded_amount >= 0 and refunded_amount <= amount and discount_reversed >= 0 and discount_reversed <= discount`,
    )
    .execute();
  await db.schema
    .createIndex('redemptions_campaign')
    .on('redemptions')
    .columns(['campaign_id', 'id'])
    .execute();

  await db.schema
    .createTable('redemption_reversals')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('redemption_id', 'integer', (c) => c.notNull().references('redemptions.id'))
    .addColumn('refund_id', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('refund_amount', 'bigint', (c) => c.notNull())
    .addColumn('discount_reversed', 'bigint', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('redemption_reversals_refund', ['redemption_id', 'refund_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('redemption_reversals').execute();
  await db.schema.dropTable('redemptions').execute();
  await db.schema.dropTable('customer_counters').execute();
  await db.schema.dropTable('campaign_counters').execute();
}
