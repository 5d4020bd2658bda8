import { CAMPAIGN_STATES, type CampaignState } from '@console/contract/machines/campaign';
import type { Db } from '../../db/database';

const num = (value: unknown) => Number(value ?? 0);

/** The dashboard's counts, each one statement on an index of its table. */
export const dashboardRepository = {
  async campaignsByState(db: Db): Promise<Record<CampaignState, number>> {
    const rows = await db
      .selectFrom('campaigns')
      .select(['state', (eb) => eb.fn.countAll().as('n')])
      .groupBy('state')
      .execute();
    const byState = Object.fromEntries(CAMPAIGN_STATES.map((s) => [s, 0])) as Record<
      CampaignState,
      number
    >;
    for (const row of rows) byState[row.state] = num(row.n);
    return byState;
  },

  /**
   * What running campaigns with a budget have spent of it. A campaign's counters row is made by
   * its first redemption, so one without it has spent nothing.
   */
  async runningBudget(db: Db) {
    const row = await db
      .selectFrom('campaigns as c')
      .leftJoin('campaign_counters as k', 'k.campaign_id', 'c.id')
      .where('c.state', '=', 'running')
      .where('c.max_budget', 'is not', null)
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum('k.budget_used'), eb.lit(0)).as('used'),
        eb.fn.coalesce(eb.fn.sum('c.max_budget'), eb.lit(0)).as('max'),
      ])
      .executeTakeFirst();
    return { used: num(row?.used), max: num(row?.max) };
  },

  /** Applied redemptions (whole or in part) made in [from, to), and their discount net of refunds. */
  async appliedBetween(db: Db, fromIso: string, toIso: string) {
    const row = await db
      .selectFrom('redemptions')
      .where('created_at', '>=', fromIso)
      .where('created_at', '<', toIso)
      .where('state', 'in', ['applied', 'partially_reversed'])
      .select((eb) => [
        eb.fn.countAll().as('n'),
        eb.fn
          .coalesce(eb.fn.sum(eb('discount', '-', eb.ref('discount_reversed'))), eb.lit(0))
          .as('discount'),
      ])
      .executeTakeFirst();
    return { applied: num(row?.n), discount: num(row?.discount) };
  },

  /** A parent's agents, or every parent's (`adminId` undefined), and those seen since `since`. */
  async agents(db: Db, adminId: number | undefined, sinceIso: string) {
    let query = db.selectFrom('agents').where('admin_id', 'is not', null);
    if (adminId !== undefined) query = query.where('admin_id', '=', adminId);
    const row = await query
      .select((eb) => [
        eb.fn.countAll().as('total'),
        eb.fn
          .sum(eb.case().when('last_seen_at', '>=', sinceIso).then(1).else(0).end())
          .as('online'),
      ])
      .executeTakeFirst();
    return { total: num(row?.total), online: num(row?.online) };
  },

  /** The top domains and apps of a parent's agents on one of his days, from the rollups. */
  async activity(db: Db, adminId: number, day: string, top: number) {
    const agents = db.selectFrom('agents').select('id').where('admin_id', '=', adminId);
    const [domains, apps] = await Promise.all([
      db
        .selectFrom('report_domain_days')
        .select((eb) => ['domain', eb.fn.sum<number | string>('count').as('count')])
        .where('agent_id', 'in', agents)
        .where('day', '=', day)
        .groupBy('domain')
        .orderBy('count', 'desc')
        .orderBy('domain')
        .limit(top)
        .execute(),
      db
        .selectFrom('report_app_days')
        .select((eb) => ['app_name', eb.fn.sum<number | string>('seconds').as('seconds')])
        .where('agent_id', 'in', agents)
        .where('day', '=', day)
        .groupBy('app_name')
        .orderBy('seconds', 'desc')
        .orderBy('app_name')
        .limit(top)
        .execute(),
    ]);
    return {
      day,
      domains: domains.map((r) => ({ domain: r.domain, count: num(r.count) })),
      apps: apps.map((r) => ({ app_name: r.app_name, seconds: num(r.seconds) })),
    };
  },

  async timeZoneOf(db: Db, userId: number) {
    const row = await db
      .selectFrom('users')
      .select('time_zone')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.time_zone || undefined;
  },

  async files(db: Db, todayStartIso: string) {
    const rows = await db
      .selectFrom('merter_files')
      .where((eb) =>
        eb.or([
          eb('status', 'in', ['pending', 'processing']),
          eb.and([eb('status', '=', 'error'), eb('updated_at', '>=', todayStartIso)]),
        ]),
      )
      .select(['status', (eb) => eb.fn.countAll().as('n')])
      .groupBy('status')
      .execute();
    const of = (status: string) => num(rows.find((r) => r.status === status)?.n);
    return { pending: of('pending'), processing: of('processing'), failed_today: of('error') };
  },
};
