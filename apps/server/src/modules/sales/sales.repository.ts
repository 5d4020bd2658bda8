import { sql } from 'kysely';
import { sumAsText, type Db } from '../../db/database';
import type { Period } from '../../db/period';
import { containsPattern, foldSearch, like } from '../../db/search';
import type { NewSale } from './sales.tables';

/** Sales made with promotion codes. Sums arrive as exact text: callers take BigInt(). */
export const salesRepository = {
  insert(db: Db, row: NewSale) {
    return db.insertInto('sales').values(row).returningAll().executeTakeFirstOrThrow();
  },

  /**
   * Sales per code and salesman in a period, with what commissions need: of one salesman (`id`),
   * or of the salesmen whose user name, full name, e-mail or phone contains `name` (folded).
   */
  summary(db: Db, period: Period, salesman?: { id: number } | { name: string }) {
    let query = db
      .selectFrom('sales')
      .innerJoin('promotions as p', 'p.id', 'sales.promotion_id')
      .leftJoin('users as seller', 'seller.id', 'sales.salesman_id');
    if (salesman && 'id' in salesman) query = query.where('sales.salesman_id', '=', salesman.id);
    if (salesman && 'name' in salesman) {
      const pattern = containsPattern(foldSearch(salesman.name));
      query = query.where('sales.salesman_id', 'in', (eb) =>
        eb.selectFrom('users').select('users.id').where(like('users.search_text', pattern)),
      );
    }
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
        sumAsText('sales.amount_paid').as('total'),
        eb.fn.max('sales.at').as('last_at'),
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
