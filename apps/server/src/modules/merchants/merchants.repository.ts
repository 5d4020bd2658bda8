import type { Insertable } from 'kysely';
import type { MerchantListRequest } from '@console/contract/schemas/merchants';
import type { Db } from '../../db/database';
import { containsPattern, like } from '../../db/search';
import type { MerchantsTable, TerminalsTable } from './merchants.tables';
import { pageBounds, queryPage } from '../../db/paging';

/** The merchant and terminal catalogue. */
export const merchantsRepository = {
  /** A page of merchants with their terminal counts; `keyword` is already folded. */
  async list(db: Db, q: MerchantListRequest & { keyword: string }) {
    let query = db.selectFrom('merchants as m');
    if (q.keyword) query = query.where(like('m.search_text', containsPattern(q.keyword)));
    const terminals = db
      .selectFrom('terminals')
      .select((eb) => ['merchant_id', eb.fn.countAll<number>().as('n')])
      .groupBy('merchant_id')
      .as('t');
    return queryPage(
      pageBounds(q.page, q.pageSize),
      query
        .leftJoin(terminals, 't.merchant_id', 'm.id')
        .select(['m.code', 'm.name', 't.n'])
        .orderBy('m.code', q.order),
      query,
    );
  },

  /** A merchant and its terminals. */
  async insert(
    db: Db,
    merchant: Insertable<MerchantsTable>,
    terminals: Omit<Insertable<TerminalsTable>, 'merchant_id'>[],
  ) {
    const row = await db
      .insertInto('merchants')
      .values(merchant)
      .returning('id')
      .executeTakeFirstOrThrow();
    if (terminals.length > 0) {
      await db
        .insertInto('terminals')
        .values(terminals.map((t) => ({ ...t, merchant_id: row.id })))
        .execute();
    }
    return row.id;
  },
};
