import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commission } from '@console/contract/pricing';
import { withoutRollupTriggers } from '../../src/db/migrations/0066_sales_rollup';
import { salesRepository } from '../../src/modules/sales/sales.repository';
import { call, callOk, createTestApp, login, type TestApp } from '../helpers/app';
import { createPromotion, insertSalesman, upgradeWith } from '../helpers/promotions';

/**
 * sale/list and sale/list_mine read their per-code summary and totals from the roll-up (migration
 * 0066), which triggers keep with every write of `sales`. Whatever writes the sales (the upgrade,
 * the repository, raw inserts, updates and deletes as an import or a correction would), the
 * summary and totals equal those computed here from the raw sales, for periods cut at day, month
 * and year boundaries and with the salesman filters.
 */
let t: TestApp;
let admin: string;
let manager: string;
let salesman: string;
const ids = { codeA: 0, codeB: 0, codeC: 0, salesman1: 0, sellerB: 0, buyer: 0 };

beforeAll(async () => {
  t = await createTestApp({ PRICE_STANDARD_VND: '100000' });
  admin = (await login(t.app, 'admin001')).access_token;
  manager = (await login(t.app, 'manager01')).access_token;
  salesman = (await login(t.app, 'salesman1')).access_token;
  const { db } = t.deps;
  await db.deleteFrom('sales').execute();
  const sellerB = await insertSalesman(db, 'rollup-seller');
  ids.sellerB = sellerB.id;
  ids.codeA = (await createPromotion(t.app, manager, 'RU-A', { percent: 10 })).id;
  ids.codeB = (
    await createPromotion(t.app, manager, 'RU-B', { reward: 5000, reward_type: 'money' })
  ).id;
  ids.codeC = (
    await createPromotion(t.app, manager, 'RU-C', { email: 'rollup-seller@example.com' })
  ).id;
  const user = async (name: string) =>
    (
      await db
        .selectFrom('users')
        .select('id')
        .where('user_name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;
  ids.salesman1 = await user('salesman1');
  ids.buyer = await user('tranquocbao');
});
afterAll(() => t.close());

type Raw = {
  promotion_id: number;
  salesman_id: number | null;
  currency: 'VND' | 'USD';
  amount_paid: number;
  at: string;
};

/** A sale through the repository, as the product writes one. */
function sale(
  code: 'codeA' | 'codeB' | 'codeC',
  at: string,
  amount: number,
  extra: Partial<Raw> = {},
) {
  const codes = { codeA: 'RU-A', codeB: 'RU-B', codeC: 'RU-C' };
  return salesRepository.insert(t.deps.db, {
    promotion_id: ids[code],
    code: codes[code],
    user_id: ids.buyer,
    salesman_id: code === 'codeC' ? ids.sellerB : ids.salesman1,
    months: 1,
    bonus_months: 0,
    list_price: amount,
    discount: 0,
    amount_paid: amount,
    currency: 'VND',
    at,
    ...extra,
  });
}

/** What the summary and totals must be, computed in JavaScript from every raw sale. */
async function expected(period: { from?: string; to?: string }, salesmanIds?: (number | null)[]) {
  const { db } = t.deps;
  const sales = (await db.selectFrom('sales').selectAll().execute()).filter(
    (s) =>
      (!period.from || s.at >= `${period.from}T00:00:00.000Z`) &&
      (!period.to || s.at.slice(0, 10) <= period.to) &&
      (!salesmanIds || salesmanIds.includes(s.salesman_id)),
  );
  const promotions = new Map(
    (await db.selectFrom('promotions').selectAll().execute()).map((p) => [p.id, p]),
  );
  const users = new Map(
    (await db.selectFrom('users').select(['id', 'user_name']).execute()).map((u) => [
      u.id,
      u.user_name,
    ]),
  );
  const groups = new Map<
    string,
    {
      code: string;
      salesman_name: string | null;
      currency: string;
      count: number;
      sum: bigint;
      last_at: string;
      reward: number;
      reward_type: 'percent' | 'money';
    }
  >();
  for (const s of sales) {
    const p = promotions.get(s.promotion_id)!;
    const name = s.salesman_id === null ? null : (users.get(s.salesman_id) ?? null);
    const key = `${p.id}|${s.currency}|${name}`;
    const g = groups.get(key) ?? {
      code: p.code,
      salesman_name: name,
      currency: s.currency,
      count: 0,
      sum: 0n,
      last_at: '',
      reward: Number(p.reward),
      reward_type: p.reward_type,
    };
    g.count += 1;
    g.sum += BigInt(s.amount_paid);
    if (s.at > g.last_at) g.last_at = s.at;
    groups.set(key, g);
  }
  const list = [...groups.values()]
    .map((g) => ({
      code: g.code,
      salesman_name: g.salesman_name,
      currency: g.currency,
      count: g.count,
      sum: String(g.sum),
      commission: String(commission(g.reward_type, g.reward, g.count, g.sum)),
      last_at: g.last_at,
    }))
    .sort(byKey);
  const totals = new Map<string, { count: number; sum: bigint; commission: bigint }>();
  for (const r of list) {
    const tt = totals.get(r.currency) ?? { count: 0, sum: 0n, commission: 0n };
    tt.count += r.count;
    tt.sum += BigInt(r.sum);
    tt.commission += BigInt(r.commission);
    totals.set(r.currency, tt);
  }
  return {
    total: list.length,
    list,
    totals: [...totals.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, tt]) => ({
        currency,
        count: tt.count,
        sum: String(tt.sum),
        commission: String(tt.commission),
      })),
  };
}

