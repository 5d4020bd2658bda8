import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { NewSale } from '../../db/schema';

export interface Period {
  /** Inclusive bounds as ISO times: from the start of `from`, to before the day after `to`. */
  fromIso?: string;
  toIsoExclusive?: string;
}

/** Sales made with promotion codes. Sums arrive as text from PostgreSQL: callers take Number(). */
export const salesRepository = {
  insert(db: Db, row: NewSale) {
    return db.insertInto('sales').values(row).returningAll().executeTakeFirstOrThrow();
  },

  async countForPromotion(db: Db, promotionId: number) {
    const row = await db
      .selectFrom('sales')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>('amount_paid').as('total'),
      ])
      .where('promotion_id', '=', promotionId)
      .executeTakeFirstOrThrow();
    return { count: Number(row.n), sum: Number(row.total ?? 0) };
  },

  /** One code's sales, newest first; `salesmanId` keeps only that salesman's. */
  async listForPromotion(
    db: Db,
    promotionId: number,
    period: Period,
    page: { page: number; page_size: number },
    salesmanId?: number,
  ) {
    let query = db
      .selectFrom('sales')
      .innerJoin('users as buyer', 'buyer.id', 'sales.user_id')
      .leftJoin('users as seller', 'seller.id', 'sales.salesman_id')
      .where('sales.promotion_id', '=', promotionId);
    if (salesmanId !== undefined) query = query.where('sales.salesman_id', '=', salesmanId);
    if (period.fromIso) query = query.where('sales.at', '>=', period.fromIso);
    if (period.toIsoExclusive) query = query.where('sales.at', '<', period.toIsoExclusive);
    const [rows, count] = await Promise.all([
      query
        .selectAll('sales')
        .select(['buyer.user_name as user_name', 'seller.user_name as salesman_name'])
        .orderBy('sales.at', 'desc')
        .orderBy('sales.id', 'desc')
        .limit(page.page_size)
        .offset((page.page - 1) * page.page_size)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },

  /** Sales per code and salesman in a period, with what commissions need. */
  summary(db: Db, period: Period, salesmanId?: number) {
    let query = db
      .selectFrom('sales')
      .innerJoin('promotions as p', 'p.id', 'sales.promotion_id')
      .leftJoin('users as seller', 'seller.id', 'sales.salesman_id');
    if (salesmanId !== undefined) query = query.where('sales.salesman_id', '=', salesmanId);
    if (period.fromIso) query = query.where('sales.at', '>=', period.fromIso);
    if (period.toIsoExclusive) query = query.where('sales.at', '<', period.toIsoExclusive);
    return query
      .select((eb) => [
        'p.id as promotion_id',
        'p.code as code',
        'p.reward as reward',
        'p.reward_type as reward_type',
        'sales.currency as currency',
        'seller.user_name as salesman_name',
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>('sales.amount_paid').as('total'),
      ])
      .groupBy([
        'p.id',
        'p.code',
        'p.reward',
        'p.reward_type',
        'sales.currency',
        'seller.user_name',
      ])
      .orderBy(sql`lower(p.code)`)
      .orderBy('seller.user_name')
      .execute();
  },
};
