import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { RedemptionsTable } from './redemption.tables';

/**
 * The rows of redemption. Counters change only here, and only by arithmetic in the `set` with
 * the limit in the `where` (docs/decisions/state-changes.md); the tables' check constraints are
 * the last guard.
 */
export const redemptionRepository = {
  find(db: Db, clientId: number, transactionId: string) {
    return db
      .selectFrom('redemptions')
      .selectAll()
      .where('client_id', '=', clientId)
      .where('transaction_id', '=', transactionId)
      .executeTakeFirst();
  },

  insert(db: Db, row: Insertable<RedemptionsTable>) {
    return db.insertInto('redemptions').values(row).executeTakeFirstOrThrow();
  },

  /**
   * One more use of a customer in a period (a cycle, or '*' for the whole campaign), if it stays
   * within `max`. The row is made on first use; the limit is the campaign's as of now.
   */
  async takeCustomerUse(
    db: Db,
    campaignId: number,
    phone: string,
    period: string,
    max: number,
  ): Promise<boolean> {
    const result = await db
      .insertInto('customer_counters')
      .values({ campaign_id: campaignId, phone, period, used: 1, max_uses: max })
      .onConflict((oc) =>
        oc
          .columns(['campaign_id', 'phone', 'period'])
          .doUpdateSet({
            used: sql`customer_counters.used + 1`,
            max_uses: sql`excluded.max_uses`,
          })
          .where(sql<boolean>`customer_counters.used + 1 <= excluded.max_uses`),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  },

  async giveCustomerUse(db: Db, campaignId: number, phone: string, period: string) {
    await db
      .updateTable('customer_counters')
      .set({ used: sql`used - 1` })
      .where('campaign_id', '=', campaignId)
      .where('phone', '=', phone)
      .where('period', '=', period)
      .where('used', '>=', 1)
      .execute();
  },

  /** A campaign's counter row, made at zero if it has none yet. */
  async ensureCounters(db: Db, campaignId: number) {
    await db
      .insertInto('campaign_counters')
      .values({ campaign_id: campaignId, max_budget: null, max_uses: null })
      .onConflict((oc) => oc.column('campaign_id').doNothing())
      .execute();
  },

  /**
   * Spends `discount` and one use of a running campaign, if both stay within the limits (null:
   * none). False when a limit would be passed or the campaign no longer runs.
   */
  async spend(
    db: Db,
    campaignId: number,
    discount: number,
    maxBudget: number | null,
    maxUses: number | null,
  ): Promise<boolean> {
    let query = db
      .updateTable('campaign_counters')
      .set({
        budget_used: sql`budget_used + ${discount}`,
        uses: sql`uses + 1`,
        max_budget: maxBudget,
        max_uses: maxUses,
      })
      .where('campaign_id', '=', campaignId)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('campaigns')
            .select('campaigns.id')
            .where('campaigns.id', '=', campaignId)
            .where('campaigns.state', '=', 'running'),
        ),
      );
    if (maxBudget !== null) {
      query = query.where(sql<boolean>`budget_used + ${discount} <= ${maxBudget}`);
    }
    if (maxUses !== null) query = query.where(sql<boolean>`uses + 1 <= ${maxUses}`);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Gives back a reversed discount and, on a full reversal, the use. */
  async giveBack(db: Db, campaignId: number, discount: number, use: number) {
    const result = await db
      .updateTable('campaign_counters')
      .set({ budget_used: sql`budget_used - ${discount}`, uses: sql`uses - ${use}` })
      .where('campaign_id', '=', campaignId)
      .where('budget_used', '>=', discount)
      .where('uses', '>=', use)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  counters(db: Db, campaignId: number) {
    return db
      .selectFrom('campaign_counters')
      .selectAll()
      .where('campaign_id', '=', campaignId)
      .executeTakeFirst();
  },

  customerUses(db: Db, campaignId: number, phone: string, periods: string[]) {
    return db
      .selectFrom('customer_counters')
      .select(['period', 'used'])
      .where('campaign_id', '=', campaignId)
      .where('phone', '=', phone)
      .where('period', 'in', periods)
      .execute();
  },
};