/** What the computed and the answered rows are sorted by. */
type Row = { code: string; currency: string; salesman_name: string | null };
const byKey = (a: Row, b: Row) =>
  `${a.code}|${a.currency}|${a.salesman_name}`.localeCompare(
    `${b.code}|${b.currency}|${b.salesman_name}`,
  );

/** The answer of a list call, in the shape `expected` computes. */
async function answered(
  id: 'sales.list' | 'sales.listMine',
  input: Record<string, unknown>,
  token: string,
) {
  const body = await callOk(t.app, id, { page_size: 100, ...input }, { token });
  return {
    total: body.total,
    list: body.list
      .map((r) => ({
        code: r.code,
        salesman_name: r.salesman_name,
        currency: r.currency,
        count: r.count,
        sum: r.sum,
        commission: r.commission,
        last_at: r.last_at,
      }))
      .sort(byKey),
    totals: body.totals,
  };
}

/** The roll-up holds, bucket by bucket, what the raw sales give. */
async function expectRollupOfSales() {
  const { db } = t.deps;
  const rollup = await db.selectFrom('sales_rollup').selectAll().execute();
  const sales = await db.selectFrom('sales').selectAll().execute();
  const buckets = new Map<string, { n: number; total: number; last_at: string }>();
  for (const s of sales) {
    for (const [grain, width] of [
      ['d', 10],
      ['t', 9],
      ['m', 7],
      ['y', 4],
    ] as const) {
      const key = [
        grain,
        s.at.slice(0, width),
        s.promotion_id,
        s.salesman_id ?? 0,
        s.currency,
      ].join('|');
      const b = buckets.get(key) ?? { n: 0, total: 0, last_at: '' };
      b.n += 1;
      b.total += Number(s.amount_paid);
      if (s.at > b.last_at) b.last_at = s.at;
      buckets.set(key, b);
    }
  }
  expect(
    Object.fromEntries(
      rollup.map((r) => [
        [r.grain, r.bucket, r.promotion_id, r.salesman_id, r.currency].join('|'),
        { n: Number(r.n), total: Number(r.total), last_at: r.last_at },
      ]),
    ),
  ).toEqual(Object.fromEntries(buckets));
  return rollup;
}

const PERIODS = [
  {},
  { from: '2026-01-01' },
  { to: '2025-12-31' },
  { from: '2025-12-31', to: '2025-12-31' },
  { from: '2026-03-31', to: '2026-03-31' },
  { from: '2026-04-01', to: '2026-04-30' },
  { from: '2026-03-01', to: '2026-03-31' },
  { from: '2026-03-10', to: '2026-04-19' },
  { from: '2026-03-30', to: '2026-04-09' },
  { from: '2025-12-15', to: '2026-04-01' },
  { from: '2025-02-01', to: '2026-12-31' },
  { from: '2024-01-01', to: '2025-12-31' },
  { from: '2026-05-01', to: '2026-05-31' },
];

/** Every period, unfiltered, by salesman name and a salesman's own: the answers match the raw sales. */
async function expectAllMatch() {
  for (const period of PERIODS) {
    expect(await answered('sales.list', period, manager), JSON.stringify(period)).toEqual(
      await expected(period),
    );
    expect(
      await answered('sales.list', { ...period, salesman: 'ROLLUP-sell' }, manager),
      JSON.stringify(period),
    ).toEqual(await expected(period, [ids.sellerB]));
    expect(await answered('sales.listMine', period, salesman), JSON.stringify(period)).toEqual(
      await expected(period, [ids.salesman1]),
    );
  }
}

