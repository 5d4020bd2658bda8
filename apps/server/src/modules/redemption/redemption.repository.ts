import { sql, type Insertable } from 'kysely';
import type { RedemptionReason } from '@console/contract/schemas/redemption';
import { inSqliteTransaction, type Db, type SqliteSync } from '../../db/database';
import { pageBounds, queryPage } from '../../db/paging';
import type { RedemptionsTable } from './redemption.tables';

/**
 * The rows of redemption. Counters change only here, and only by arithmetic in the `set` with
 * the limit in the `where` (docs/decisions/state-changes.md); the tables' check constraints are
 * the last guard.
 */
/** What a redemption takes: the customer's uses (null maximum: not counted), budget and a use. */
export interface Take {
  campaignId: number;
  phone: string;
  cycle: string;
  cycleMax: number | null;
  campaignMax: number | null;
  discount: number;
  maxBudget: number | null;
  maxUses: number | null;
}

/** The SQLSTATE `redemption_take` raises a refusal with; its message is the reason key. */
const REFUSED = 'RDM01';

class Refusal extends Error {
  constructor(readonly reason: RedemptionReason) {
    super(reason);
  }
}

/** One more use of a customer in a period, if it stays within `max` (the row made on first use). */
function takeCustomerUse(db: Db, take: Take, period: string, max: number) {
  return db
    .insertInto('customer_counters')
    .values({ campaign_id: take.campaignId, phone: take.phone, period, used: 1, max_uses: max })
    .onConflict((oc) =>
      oc
        .columns(['campaign_id', 'phone', 'period'])
        .doUpdateSet({
          used: sql`customer_counters.used + 1`,
          max_uses: sql`excluded.max_uses`,
        })
        .where(sql<boolean>`customer_counters.used + 1 <= excluded.max_uses`),
    )
    .compile();
}

/** Spends the discount and one use of a running campaign, if both stay within the limits. */
function spend(db: Db, take: Take) {
  let query = db
    .updateTable('campaign_counters')
    .set({
      budget_used: sql`budget_used + ${take.discount}`,
      uses: sql`uses + 1`,
      max_budget: take.maxBudget,
      max_uses: take.maxUses,
    })
    .where('campaign_id', '=', take.campaignId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('campaigns')
          .select('campaigns.id')
          .where('campaigns.id', '=', take.campaignId)
          .where('campaigns.state', '=', 'running'),
      ),
    );
  if (take.maxBudget !== null) {
    query = query.where(sql<boolean>`budget_used + ${take.discount} <= ${take.maxBudget}`);
  }
  if (take.maxUses !== null) query = query.where(sql<boolean>`uses + 1 <= ${take.maxUses}`);
  return query.compile();
}

/** The SQLite half of `take`: synchronous, inside `inSqliteTransaction`; throws a Refusal. */
function takeSync(db: Db, s: SqliteSync, take: Take, row: Insertable<RedemptionsTable>) {
  if (take.cycleMax !== null && s.run(takeCustomerUse(db, take, take.cycle, take.cycleMax)) !== 1) {
    throw new Refusal('customer_cycle_limit');
  }
  if (take.campaignMax !== null && s.run(takeCustomerUse(db, take, '*', take.campaignMax)) !== 1) {
    throw new Refusal('customer_campaign_limit');
  }
  const counters = () =>
    s.get(
      db
        .selectFrom('campaign_counters')
        .select('uses')
        .where('campaign_id', '=', take.campaignId)
        .compile(),
    );
  let spent = s.run(spend(db, take)) === 1;
  if (!spent && !counters()) {
    s.run(
      db
        .insertInto('campaign_counters')
        .values({ campaign_id: take.campaignId, max_budget: null, max_uses: null })
        .onConflict((oc) => oc.column('campaign_id').doNothing())
        .compile(),
    );
    spent = s.run(spend(db, take)) === 1;
  }
  if (!spent) {
    const campaign = s.get(
      db.selectFrom('campaigns').select('state').where('id', '=', take.campaignId).compile(),
    );
    if (campaign?.state !== 'running') throw new Refusal('campaign_not_running');
    const uses = Number(counters()?.uses ?? 0);
    if (take.maxUses !== null && uses + 1 > take.maxUses) throw new Refusal('total_uses_reached');
    throw new Refusal('budget_exhausted');
  }
  s.run(db.insertInto('redemptions').values(row).compile());
}

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

  /**
   * Takes what a redemption uses and records it, in one transaction, or answers the limit that
   * refused it (nothing written then): the customer's cycle use and campaign use (each when the
   * campaign limits it), then the campaign's budget and uses, last, while the campaign runs, then
   * the redemption row. The hot resource is held for the least time: on SQLite the transaction runs
   * synchronously (`inSqliteTransaction`); on PostgreSQL it is one statement (`redemption_take`,
   * migration 0061, beside the row's insert), so the campaign's counter row is locked only until
   * the commit, with no round trip in between. A unique violation (the transaction id's row is
   * already there) is thrown for the caller to replay.
   */
  async take(
    db: Db,
    take: Take,
    row: Insertable<RedemptionsTable>,
  ): Promise<RedemptionReason | null> {
    try {
      const done = await inSqliteTransaction(db, (s) => takeSync(db, s, take, row));
      if (done) return null;
      await db
        .with('recorded', (w) => w.insertInto('redemptions').values(row).returning('id'))
        .selectNoFrom(
          sql<null>`redemption_take(${take.campaignId}::integer, ${take.phone}::text,
            ${take.cycle}::text, ${take.cycleMax}::integer, ${take.campaignMax}::integer,
            ${take.discount}::bigint, ${take.maxBudget}::bigint, ${take.maxUses}::bigint)`.as('t'),
        )
        .execute();
      return null;
    } catch (error) {
      if (error instanceof Refusal) return error.reason;
      const e = error as { code?: string; message?: string };
      if (e.code === REFUSED) return e.message as RedemptionReason;
      throw error;
    }
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

  /** A page of a campaign's redemptions, newest first, with the name of the client of each. */
  ofCampaign(db: Db, q: { campaignId: number; page: number; pageSize: number }) {
    const base = db.selectFrom('redemptions').where('redemptions.campaign_id', '=', q.campaignId);
    return queryPage(
      pageBounds(q.page, q.pageSize),
      base
        .leftJoin('integration_clients', 'integration_clients.id', 'redemptions.client_id')
        .selectAll('redemptions')
        .select('integration_clients.name as client_name')
        .orderBy('redemptions.id', 'desc'),
      base,
    );
  },
};
