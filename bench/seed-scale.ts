// `npm run seed:scale`: a database at scale for bench/scale.ts: 1,000,000 parent accounts,
// 1,000 promotion codes of 100 salesmen and 1,000,000 sales over two years, in batched inserts.
// SQLite in DATA_DIR (default ./data-scale), or the PostgreSQL database DATABASE_URL names
// (emptied first). Prints the time of each part and, for comparison, how fast the database takes
// as many rows at all: insert ... select from generate_series, inside the database, into a table
// without indexes. Not part of any test: it takes minutes.
import path from 'node:path';
import { sql } from 'kysely';
import { createDatabase, isPostgres, migrateToLatest } from '../apps/server/src/db/database';

const USERS = Number(process.env.SCALE_USERS ?? 1_000_000);
const SALES = Number(process.env.SCALE_SALES ?? 1_000_000);
const SALESMEN = 100;
const CODES = 1_000;
const BATCH = 2_000;

const dataDir = path.resolve(process.env.DATA_DIR ?? 'data-scale');
const db = createDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
const postgres = isPostgres(db);

async function timed<T>(what: string, rows: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${what.padEnd(44)} ${seconds.toFixed(1).padStart(6)} s  ${Math.round(rows / seconds)
      .toLocaleString('en')
      .padStart(9)} rows/s`,
  );
  return result;
}

/** Inserts `count` rows made by `row(i)` in batches, each batch one statement, all in one transaction. */
async function insertBatched<T extends 'users' | 'sales' | 'promotions'>(
  table: T,
  count: number,
  row: (i: number) => Record<string, unknown>,
) {
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => row(start + k));
      await trx
        .insertInto(table)
        .values(rows as never)
        .execute();
    }
  });
}

const FIRST = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng'];
const LAST = [
  'An',
  'Bình',
  'Chi',
  'Dũng',
  'Giang',
  'Hà',
  'Khánh',
  'Linh',
  'Minh',
  'Ngọc',
  'Phúc',
  'Quân',
];
const DAY = 86_400_000;
const START = Date.parse('2024-11-01T00:00:00.000Z');
const time = (i: number, count: number) =>
  new Date(START + Math.floor((i / count) * 730 * DAY)).toISOString();
// Numbers spread over the whole range, so names do not sort in id order.
const scatter = (i: number) => (i * 7_919) % 1_000_003;

function user(i: number) {
  const n = scatter(i);
  const at = time(i, USERS);
  return {
    user_name: `scale${String(n).padStart(7, '0')}u${i}`,
    email: `scale${n}.${i}@example.com`,
    phone: `09${String((i * 3_571) % 100_000_000).padStart(8, '0')}`,
    full_name: `${FIRST[n % FIRST.length]} ${LAST[(n >> 3) % LAST.length]} ${i}`,
    role: 'parent',
    subscription_end: i % 3 === 0 ? null : time(n % USERS, USERS),
    created_at: at,
    updated_at: at,
  };
}

async function empty() {
  for (const table of ['sales', 'promotions', 'users'] as const) {
    await sql`delete from ${sql.table(table)} where ${sql.raw(table === 'users' ? "user_name like 'scale%'" : '1=1')}`.execute(
      db,
    );
  }
}

async function baseline() {
  await sql`drop table if exists scale_baseline`.execute(db);
  await sql`create table scale_baseline (user_name text, email text, phone text, full_name text, role text, created_at text, updated_at text)`.execute(
    db,
  );
  const rows = postgres
    ? sql`select g from generate_series(1, ${USERS}) g`
    : sql`with recursive s(g) as (select 1 union all select g + 1 from s where g < ${USERS})
        select g from s`;
  await sql`insert into scale_baseline
    select 'b' || g, 'b' || g || '@example.com', '09' || g, 'Name ' || g, 'parent', 'now', 'now'
    from (${rows}) n`.execute(db);
  await sql`drop table scale_baseline`.execute(db);
}

await migrateToLatest(db);
console.log(
  `${postgres ? 'PostgreSQL' : `SQLite in ${dataDir}`}: ${USERS.toLocaleString('en')} users, ${SALES.toLocaleString('en')} sales, batches of ${BATCH}`,
);
await timed('emptying earlier scale data', 0, empty);
await timed(`baseline: users into a table without indexes`, USERS, baseline);
await timed('users', USERS, () => insertBatched('users', USERS, user));
await timed('salesmen', SALESMEN, () =>
  insertBatched('users', SALESMEN, (i) => ({
    ...user(USERS + i),
    user_name: `scaleseller${i}`,
    role: 'salesman',
  })),
);
const sellers = await db
  .selectFrom('users')
  .select('id')
  .where('role', '=', 'salesman')
  .where('user_name', 'like', 'scaleseller%')
  .orderBy('id')
  .execute();
const buyers = await db
  .selectFrom('users')
  .select((eb) => [eb.fn.min('id').as('lo'), eb.fn.max('id').as('hi')])
  .where('user_name', 'like', 'scale0%')
  .executeTakeFirstOrThrow();
await timed('promotion codes', CODES, () =>
  insertBatched('promotions', CODES, (i) => {
    const seller = i % SALESMEN;
    return {
      code: `SCALE${i}`,
      code_key: `scale${i}`,
      expire: '2027-12-31',
      package: 'standard',
      type: 'percent',
      percent: 10,
      unit: i % 4 === 0 ? 'USD' : 'VND',
      reward: 5,
      reward_type: 'percent',
      status: 'active',
      email: `scaleseller${seller}@example.com`,
      created_at: time(0, 1),
      updated_at: time(0, 1),
      created_by: 'seed:scale',
    };
  }),
);
const codes = await db
  .selectFrom('promotions')
  .select(['id', 'code', 'unit'])
  .where('code_key', 'like', 'scale%')
  .orderBy('id')
  .execute();
const lo = Number(buyers.lo);
const span = Number(buyers.hi) - lo + 1;
await timed('sales', SALES, () =>
  insertBatched('sales', SALES, (i) => {
    const code = codes[(i * 31) % codes.length]!;
    const usd = code.unit === 'USD';
    const price = usd ? 499 : 99_000;
    return {
      promotion_id: code.id,
      code: code.code,
      user_id: lo + ((i * 7_919) % span),
      salesman_id: sellers[((i * 31) % codes.length) % SALESMEN]!.id,
      months: 1 + (i % 12),
      bonus_months: 0,
      list_price: price,
      discount: Math.floor(price / 10),
      amount_paid: price - Math.floor(price / 10),
      currency: usd ? 'USD' : 'VND',
      at: time(i, SALES),
    };
  }),
);
await timed('analyze', 0, () => sql`analyze`.execute(db));
await db.destroy();