describe('the sales summary from the roll-up', () => {
  it('equals the raw sales after sales across day, month and year boundaries', async () => {
    // Through the product's own write: an upgrade with a code.
    const up = await upgradeWith(t.app, admin, 'le-thu-trang', 2, 'RU-A');
    expect(up.statusCode, up.body).toBe(200);
    await sale('codeA', '2025-12-31T23:59:59.999Z', 90_000);
    await sale('codeA', '2026-01-01T00:00:00.000Z', 91_000);
    await sale('codeA', '2026-03-31T23:59:59.999Z', 92_000);
    await sale('codeA', '2026-04-01T00:00:00.000Z', 93_000);
    await sale('codeA', '2026-04-01T12:00:00.000Z', 94_000, { currency: 'USD' });
    await sale('codeB', '2026-03-31T10:00:00.000Z', 95_000);
    await sale('codeB', '2026-03-31T11:00:00.000Z', 96_000, { salesman_id: null });
    await sale('codeC', '2025-06-15T08:00:00.000Z', 97_000);
    await sale('codeC', '2026-04-30T23:00:00.000Z', 98_000);
    await sale('codeC', '2024-02-29T12:00:00.000Z', 99_000);
    const all = await answered('sales.list', {}, manager);
    expect(all.totals).toEqual([
      expect.objectContaining({ currency: 'USD', count: 1, sum: '94000' }),
      expect.objectContaining({ currency: 'VND', count: 10 }),
    ]);
    await expectAllMatch();
  });

  it('follows raw inserts, edits and deletes of sales', async () => {
    const { db } = t.deps;
    // A raw insert of several rows, as an import would.
    await db
      .insertInto('sales')
      .values(
        ['2026-03-31T23:00:00.000Z', '2026-04-01T00:30:00.000Z'].map((at) => ({
          promotion_id: ids.codeB,
          code: 'RU-B',
          user_id: ids.buyer,
          salesman_id: ids.salesman1,
          months: 1,
          bonus_months: 0,
          list_price: 1_000,
          discount: 0,
          amount_paid: 1_000,
          currency: 'VND' as const,
          at,
        })),
      )
      .execute();
    await expectAllMatch();

    // An edit moves a sale across a day, a month and a year, and another changes its amount.
    const latestA = await db
      .selectFrom('sales')
      .select('id')
      .where('at', '=', '2026-01-01T00:00:00.000Z')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('sales')
      .set({ at: '2025-12-31T12:00:00.000Z', amount_paid: 12_345 })
      .where('id', '=', latestA.id)
      .execute();
    await expectAllMatch();
    // Another salesman, another currency, no salesman.
    await db
      .updateTable('sales')
      .set({ salesman_id: ids.sellerB })
      .where('at', '=', '2026-04-01T00:00:00.000Z')
      .execute();
    await db
      .updateTable('sales')
      .set({ currency: 'USD' })
      .where('at', '=', '2026-03-31T23:59:59.999Z')
      .execute();
    await db
      .updateTable('sales')
      .set({ salesman_id: null })
      .where('at', '=', '2025-06-15T08:00:00.000Z')
      .execute();
    await expectAllMatch();

    // Deleting the latest sale of a bucket: its latest time is the one before it (RU-B's of
    // salesman1 in 2026 goes back to 31 March), or the bucket goes with its last sale.
    await db.deleteFrom('sales').where('at', '=', '2026-04-01T00:30:00.000Z').execute();
    await db.deleteFrom('sales').where('at', '=', '2026-04-30T23:00:00.000Z').execute();
    await db.deleteFrom('sales').where('at', '=', '2026-03-31T11:00:00.000Z').execute();
    await expectAllMatch();
    // Deleting every sale of a code: it leaves the list, and no empty bucket stays behind.
    await db.deleteFrom('sales').where('promotion_id', '=', ids.codeC).execute();
    await expectAllMatch();
    const left = await db
      .selectFrom('sales_rollup')
      .select('promotion_id')
      .where('promotion_id', '=', ids.codeC)
      .execute();
    expect(left).toEqual([]);
  });

  it('keeps the roll-up equal to the raw sales bucket by bucket', async () => {
    const rollup = await expectRollupOfSales();
    expect(rollup.length).toBeGreaterThan(10);
  });

  it('is the same after a bulk write made without the triggers and rolled up again', async () => {
    // The scale seed's way (bench/seed-scale.ts): triggers dropped for the bulk insert or
    // delete, then one roll-up of every sale, in one transaction.
    const { db } = t.deps;
    await withoutRollupTriggers(db, async (trx) => {
      await trx
        .insertInto('sales')
        .values(
          ['2026-02-28T10:00:00.000Z', '2026-02-28T23:00:00.000Z', '2025-01-05T01:00:00.000Z'].map(
            (at, k) => ({
              promotion_id: ids.codeA,
              code: 'RU-A',
              user_id: ids.buyer,
              salesman_id: k === 2 ? null : ids.salesman1,
              months: 1,
              bonus_months: 0,
              list_price: 5_000 + k,
              discount: 0,
              amount_paid: 5_000 + k,
              currency: 'VND' as const,
              at,
            }),
          ),
        )
        .execute();
      await trx.deleteFrom('sales').where('at', '=', '2025-12-31T23:59:59.999Z').execute();
    });
    await expectRollupOfSales();
    await expectAllMatch();
    // The triggers are back: later writes are rolled up again.
    await sale('codeB', '2026-02-28T12:00:00.000Z', 7_000);
    await db.deleteFrom('sales').where('at', '=', '2026-02-28T23:00:00.000Z').execute();
    await expectRollupOfSales();
    await expectAllMatch();
  });

  it('keeps one row per code, salesman and currency: one code of two salesmen and of none', async () => {
    // The summary groups once, then joins the code and the salesman (sales.repository.ts): the
    // joins must not merge or drop any of these three groups, filtered or not.
    await sale('codeA', '2030-05-10T10:00:00.000Z', 1_000, { salesman_id: ids.sellerB });
    await sale('codeA', '2030-05-10T11:00:00.000Z', 2_000);
    await sale('codeA', '2030-05-10T12:00:00.000Z', 4_000, { salesman_id: null });
    await sale('codeA', '2030-05-10T13:00:00.000Z', 8_000, { salesman_id: null });
    const day = { from: '2030-05-10', to: '2030-05-10' };
    const all = await answered('sales.list', day, manager);
    expect(
      all.list.map((r: Record<string, unknown>) => [r.code, r.salesman_name, r.count, r.sum]),
    ).toEqual([
      ['RU-A', null, 2, '12000'],
      ['RU-A', 'rollup-seller', 1, '1000'],
      ['RU-A', 'salesman1', 1, '2000'],
    ]);
    expect(all).toEqual(await expected(day));
    const filtered = await answered('sales.list', { ...day, salesman: 'ROLLUP-sell' }, manager);
    expect(filtered).toEqual(await expected(day, [ids.sellerB]));
    expect(filtered.total).toBe(1);
  });
});

