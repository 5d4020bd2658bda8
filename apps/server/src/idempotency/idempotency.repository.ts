import type { Db } from '../db/database';

export const idempotencyRepository = {
  /** Takes the key for a new request; false when the caller already used it. */
  async claim(
    db: Db,
    row: { scope: string; key: string; route: string; request_hash: string; created_at: string },
  ): Promise<boolean> {
    const inserted = await db
      .insertInto('idempotency_keys')
      .values(row)
      .onConflict((conflict) => conflict.columns(['scope', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    return inserted !== undefined;
  },

  find(db: Db, scope: string, key: string) {
    return db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst();
  },

  /** Takes over a request whose server stopped before answering (its row is older than `staleBefore`). */
  async reclaim(db: Db, scope: string, key: string, staleBefore: string, now: string) {
    const result = await db
      .updateTable('idempotency_keys')
      .set({ created_at: now })
      .where('scope', '=', scope)
      .where('key', '=', key)
      .where('response', 'is', null)
      .where('created_at', '<', staleBefore)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async complete(db: Db, scope: string, key: string, response: string) {
    await db
      .updateTable('idempotency_keys')
      .set({ response })
      .where('scope', '=', scope)
      .where('key', '=', key)
      .execute();
  },

  async release(db: Db, scope: string, key: string) {
    await db
      .deleteFrom('idempotency_keys')
      .where('scope', '=', scope)
      .where('key', '=', key)
      .where('response', 'is', null)
      .execute();
  },

  async removeBefore(db: Db, before: string) {
    await db.deleteFrom('idempotency_keys').where('created_at', '<', before).execute();
  },
};
