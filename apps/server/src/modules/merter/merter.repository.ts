import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { CampaignState } from '@console/contract/machines/campaign';
import type { MerterStatus } from '@console/contract/machines/merter';
import type { Db } from '../../db/database';
import { containsPattern, like } from '../../db/search';
import { pageBounds, queryPage } from '../../db/paging';
import type { CampaignCustomersTable } from './merter.tables';

/** A campaign terminal as its list and its own reads show it. */
const TERMINAL_COLUMNS = [
  't.id as terminalId',
  't.code as terminalCode',
  't.name as terminalName',
  'm.code as merchantCode',
  'm.name as merchantName',
  'ct.status',
  'ct.updated_at as updatedAt',
] as const;

/** A campaign as mer-ter sees it, its terminals and customers with their open/locked status. */
export const merterRepository = {
  campaign(db: Db, id: number) {
    return db
      .selectFrom('campaigns')
      .select(['id', 'type', 'state', 'merchant_code'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /** The campaigns in the states named, by id. */
  campaignsIn(db: Db, states: readonly CampaignState[]) {
    return db
      .selectFrom('campaigns')
      .select(['id', 'type', 'state', 'merchant_code'])
      .where('state', 'in', states)
      .orderBy('id')
      .execute();
  },

  terminalsQuery(db: Db, campaignId: number, keyword: string, status?: string) {
    let q = db
      .selectFrom('campaign_terminals as ct')
      .innerJoin('terminals as t', 't.id', 'ct.terminal_id')
      .innerJoin('merchants as m', 'm.id', 't.merchant_id')
      .where('ct.campaign_id', '=', campaignId);
    if (keyword) {
      const pattern = containsPattern(keyword.toLowerCase());
      q = q.where((eb) =>
        eb.or([
          sql<boolean>`lower(t.code) like ${pattern} escape '\\'`,
          sql<boolean>`lower(m.code) like ${pattern} escape '\\'`,
        ]),
      );
    }
    if (status) q = q.where('ct.status', '=', status as 'open' | 'locked');
    return q;
  },

  async terminals(
    db: Db,
    campaignId: number,
    q: { keyword: string; status?: string; page: number; pageSize: number; order: 'asc' | 'desc' },
  ) {
    const base = this.terminalsQuery(db, campaignId, q.keyword, q.status);
    return queryPage(
      pageBounds(q.page, q.pageSize),
      base.select(TERMINAL_COLUMNS).orderBy('m.code', q.order).orderBy('t.code', q.order),
      base,
    );
  },

  terminal(db: Db, campaignId: number, terminalId: number) {
    return this.terminalsQuery(db, campaignId, '')
      .where('t.id', '=', terminalId)
      .select([...TERMINAL_COLUMNS, 'ct.id'])
      .executeTakeFirst();
  },

  async customers(
    db: Db,
    campaignId: number,
    q: { keyword: string; status?: string; page: number; pageSize: number; order: 'asc' | 'desc' },
  ) {
    let base = db.selectFrom('campaign_customers').where('campaign_id', '=', campaignId);
    if (q.keyword) base = base.where(like('phone', containsPattern(q.keyword)));
    if (q.status) base = base.where('status', '=', q.status as 'open' | 'locked');
    return queryPage(
      pageBounds(q.page, q.pageSize),
      base.select(['phone', 'status', 'updated_at as updatedAt']).orderBy('phone', q.order),
      base,
    );
  },

  customer(db: Db, campaignId: number, phone: string) {
    return db
      .selectFrom('campaign_customers')
      .select(['id', 'phone', 'status', 'updated_at as updatedAt'])
      .where('campaign_id', '=', campaignId)
      .where('phone', '=', phone)
      .executeTakeFirst();
  },

  /** Sets a campaign terminal's or customer's status while it is `from`; false when none matched. */
  async setStatus(
    db: Db,
    table: 'campaign_terminals' | 'campaign_customers',
    rowId: number,
    from: MerterStatus,
    status: MerterStatus,
    at: string,
  ): Promise<boolean> {
    const result = await db
      .updateTable(table)
      .set({ status, updated_at: at })
      .where('id', '=', rowId)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  insertCustomers(db: Db, rows: Insertable<CampaignCustomersTable>[]) {
    return db.insertInto('campaign_customers').values(rows).execute();
  },
};
