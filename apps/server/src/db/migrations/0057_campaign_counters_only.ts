import type { Kysely } from 'kysely';

/**
 * A campaign's spending lives in `campaign_counters` (0051), where a check constraint keeps it
 * within the budget; the first home of those counters, on `campaigns` itself (0041), was never
 * written after that and could only mislead a reader. Dropped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('campaigns').dropColumn('budget_used').execute();
  await db.schema.alterTable('campaigns').dropColumn('uses').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('campaigns')
    .addColumn('budget_used', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('campaigns')
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
