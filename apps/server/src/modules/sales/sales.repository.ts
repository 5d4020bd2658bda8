import type { SALE_SORT_FIELDS } from '@console/contract/schemas/sales';
import { sql } from 'kysely';
import { isPostgres, type Db } from '../../db/database';
import { containsPattern, foldSearch, like } from '../../db/search';
import { bucketsOf } from './sales.buckets';
import type { NewSale } from './sales.tables';

/** What the sales list sorts by; ties by code, then salesman, in the same direction. */
export type SummaryOrder = {
  sort: (typeof SALE_SORT_FIELDS)[number];
  order: 'asc' | 'desc';
  page: number;
  page_size: number;
};

const SORT_KEYS = {
  code: [],
  last_at: ['last_at'],
  sum: ['total'],
  count: ['n'],
} as const;

/** Sales made with promotion codes. Sums arrive as exact text: callers take BigInt(). */
export const salesRepository = {
  /** A sale; the database's triggers add it to the roll-up (`sales_rollup`) in the same transaction. */
  insert(db: Db, row: NewSale) {
    return db.insertInto('sales').values(row).returningAll().executeTakeFirstOrThrow();
  },

  /**
   * One page of the sales per code and salesman in a period of whole UTC days, sorted, with the
   * totals per currency over every group and the number of groups: of one salesman (`id`), or of
   * the salesmen whose user name, full name, e-mail or phone contains `name` (folded). Read from the
   * roll-up (migration 0066): a few rows per code and year, month, ten days or day (`bucketsOf`),
   * not every sale of the period. The groups are made once (a materialized CTE), then sorted and
   * paged (`limit`: only the page's rows are kept sorted, then numbered) and totalled in SQL, so
   * only the page and the totals come back. Sums and commissions come as digit strings, exact:
   * numeric on PostgreSQL; on SQLite integers, the percent commission split so that no product
   * passes the sum itself (a past-int64 sum fails loudly, as `sum()` does).
   */
  async summary(
    db: Db,
    days: { from?: string; to?: string },
    order: SummaryOrder,
    salesman?: { id: number } | { name: string },
  ) {
    const ranges = bucketsOf(days);
    if (ranges.length === 0) return { rows: [], totals: [] };
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
    const ranged = parts.slice(1).reduce((all, part) => all.unionAll(part), parts[0]!);
    // Added up per code, salesman and currency before the joins: one look-up of the code and of
    // the salesman per group, not per rolled-up row.
    const groups = db
      .selectFrom(ranged.as('u'))
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
    const postgres = isPostgres(db);
    // Per group: the commission of its sales, rounded once (`commission` in @console/contract).
    const commission = postgres
      ? sql`case when p.reward_type = 'money' then p.reward * r.n
          else div(r.total * p.reward + 50, 100) end`
      : sql`case when p.reward_type = 'money' then p.reward * r.n
          else (r.total / 100) * p.reward + ((r.total % 100) * p.reward + 50) / 100 end`;
    // One row per group as it is: the joins add one code and at most one salesman to each, and
    // a salesman's user name is unique (none: salesman 0), so no second grouping is needed.
    const grouped = query.select([
      'p.id as promotion_id',
      'p.code as code',
      'p.reward as reward',
      'p.reward_type as reward_type',
      'r.currency as currency',
      'seller.user_name as salesman_name',
      'r.n as n',
      'r.total as total',
      'r.last_at as last_at',
      commission.as('commission'),
    ]);
    const dir = sql.raw(order.order === 'desc' ? 'desc' : 'asc');
    const keys = [...SORT_KEYS[order.sort], 'lower(code)', 'salesman_name', 'promotion_id'];
    const by = sql.join(
      keys.map((k) => sql`${sql.raw(k)} ${dir}`),
      sql`, `,
    );
    const first = (order.page - 1) * order.page_size;
    const { rows } = await sql<{
      pos: number | string;
      promotion_id: number | null;
      code: string | null;
      reward: number | string | null;
      reward_type: 'percent' | 'money' | null;
      currency: 'VND' | 'USD';
      salesman_name: string | null;
      n: number | string;
      total: string;
      commission: string;
      last_at: string | null;
    }>`with g as materialized ${grouped},
        page as (select * from g order by ${by} limit ${order.page_size} offset ${first})
      select row_number() over (order by ${by}) as pos, promotion_id, code, reward, reward_type,
        currency, salesman_name, n, cast(total as text) as total,
        cast(commission as text) as commission, last_at
      from page
      union all
      select count(*), null, null, null, null, currency, null, sum(n),
        cast(sum(total) as text), cast(sum(commission) as text), null
      from g group by currency`.execute(db);
    for (const r of rows) {
      // An SQLite product past int64 turns into a real: refuse it rather than answer it rounded.
      if (!/^\d+$/.test(r.total) || !/^\d+$/.test(r.commission)) {
        throw new Error(`sales summary: a sum or commission past exact integers (${r.total})`);
      }
    }
    return {
      /** The page's groups, in order. */
      rows: rows
        .filter((r) => r.promotion_id !== null)
        .sort((a, b) => Number(a.pos) - Number(b.pos)),
      /** Per currency: the number of groups (`pos`), sales, sum and commissions. */
      totals: rows.filter((r) => r.promotion_id === null),
    };
  },
};
