import { sql } from 'kysely';
import type { CampaignType } from '@console/contract/constants';
import type { Db } from '../../db/database';
import { pageBounds, queryPage } from '../../db/paging';

/**
 * What redemption reads of the campaigns, their terminals and customers, the catalogue and the
 * blocklists to decide a transaction, and the customers a client adds to a private campaign.
 */

/** The campaigns a client may redeem: its ids and its types (an empty list matches nothing). */
export interface Scope {
  campaignIds: number[];
  campaignTypes: CampaignType[];
}

/** The transaction's context the checks read. */
export interface Where {
  campaignId: number;
  merchantCode: string;
  terminalCode: string;
  customerPhone: string;
}

/** Campaigns of the client's scope (its ids or its types). */
function inScope(db: Db, scope: Scope) {
  return db
    .selectFrom('campaigns')
    .where((eb) =>
      eb.or([
        ...(scope.campaignIds.length > 0 ? [eb('id', 'in', scope.campaignIds)] : []),
        ...(scope.campaignTypes.length > 0 ? [eb('type', 'in', scope.campaignTypes)] : []),
        sql<boolean>`1 = 0`,
      ]),
    );
}

/** Running campaigns of the client's scope. */
const runningInScope = (db: Db, scope: Scope) => inScope(db, scope).where('state', '=', 'running');

/** The states of a campaign once approved: its voucher code is known to payment systems. */
const APPROVED_STATES = ['waiting', 'running', 'locked', 'out_of_date'] as const;

export const exposureRepository = {
  /**
   * A campaign with what the checks need of the transaction's context, in one read: whether the
   * campaign has a mer-ter list and the status of this terminal in it, whether the customer is one
   * of its (private) customers, open, whether the customer is blocked, and the terminal's status.
   */
  async campaignInContext(db: Db, ctx: Where) {
    const row = await db
      .selectFrom('campaigns')
      .selectAll('campaigns')
      .select((eb) => {
        const terminal = () =>
          eb
            .selectFrom('terminals')
            .innerJoin('merchants', 'merchants.id', 'terminals.merchant_id')
            .where('merchants.code', '=', ctx.merchantCode)
            .where('terminals.code', '=', ctx.terminalCode)
            .limit(1);
        return [
          terminal().select('terminals.status').as('terminal_status'),
          eb
            .exists(
              eb
                .selectFrom('campaign_terminals')
                .select('campaign_terminals.id')
                .whereRef('campaign_terminals.campaign_id', '=', 'campaigns.id'),
            )
            .as('has_terminals'),
          eb
            .selectFrom('campaign_terminals')
            .select('campaign_terminals.status')
            .whereRef('campaign_terminals.campaign_id', '=', 'campaigns.id')
            .where('campaign_terminals.terminal_id', '=', terminal().select('terminals.id'))
            .limit(1)
            .as('mer_ter_status'),
          eb
            .exists(
              eb
                .selectFrom('campaign_customers')
                .select('campaign_customers.id')
                .whereRef('campaign_customers.campaign_id', '=', 'campaigns.id')
                .where('campaign_customers.phone', '=', ctx.customerPhone)
                .where('campaign_customers.status', '=', 'open'),
            )
            .as('member'),
          eb
            .exists(
              eb
                .selectFrom('customer_blocks')
                .select('customer_blocks.id')
                .where('customer_blocks.phone', '=', ctx.customerPhone)
                .where('customer_blocks.status', '=', 'locked'),
            )
            .as('blocked'),
        ];
      })
      .where('campaigns.id', '=', ctx.campaignId)
      .executeTakeFirst();
    if (!row) return undefined;
    // SQLite answers exists() as 0/1, PostgreSQL as a boolean.
    return {
      ...row,
      has_terminals: Boolean(row.has_terminals),
      member: Boolean(row.member),
      blocked: Boolean(row.blocked),
    };
  },

  campaign(db: Db, id: number) {
    return db.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** A page of the running campaigns of the scope, by id. */
  runningPage(db: Db, scope: Scope, q: { page: number; pageSize: number; order: 'asc' | 'desc' }) {
    const query = runningInScope(db, scope);
    return queryPage(
      pageBounds(q.page, q.pageSize),
      query.selectAll().orderBy('id', q.order),
      query,
    );
  },

  /** The first 200 running campaigns of the scope, by id. */
  running(db: Db, scope: Scope) {
    return runningInScope(db, scope)
      .select(['id', 'type', 'merchant_code'])
      .orderBy('id')
      .limit(200)
      .execute();
  },

  /**
   * The approved campaigns of the scope whose details may hold this voucher code, by id (at most
   * 50): the details' JSON text is matched, both sides lowered by the database, so this finds a
   * superset of the campaigns whose code is the code case-insensitively; the caller compares the
   * code itself (vouchers.ts). A code holding a LIKE escape or a JSON-escaped character (`%`,
   * `\`, `"`) matches no campaign: the campaign form refuses them.
   */
  withVoucher(db: Db, scope: Scope, code: string) {
    if (/[%\\"]/.test(code)) return Promise.resolve([]);
    return inScope(db, scope)
      .where('state', 'in', [...APPROVED_STATES])
      .where(
        sql<string>`lower(details)`,
        'like',
        sql<string>`lower(${`%"voucherCode":"${code}"%`})`,
      )
      .select(['id', 'details'])
      .orderBy('id')
      .limit(50)
      .execute();
  },

  /** The terminal a transaction names (merchant code + terminal code), if the catalogue has it. */
  terminal(db: Db, merchantCode: string, terminalCode: string) {
    return db
      .selectFrom('terminals')
      .innerJoin('merchants', 'merchants.id', 'terminals.merchant_id')
      .select([
        'terminals.id',
        'terminals.status',
        'terminals.code',
        'terminals.name',
        'merchants.code as merchant_code',
        'merchants.name as merchant_name',
      ])
      .where('merchants.code', '=', merchantCode)
      .where('terminals.code', '=', terminalCode)
      .executeTakeFirst();
  },

  /**
   * A campaign's mer-ter row of this terminal, or else any of its rows (this terminal's first):
   * none when the campaign has no mer-ter list.
   */
  merTerRow(db: Db, campaignId: number, terminalId: number | undefined) {
    return db
      .selectFrom('campaign_terminals')
      .select(['terminal_id', 'status'])
      .where('campaign_id', '=', campaignId)
      .orderBy(sql`case when terminal_id = ${terminalId ?? 0} then 0 else 1 end`)
      .limit(1)
      .executeTakeFirst();
  },

  /** Adds open customers to a campaign, leaving the ones already there; answers how many. */
  async addCustomers(db: Db, campaignId: number, phones: string[], at: string) {
    const result = await db
      .insertInto('campaign_customers')
      .values(
        phones.map((phone) => ({
          campaign_id: campaignId,
          phone,
          status: 'open' as const,
          created_at: at,
          updated_at: at,
        })),
      )
      .onConflict((oc) => oc.columns(['campaign_id', 'phone']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0);
  },
};
