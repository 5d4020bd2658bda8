import { afterAll, beforeAll, expect } from 'vitest';
import { commission } from '@console/contract/pricing';
import { salesRepository } from '../../src/modules/sales/sales.repository';
import { callOk, createTestApp, login, type TestApp } from './app';
import { createPromotion, insertSalesman, signInSalesman } from './promotions';

/** What the roll-up test files' `beforeAll` made. */
export interface RollupWorld {
  t: TestApp;
  admin: string;
  manager: string;
  salesman: string;
  /** rollup-seller, who owns RU-C: the second salesman, signed in for his own view. */
  otherSalesman: string;
}

/**
 * The set-up of a sales roll-up test file, its hooks registered: an app of its own with no sales,
 * three codes (RU-A 10%, RU-B 5,000 a sale, RU-C of another salesman), their two salesmen
 * (both signed in) and a buyer; and the summary and totals computed in JavaScript from the raw sales, which
 * sale/list and sale/list_mine must answer (migration 0066's roll-up). `world` and `ids` are
 * filled once the file's `beforeAll` has run.
 */
export function useRollupWorld() {
  const world = {} as RollupWorld;
  const ids = { codeA: 0, codeB: 0, codeC: 0, salesman1: 0, sellerB: 0, buyer: 0 };

  beforeAll(async () => {
    world.t = await createTestApp({ PRICE_STANDARD_VND: '100000' });
    const { t } = world;
    world.admin = (await login(t.app, 'admin001')).access_token;
    world.manager = (await login(t.app, 'manager01')).access_token;
    world.salesman = (await login(t.app, 'salesman1')).access_token;
    const { db } = t.deps;
    await db.deleteFrom('sales').execute();
    const sellerB = await insertSalesman(db, 'rollup-seller', { signsIn: true });
    ids.sellerB = sellerB.id;
    world.otherSalesman = await signInSalesman(t.app, 'rollup-seller');
    ids.codeA = (await createPromotion(t.app, world.manager, 'RU-A', { percent: 10 })).id;
    ids.codeB = (
      await createPromotion(t.app, world.manager, 'RU-B', { reward: 5000, reward_type: 'money' })
    ).id;
    ids.codeC = (
      await createPromotion(t.app, world.manager, 'RU-C', { email: 'rollup-seller@example.com' })
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
  afterAll(() => world.t.close());

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
    return salesRepository.insert(world.t.deps.db, {
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
    const { db } = world.t.deps;
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
    const body = await callOk(world.t.app, id, { page_size: 100, ...input }, { token });
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
    const { db } = world.t.deps;
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
      expect(await answered('sales.list', period, world.manager), JSON.stringify(period)).toEqual(
        await expected(period),
      );
      expect(
        await answered('sales.list', { ...period, salesman: 'ROLLUP-sell' }, world.manager),
        JSON.stringify(period),
      ).toEqual(await expected(period, [ids.sellerB]));
      expect(
        await answered('sales.listMine', period, world.salesman),
        JSON.stringify(period),
      ).toEqual(await expected(period, [ids.salesman1]));
      // The other salesman's own view: his sales only, none of salesman1's nor of no one's.
      expect(
        await answered('sales.listMine', period, world.otherSalesman),
        JSON.stringify(period),
      ).toEqual(await expected(period, [ids.sellerB]));
    }
  }

  return { world, ids, sale, expected, answered, expectRollupOfSales, expectAllMatch };
}
