import type { Insertable } from 'kysely';
import { forUpdate, type Db } from '../../db/database';
import type { RedemptionReversalsTable, RedemptionRow } from './redemption.tables';

/**
 * The rows a reversal reads and writes: the redemption, locked and changed conditionally on the
 * refunded amount read, and one reversal row per (redemption, refund id). The counters it gives
 * back are redemption.repository.ts's.
 */
export const reversalsRepository = {
  /** The reversal of this refund id, if one was recorded. */
  find(db: Db, redemptionId: number, refundId: string) {
    return db
      .selectFrom('redemption_reversals')
      .selectAll()
      .where('redemption_id', '=', redemptionId)
      .where('refund_id', '=', refundId)
      .executeTakeFirst();
  },

  /** A redemption's reversals, in the order they were made. */
  ofRedemption(db: Db, redemptionId: number) {
    return db
      .selectFrom('redemption_reversals')
      .selectAll()
      .where('redemption_id', '=', redemptionId)
      .orderBy('id')
      .execute();
  },

  /** The redemption, locked until the transaction ends (PostgreSQL; SQLite runs one at a time). */
  lockRedemption(db: Db, id: number) {
    return db
      .selectFrom('redemptions')
      .selectAll()
      .where('id', '=', id)
      .$call(forUpdate(db))
      .executeTakeFirstOrThrow();
  },

  /**
   * The redemption's refunded total, reversed discount and state, as of the refunded amount read;
   * false when it changed first.
   */
  async refund(
    db: Db,
    read: Pick<RedemptionRow, 'id' | 'refunded_amount'>,
    change: {
      refunded_amount: number;
      discount_reversed: number;
      state: 'reversed' | 'partially_reversed';
      updated_at: string;
    },
  ) {
    const updated = await db
      .updateTable('redemptions')
      .set(change)
      .where('id', '=', read.id)
      .where('refunded_amount', '=', read.refunded_amount)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  },

  async insert(db: Db, row: Insertable<RedemptionReversalsTable>) {
    await db.insertInto('redemption_reversals').values(row).execute();
  },
};
