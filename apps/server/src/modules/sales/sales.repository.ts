import { sql } from 'kysely';
import { sumAsText, type Db } from '../../db/database';
import { containsPattern, foldSearch, like } from '../../db/search';
import { bucketsOf } from './sales.buckets';
import type { NewSale } from './sales.tables';

/** Sales made with promotion codes. Sums arrive as exact text: callers take BigInt(). */
export const salesRepository = {
  /** A sale; the database's triggers add it to the roll-up (`sales_rollup`) in the same transaction. */
  insert(db: Db, row: NewSale) {
    return db.insertInto('sales').values(row).returningAll().executeTakeFirstOrThrow();
  },

  /**
   * Sales per code and salesman in a period of whole UTC days, with what commissions need: of one
   * salesman (`id`), or of the salesmen whose user name, full name, e-mail or phone contains
   * `name` (folded). Read from the roll-up (migration 0066): a few rows per code and year, month
   * or day (`bucketsOf`), not every sale of the period.
   */
  async summary(
    db: Db,
    days: { from?: string; to?: string },
    salesman?: { id: number } | { name: string },
  ) {
    const ranges = bucketsOf(days);
    if (ranges.length === 0) return [];
    let query = db
      .selectFrom('sales_rollup as r')
      .innerJoin('promotions as p', 'p.id', 'r.promotion_id')
      .leftJoin('users as seller', 'seller.id', 'r.salesman_id')
      .where((eb) =>
        eb.or(
          ranges.map((range) =>
            eb.and([
              eb('r.grain', '=', range.grain),
              eb('r.bucket', '>=', range.from),
              eb('r.bucket', '<=', range.to),
            ]),
          ),
        ),
      );
    if (salesman && 'id' in salesman) query = query.where('r.salesman_id', '=', salesman.id);
    if (salesman && 'name' in salesman) {
      // The joined seller is the sale's salesman: the same as `salesman_id in (the salesmen
      // whose text matches)`, looked up for these rows only instead of over every account.
      query = query.where(like('seller.search_text', containsPattern(foldSearch(salesman.name))));
    }
    return query
      .select((eb) => [
        'p.id as promotion_id',
        'p.code as code',
        'p.reward as reward',
        'p.reward_type as reward_type',
        'r.currency as currency',
        'seller.user_name as salesman_name',
        eb.fn.sum<number | string>('r.n').as('n'),
        sumAsText('r.total').as('total'),
        eb.fn.max('r.last_at').as('last_at'),
      ])
      .groupBy(['p.id', 'p.code', 'p.reward', 'p.reward_type', 'r.currency', 'seller.user_name'])
      .orderBy(sql`lower(p.code)`)
      .orderBy('seller.user_name')
      .execute();
  },
};
