import type { Kysely } from 'kysely';

/**
 * The dashboard counts the redemptions of each of the last 7 days: a range on `created_at`,
 * which no index served (0051 indexes them by campaign), so every visit read the whole table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('redemptions_created')
    .on('redemptions')
    .columns(['created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('redemptions_created').execute();
}
