import type { Kysely } from 'kysely';

/**
 * What the terminal blocklist shows of a terminal's last change, as the customer blocklist keeps
 * it of a phone: why (a reason from the list and its text), who and when. The history of every
 * change is in `transitions`. The index answers "how many of this merchant's terminals are locked".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns = [
    ['block_reason', ''],
    ['block_reason_text', ''],
    ['block_actor_name', ''],
  ] as const;
  for (const [name, initial] of columns) {
    await db.schema
      .alterTable('terminals')
      .addColumn(name, 'text', (c) => c.notNull().defaultTo(initial))
      .execute();
  }
  await db.schema.alterTable('terminals').addColumn('block_updated_at', 'text').execute();
  await db.schema
    .createIndex('terminals_merchant_status')
    .on('terminals')
    .columns(['merchant_id', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('terminals_merchant_status').execute();
  for (const name of [
    'block_updated_at',
    'block_actor_name',
    'block_reason_text',
    'block_reason',
  ]) {
    await db.schema.alterTable('terminals').dropColumn(name).execute();
  }
}
