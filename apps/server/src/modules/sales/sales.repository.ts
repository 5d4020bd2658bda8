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
   * `name` (folded). Read from the roll-up (migration 0066): a few rows per code and year, month,
   * ten days or day (`bucketsOf`), not every sale of the period.
   */
  async summary(
    db: Db,
    days: { from?: string; to?: string },
    salesman?: { id: number } | { name: string },
  ) {
    const ranges = bucketsOf(days);
    if (ranges.length === 0) return [];
    // One range read of the table's key per range of buckets (an `or` of them made PostgreSQL
    // read a bitmap of scattered rows instead).
    const parts = ranges.map((range) =>
      db
        .selectFrom('sales_rollup')
        .select(['promotion_id', 'salesman_id', 'currency', 'n', 'total', 'last_at'])
        .where('grain', '=', range.grain)
        .where('bucket', '>=', range.from)
        .where('bucket', '<=', range.to)
        .$if(salesman !== undefined && 'id' in salesman, (qb) =>
          qb.where('salesman_id', '=', (salesman as { id: number }).id),
        ),
    );
    const rows = parts.slice(1).reduce((all, part) => all.unionAll(part), parts[0]!);
    // Added up per code, salesman and currency before the joins: one look-up of the code and of
    // the salesman per group, not per rolled-up row.
    const groups = db
      .selectFrom(rows.as('u'))
      .select((eb) => [
        'u.promotion_id',
        'u.salesman_id',
        'u.currency',
        eb.fn.sum<number | string>('u.n').as('n'),
        eb.fn.sum<number | string>('u.total').as('total'),
        eb.fn.max('u.last_at').as('last_at'),
      ])
      .groupBy(['u.promotion_id', 'u.salesman_id', 'u.currency']);
    let query = db
      .selectFrom(groups.as('r'))
      .innerJoin('promotions as p', 'p.id', 'r.promotion_id')
      .leftJoin('users as seller', 'seller.id', 'r.salesman_id');
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
