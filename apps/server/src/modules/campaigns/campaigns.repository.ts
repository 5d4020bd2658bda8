import { sql, type Insertable, type Updateable } from 'kysely';
import type { CampaignListRequest } from '@console/contract/schemas/campaigns';
import type { Db } from '../../db/database';
import type { CampaignRow, CampaignsTable } from './campaigns.tables';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

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
    if (q.keyword) {
      const pattern = `%${escapeLike(q.keyword)}%`;
      // ESCAPE names the escape character: PostgreSQL defaults to '\', SQLite has none.
      query = query.where(sql<boolean>`search_text like ${pattern} escape '\\'`);
    }
    if (q.type) query = query.where('type', '=', q.type);
    if (q.state) query = query.where('state', '=', q.state);
    // Campaigns that run at some time in [from, to]: they start before `to` and end after `from`.
    if (q.to) query = query.where('start_time', '<', q.to);
    if (q.from) query = query.where('end_time', '>', q.from);
    if (q.bank) query = query.where('bank_code', '=', q.bank);
    if (q.merchant) query = query.where('merchant_code', '=', q.merchant);
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy(SORT_COLUMNS[q.sort], q.order)
        .orderBy('id', q.order)
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },

  find(db: Db, id: number): Promise<CampaignRow | undefined> {
    return db.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirst();
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
