import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Window counters and leased slots; all SQL of the limits. */
export const limitsRepository = {
  /**
   * Counts one call against `key` in one statement: a row made, a running window counted on, or
   * an ended window started afresh. Answers the count with this call and the window's end.
   */
  count(db: Db, key: string, now: string, endsIfNew: string) {
    const ended = sql<boolean>`limit_counters.window_ends <= ${now}`;
    return db
      .insertInto('limit_counters')
      .values({ key, count: 1, window_ends: endsIfNew })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql`case when ${ended} then 1 else limit_counters.count + 1 end`,
          window_ends: sql`case when ${ended} then excluded.window_ends else limit_counters.window_ends end`,
        }),
      )
      .returning(['count', 'window_ends'])
      .executeTakeFirstOrThrow();
  },

  /** Takes one call back off a running window. */
  uncount(db: Db, key: string) {
    return db
      .updateTable('limit_counters')
      .set({ count: sql`count - 1` })
      .where('key', '=', key)
      .where('count', '>', 0)
      .execute();
  },

  remove(db: Db, key: string) {
    return db.deleteFrom('limit_counters').where('key', '=', key).execute();
  },

  /** Takes the slot if it is free or its lease has ended; false when someone holds it. */
  async lease(db: Db, key: string, holder: string, now: string, until: string): Promise<boolean> {
    const row = await db
      .insertInto('limit_leases')
      .values({ key, holder, lease_until: until })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({ holder, lease_until: until })
          .where('limit_leases.lease_until', '<=', now),
      )
      .returning('holder')
      .executeTakeFirst();
    return row?.holder === holder;
  },

  release(db: Db, key: string, holder: string) {
    return db
      .deleteFrom('limit_leases')
      .where('key', '=', key)
      .where('holder', '=', holder)
      .execute();
  },

  async removeEnded(db: Db, now: string) {
    await db.deleteFrom('limit_counters').where('window_ends', '<=', now).execute();
    await db.deleteFrom('limit_leases').where('lease_until', '<=', now).execute();
  },
};
