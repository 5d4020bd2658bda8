import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * `sale/list`'s summary and totals read a roll-up of the sales instead of every sale of the
 * period (docs/performance.md, "At scale"): per code, salesman (0: none), currency and UTC
 * **day, ten days, month and year** (`grain` 'd', 't', 'm', 'y'; `bucket` 'YYYY-MM-DD',
 * 'YYYY-MM-D', 'YYYY-MM', 'YYYY', the leading characters of `sales.at`: 't' is the tens digit of
 * the day, days 01-09, 10-19, 20-29, 30-31), the number of sales, the sum paid and the latest
 * sale's time. A period of whole days is read as whole years, then at its ends whole months, tens
 * and days (sales.buckets.ts), so all time is a few rows per code and year, not a million sales.
 *
 * Database triggers keep it in the same transaction as every write of `sales` (insert, update,
 * delete, whatever writes them: the repository, an import, a test's or a seed's raw SQL). A
 * delete or an update takes the sale out of its buckets (a bucket left empty goes; its latest
 * time is read again from the sales when the removed one was it), an update then adds it back.
 * The rows that exist are rolled up here.
 *
 * A period's rows are read in primary-key order and nothing else: SQLite keeps the table in that
 * order (`without rowid`), PostgreSQL's key carries the sums (`include`), so a read of a few
 * thousand rows is not as many random reads of the table.
 */
const GRAINS = [
  ['d', 10],
  ['t', 9],
  ['m', 7],
  ['y', 4],
] as const;

/** The statements a trigger runs, with `row` (old / new) the sale's row; `greatest` the dialect's. */
function add(row: 'new', greatest: string) {
  const values = GRAINS.map(
    ([grain, width]) =>
      `('${grain}', substr(${row}.at, 1, ${width}), ${row}.promotion_id, coalesce(${row}.salesman_id, 0), ${row}.currency, 1, ${row}.amount_paid, ${row}.at)`,
  ).join(', ');
  return `insert into sales_rollup (grain, bucket, promotion_id, salesman_id, currency, n, total, last_at)
    values ${values}
    on conflict (grain, bucket, promotion_id, salesman_id, currency) do update
      set n = sales_rollup.n + excluded.n, total = sales_rollup.total + excluded.total,
        last_at = ${greatest}(sales_rollup.last_at, excluded.last_at);`;
}

function remove(row: 'old') {
  const same = `sales_rollup.promotion_id = ${row}.promotion_id
      and sales_rollup.salesman_id = coalesce(${row}.salesman_id, 0)
      and sales_rollup.currency = ${row}.currency
      and (${GRAINS.map(([grain, width]) => `(sales_rollup.grain = '${grain}' and sales_rollup.bucket = substr(${row}.at, 1, ${width}))`).join(' or ')})`;
  // The sales of a bucket are those whose time starts with it: from the bucket to the bucket
  // followed by '~', which sorts after every character of an ISO time.
  return `update sales_rollup set n = n - 1, total = total - ${row}.amount_paid,
      last_at = case when last_at <> ${row}.at then last_at else coalesce((
        select max(s.at) from sales s
        where s.promotion_id = ${row}.promotion_id
          and coalesce(s.salesman_id, 0) = coalesce(${row}.salesman_id, 0)
          and s.currency = ${row}.currency
          and s.at >= sales_rollup.bucket and s.at < sales_rollup.bucket || '~'), '') end
    where ${same};
    delete from sales_rollup where n = 0 and ${same};`;
}

/**
 * Adds every sale to the roll-up in one statement per grain (grouped): what the triggers would
 * have added sale by sale. The migration fills the new table with it; `npm run seed:scale` uses
 * it for a bulk insert made with the triggers dropped (bench/seed-scale.ts).
 */
export async function rollUpSales(db: Kysely<unknown>): Promise<void> {
  for (const [grain, width] of GRAINS) {
    await sql`insert into sales_rollup (grain, bucket, promotion_id, salesman_id, currency, n, total, last_at)
      select ${grain}, substr(at, 1, ${sql.lit(width)}), promotion_id, coalesce(salesman_id, 0),
        currency, count(*), sum(amount_paid), max(at)
      from sales
      group by substr(at, 1, ${sql.lit(width)}), promotion_id, coalesce(salesman_id, 0), currency`.execute(
      db,
    );
  }
}

/** The triggers that keep `sales_rollup` in step with every write of `sales`. */
export async function createRollupTriggers(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql
      .raw(
        `create or replace function sales_rollup_keep() returns trigger language plpgsql as $$
        begin
          if tg_op in ('DELETE', 'UPDATE') then
            ${remove('old')}
          end if;
          if tg_op in ('INSERT', 'UPDATE') then
            ${add('new', 'greatest')}
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql`create trigger sales_rollup_keep after insert or delete
      or update of promotion_id, salesman_id, currency, amount_paid, at on sales
      for each row execute function sales_rollup_keep()`.execute(db);
    return;
  }
  await sql
    .raw(`create trigger sales_rollup_insert after insert on sales begin ${add('new', 'max')} end`)
    .execute(db);
  await sql
    .raw(`create trigger sales_rollup_delete after delete on sales begin ${remove('old')} end`)
    .execute(db);
  await sql
    .raw(
      `create trigger sales_rollup_update after update of promotion_id, salesman_id, currency, amount_paid, at
      on sales begin ${remove('old')} ${add('new', 'max')} end`,
    )
    .execute(db);
}

/** Drops createRollupTriggers' triggers (the PostgreSQL function stays). */
export async function dropRollupTriggers(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger sales_rollup_keep on sales`.execute(db);
  } else {
    for (const name of ['insert', 'delete', 'update']) {
      await sql.raw(`drop trigger sales_rollup_${name}`).execute(db);
    }
  }
}

/**
 * Runs `work`, a bulk write of `sales` (a seed's million rows), with the roll-up's triggers
 * dropped, then rolls every sale up again (rollUpSales), all in one transaction: the roll-up the
 * triggers would have kept row by row, in one grouped statement per grain instead.
 */
export async function withoutRollupTriggers<DB>(
  db: Kysely<DB>,
  work: (trx: Kysely<DB>) => Promise<unknown>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const any = trx as unknown as Kysely<unknown>;
    await dropRollupTriggers(any);
    await work(trx);
    await sql`delete from sales_rollup`.execute(trx);
    await rollUpSales(any);
    await createRollupTriggers(any);
  });
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await sql`create table sales_rollup (
      grain text not null,
      bucket text not null,
      promotion_id integer not null,
      salesman_id integer not null,
      currency text not null,
      n bigint not null,
      total bigint not null,
      last_at text not null,
      primary key (grain, bucket, promotion_id, salesman_id, currency)
        ${sql.raw(postgres ? 'include (n, total, last_at)' : '')}
    ) ${sql.raw(postgres ? '' : 'without rowid')}`.execute(db);
  await rollUpSales(db);
  // The planners' statistics of the filled table (a period's rows are a key range).
  await sql`analyze sales_rollup`.execute(db);
  await createRollupTriggers(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropRollupTriggers(db);
  if (isPostgres(db)) await sql`drop function sales_rollup_keep()`.execute(db);
  await sql`drop table sales_rollup`.execute(db);
}
