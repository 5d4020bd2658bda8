import { sql, type ExpressionBuilder, type Insertable, type Updateable } from 'kysely';
import type {
  PromotionListRequest,
  PromotionShownStatus,
} from '@console/contract/schemas/promotions';
import { sumAsText, type Db } from '../../db/database';
import type { Period } from '../../db/period';
import { containsPattern, foldSearch, like } from '../../db/search';
import type { PromotionRow, PromotionsTable } from './promotions.tables';
import { pageBounds, queryPage } from '../../db/paging';

const SORT_EXPRESSIONS = {
  id: sql.ref('p.id'),
  code: sql.ref('p.code_key'),
  expire: sql.ref('p.expire'),
  created_at: sql.ref('p.created_at'),
  updated_at: sql.ref('p.updated_at'),
} as const;

/**
 * Codes that read as `status` on `today` (shownStatus): failed, else expired once the last day
 * has passed, else running or stopped.
 */
function shownAs(status: PromotionShownStatus, today: string) {
  return (eb: ExpressionBuilder<{ p: PromotionsTable }, 'p'>) => {
    if (status === 'fail') return eb('p.status', '=', 'fail');
    if (status === 'expired')
      return eb.and([eb('p.status', '!=', 'fail'), eb('p.expire', '<', today)]);
    return eb.and([eb('p.status', '=', status), eb('p.expire', '>=', today)]);
  };
}

/** Promotion codes. `email`, when given, limits every lookup to one salesman's codes. */
export const promotionsRepository = {
  /** A page of codes; `today` (YYYY-MM-DD) decides which read as expired for the status filter. */
  async list(db: Db, q: PromotionListRequest, today: string, email?: string) {
    let query = db.selectFrom('promotions as p');
    if (email !== undefined) query = query.where(sql<string>`lower(p.email)`, '=', email);
    // Codes are letters, digits, - and _ (lower-cased in code_key): the folded keyword is compared.
    const folded = foldSearch(q.keyword);
    if (folded) query = query.where(like('p.code_key', containsPattern(folded)));
    if (q.status) query = query.where(shownAs(q.status, today));
    if (q.package) query = query.where('p.package', '=', q.package);
    const totals = db
      .selectFrom('sales')
      .select((eb) => [
        'promotion_id',
        eb.fn.countAll<number>().as('sale_count'),
        sumAsText('amount_paid').as('sale_sum'),
      ])
      .groupBy('promotion_id')
      .as('s');
    return queryPage(
      pageBounds(q.page, q.page_size),
      query
        .leftJoin(totals, 's.promotion_id', 'p.id')
        .selectAll('p')
        .select(['s.sale_count', 's.sale_sum'])
        .orderBy(SORT_EXPRESSIONS[q.sort], q.order)
        .orderBy('p.id', q.order),
      query,
    );
  },

  /** The number of sales made with a code and the sum paid. */
  async saleTotals(db: Db, promotionId: number) {
    const row = await db
      .selectFrom('sales')
      .select((eb) => [eb.fn.countAll<number>().as('n'), sumAsText('amount_paid').as('total')])
      .where('promotion_id', '=', promotionId)
      .executeTakeFirstOrThrow();
    return { count: Number(row.n), sum: BigInt(row.total).toString() };
  },

  /**
   * One code's sales, by time or amount paid (newest first by default), ties by id in the same
   * direction; `salesmanId` keeps only that salesman's.
   */
  async listSales(
    db: Db,
    promotionId: number,
    period: Period,
    page: {
      page: number;
      page_size: number;
      sort?: 'at' | 'amount_paid';
      order?: 'asc' | 'desc';
    },
    salesmanId?: number,
  ) {
    const order = page.order ?? 'desc';
    let query = db
      .selectFrom('sales')
      .innerJoin('users as buyer', 'buyer.id', 'sales.user_id')
      .leftJoin('users as seller', 'seller.id', 'sales.salesman_id')
      .where('sales.promotion_id', '=', promotionId);
    if (salesmanId !== undefined) query = query.where('sales.salesman_id', '=', salesmanId);
    if (period.fromIso) query = query.where('sales.at', '>=', period.fromIso);
    if (period.toIsoExclusive) query = query.where('sales.at', '<', period.toIsoExclusive);
    return queryPage(
      pageBounds(page.page, page.page_size),
      query
        .selectAll('sales')
        .select(['buyer.user_name as user_name', 'seller.user_name as salesman_name'])
        .orderBy(page.sort === 'amount_paid' ? 'sales.amount_paid' : 'sales.at', order)
        .orderBy('sales.id', order),
      query,
    );
  },

  findByCode(db: Db, code: string, email?: string) {
    let query = db.selectFrom('promotions').selectAll().where('code_key', '=', code.toLowerCase());
    if (email !== undefined) query = query.where(sql<string>`lower(email)`, '=', email);
    return query.executeTakeFirst();
  },

  insert(db: Db, row: Insertable<PromotionsTable>) {
    return db.insertInto('promotions').values(row).returningAll().executeTakeFirstOrThrow();
  },

  /** Changes a code while it still has `expected.status`; undefined when it no longer does. */
  update(
    db: Db,
    id: number,
    changes: Updateable<PromotionsTable>,
    expected: { status: PromotionRow['status'] },
  ) {
    return db
      .updateTable('promotions')
      .set(changes)
      .where('id', '=', id)
      .where('status', '=', expected.status)
      .returningAll()
      .executeTakeFirst();
  },
};
