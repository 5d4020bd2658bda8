import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_NUMBER } from '@console/contract/constants';
import { nowIso } from '../../src/db/database';
import { call, createTestApp, login, type TestApp } from '../helpers/app';
import { createPromotion } from '../helpers/promotions';

/**
 * Report sums past 2^53: a money reward of MAX_NUMBER over 901 sales, and 901 sales of MAX_NUMBER
 * each. They used to answer 500 (a commission past the safe integers); now every sum is exact
 * and travels as a string of digits.
 */
const SALES = 901;
const BIG = BigInt(MAX_NUMBER) * BigInt(SALES); // 9 009 999 999 999 099, past 2^53
let t: TestApp;
let manager: string;
let salesman: string;

async function insertSales(code: string, amount: number) {
  const { db } = t.deps;
  const promotion = await db
    .selectFrom('promotions')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  const seller = await db
    .selectFrom('users')
    .select('id')
    .where('user_name', '=', 'salesman1')
    .executeTakeFirstOrThrow();
  const row = {
    promotion_id: promotion.id,
    code,
    user_id: seller.id,
    salesman_id: seller.id,
    months: 1,
    bonus_months: 0,
    list_price: amount,
    discount: 0,
    amount_paid: amount,
    currency: 'VND' as const,
    at: nowIso(),
  };
  await db
    .insertInto('sales')
    .values(Array.from({ length: SALES }, () => row))
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  manager = (await login(t.app, 'manager01')).access_token;
  salesman = (await login(t.app, 'salesman1')).access_token;
  await t.deps.db.deleteFrom('sales').execute();
  await createPromotion(t.app, manager, 'BIG-REWARD', {
    reward: MAX_NUMBER,
    reward_type: 'money',
  });
  await createPromotion(t.app, manager, 'BIG-AMOUNTS', { reward: 100, reward_type: 'percent' });
  await insertSales('BIG-REWARD', 10_000);
  await insertSales('BIG-AMOUNTS', MAX_NUMBER);
});
afterAll(() => t.close());

describe('sales reports with sums past 2^53', () => {
  it.each([
    ['sales.list', () => manager],
    ['sales.listMine', () => salesman],
  ] as const)('%s answers exact sums and commissions as digit strings', async (id, token) => {
    const res = await call(t.app, id, {}, { token: token() });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.list).toEqual([
      expect.objectContaining({
        code: 'BIG-AMOUNTS',
        count: SALES,
        sum: String(BIG),
        commission: String(BIG), // 100 % of the sum
      }),
      expect.objectContaining({
        code: 'BIG-REWARD',
        count: SALES,
        sum: String(10_000 * SALES),
        commission: String(BIG), // MAX_NUMBER × 901
      }),
    ]);
    expect(body.totals).toEqual([
      {
        currency: 'VND',
        count: 2 * SALES,
        sum: String(BIG + 10_000n * BigInt(SALES)),
        commission: String(2n * BIG),
      },
    ]);
  });

  it('counts a code and lists it with its exact sum', async () => {
    const count = await call(
      t.app,
      'promotions.count',
      { code: 'BIG-AMOUNTS' },
      { token: manager },
    );
    expect(count.json()).toEqual({ success: true, count: SALES, sum: String(BIG) });
    const listed = await call(
      t.app,
      'promotions.list',
      { keyword: 'big-amounts' },
      { token: manager },
    );
    expect(listed.json().list).toEqual([
      expect.objectContaining({ code: 'BIG-AMOUNTS', count: SALES, sum: String(BIG) }),
    ]);
  });
});
