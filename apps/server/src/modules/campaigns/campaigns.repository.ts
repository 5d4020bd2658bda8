import type { Insertable, Updateable } from 'kysely';
import type { CampaignListRequest } from '@console/contract/schemas/campaigns';
import { forUpdate, type Db } from '../../db/database';
import { containsPattern, like } from '../../db/search';
import type {
  CampaignRevisionRow,
  CampaignRevisionsTable,
  CampaignRow,
  CampaignsTable,
} from './campaigns.tables';
import { pageBounds, queryPage } from '../../db/paging';

const SORT_COLUMNS = {
  created_at: 'created_at',
  start_time: 'start_time',
  end_time: 'end_time',
  name: 'search_text',
  code: 'code_key',
} as const;

/** Campaign rows. Every change of state or details is conditional on the version read. */
export const campaignsRepository = {
  /** A page of campaigns; `keyword` is already folded (lower case, no accents). */
  async list(db: Db, q: CampaignListRequest & { keyword: string }) {
    let query = db.selectFrom('campaigns');
    if (q.keyword) query = query.where(like('search_text', containsPattern(q.keyword)));
    if (q.type) query = query.where('type', '=', q.type);
    if (q.state) query = query.where('state', '=', q.state);
    // Campaigns that run at some time in [from, to]: they start before `to` and end after `from`.
    if (q.to) query = query.where('start_time', '<', q.to);
    if (q.from) query = query.where('end_time', '>', q.from);
    if (q.bank) query = query.where('bank_code', '=', q.bank);
    if (q.merchant) query = query.where('merchant_code', '=', q.merchant);
    return queryPage(
      pageBounds(q.page, q.pageSize),
      query.selectAll().orderBy(SORT_COLUMNS[q.sort], q.order).orderBy('id', q.order),
      query,
    );
  },

  find(db: Db, id: number): Promise<CampaignRow | undefined> {
    return db.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** The campaign, locked until the transaction ends (PostgreSQL; SQLite runs one at a time). */
  lock(db: Db, id: number): Promise<CampaignRow | undefined> {
    return db
      .selectFrom('campaigns')
      .selectAll()
      .where('id', '=', id)
      .$call(forUpdate(db))
      .executeTakeFirst();
  },

  /** The extension waiting for a manager, if any. */
  pendingRevision(db: Db, campaignId: number): Promise<CampaignRevisionRow | undefined> {
    return db
      .selectFrom('campaign_revisions')
      .selectAll()
      .where('campaign_id', '=', campaignId)
      .where('state', '=', 'pending')
      .executeTakeFirst();
  },

  insertRevision(db: Db, row: Insertable<CampaignRevisionsTable>): Promise<CampaignRevisionRow> {
    return db.insertInto('campaign_revisions').values(row).returningAll().executeTakeFirstOrThrow();
  },

  /** Decides a pending revision; nothing when it was decided first by someone else. */
  decideRevision(
    db: Db,
    id: number,
    decision: { state: 'approved' | 'rejected'; decided_by_name: string; decided_at: string },
  ) {
    return db
      .updateTable('campaign_revisions')
      .set(decision)
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
  },

  /**
   * The campaign's live budget used and uses, which redemption keeps (`campaign_counters`,
   * docs/decisions/redemption.md); none before its first redemption.
   */
  liveCounters(db: Db, campaignId: number) {
    return db
      .selectFrom('campaign_counters')
      .select(['budget_used', 'uses'])
      .where('campaign_id', '=', campaignId)
      .executeTakeFirst();
  },

  merchantByCode(db: Db, code: string) {
    return db.selectFrom('merchants').selectAll().where('code', '=', code).executeTakeFirst();
  },

  /**
   * Links the merchant's catalogue terminals the campaign lacks, never removing one (the mer-ter
   * files write the same table): a pair already there is left as it is. Answers how many were added.
   */
  async addMissingTerminals(db: Db, campaignId: number, merchantId: number, at: string) {
    const missing = await db
      .selectFrom('terminals as t')
      .select('t.id')
      .where('t.merchant_id', '=', merchantId)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('campaign_terminals as ct')
              .select('ct.id')
              .where('ct.campaign_id', '=', campaignId)
              .whereRef('ct.terminal_id', '=', 't.id'),
          ),
        ),
      )
      .orderBy('t.id')
      .execute();
    if (missing.length === 0) return 0;
    const inserted = await db
      .insertInto('campaign_terminals')
      .values(
        missing.map((t) => ({
          campaign_id: campaignId,
          terminal_id: t.id,
          created_at: at,
          updated_at: at,
        })),
      )
      .onConflict((oc) => oc.columns(['campaign_id', 'terminal_id']).doNothing())
      .returning('id')
      .execute();
    return inserted.length;
  },

  insert(db: Db, row: Insertable<CampaignsTable>): Promise<CampaignRow> {
    return db.insertInto('campaigns').values(row).returningAll().executeTakeFirstOrThrow();
  },

  /**
   * Changes a campaign as of the version and state read, moving its version on; answers the new
   * row, or nothing when someone changed it first.
   */
  updateAsOf(
    db: Db,
    read: Pick<CampaignRow, 'id' | 'version' | 'state'>,
    changes: Updateable<CampaignsTable>,
  ): Promise<CampaignRow | undefined> {
    return db
      .updateTable('campaigns')
      .set({ ...changes, version: read.version + 1 })
      .where('id', '=', read.id)
      .where('version', '=', read.version)
      .where('state', '=', read.state)
      .returningAll()
      .executeTakeFirst();
  },

  /** Campaigns in `state` whose `column` time is at or before `now`: what the clock moves next. */
  due(db: Db, state: CampaignRow['state'], column: 'start_time' | 'end_time', now: string) {
    return db
      .selectFrom('campaigns')
      .select(['id', 'version', 'state', 'start_time', 'end_time'])
      .where('state', '=', state)
      .where(column, '<=', now)
      .orderBy('id')
      .limit(500)
      .execute();
  },
};