describe('sums past 2^53', () => {
  it('adds up sums and commissions exactly, and sorts by them, past what a number holds', async () => {
    // 2^52 + 1 twice: RU-A's sum is 2^53 + 2, which a number would round; RU-B's stays safe.
    const big = 2 ** 52 + 1;
    await sale('codeA', '2031-05-01T10:00:00.000Z', big);
    await sale('codeA', '2031-05-02T10:00:00.000Z', big);
    await sale('codeB', '2031-05-03T10:00:00.000Z', big);
    for (const period of [{ from: '2031-01-01' }, { from: '2031-05-02', to: '2031-05-31' }, {}]) {
      expect(await answered('sales.list', period, manager), JSON.stringify(period)).toEqual(
        await expected(period),
      );
    }
    const res = await call(
      t.app,
      'sales.list',
      { from: '2031-01-01', sort: 'sum', order: 'desc' },
      { token: manager },
    );
    const body = res.json();
    expect(body.list.map((r: { code: string; sum: string }) => [r.code, r.sum])).toEqual([
      ['RU-A', '9007199254740994'],
      ['RU-B', '4503599627370497'],
    ]);
    // 10% of 2^53 + 2, rounded; RU-B pays 5,000 a sale.
    expect(body.list[0].commission).toBe('900719925474099');
    expect(body.totals).toEqual([
      {
        currency: 'VND',
        count: 3,
        sum: '13510798882111491',
        commission: String(900719925474099n + 5000n),
      },
    ]);
  });
});
