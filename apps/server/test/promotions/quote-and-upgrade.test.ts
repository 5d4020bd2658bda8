import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../../src/modules/users/months';
import { call, createTestApp, login, type TestApp } from '../helpers/app';
import { userRow } from '../helpers/accounts';
import { expectFailure } from '../helpers/expect';
import { createPromotion, saleRows, upgradeWith } from '../helpers/promotions';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ PRICE_STANDARD_VND: '100000', PRICE_STANDARD_USD: '500' });
  admin = (await login(t.app, 'admin001')).access_token;
  await createPromotion(t.app, admin, 'Q-PCT', { percent: 15 });
  await createPromotion(t.app, admin, 'Q-MONTH6', { type: 'month_cond_month', min: 6, month: 2 });
  await createPromotion(t.app, admin, 'Q-STOP', { status: 'stop' });
  // A code whose last day has passed since it was made (none can be made already expired).
  await createPromotion(t.app, admin, 'Q-OLD');
  await t.deps.db
    .updateTable('promotions')
    .set({ expire: '2020-01-01' })
    .where('code', '=', 'Q-OLD')
    .execute();
  await createPromotion(t.app, admin, 'Q-USD', {
    package: 'standard_usd',
    type: 'money',
    money: '10000',
  });
});
afterAll(() => t.close());

const quote = (input: Record<string, unknown>) =>
  call(t.app, 'users.quote', input, { token: admin });

describe('quote', () => {
  it('answers the list price from configuration without a code', async () => {
    const res = await quote({ package: 'standard_usd', count: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().quote).toEqual({
      package: 'standard_usd',
      currency: 'USD',
      months: 2,
      unit_price: 500,
      list_price: 1000,
      discount: 0,
      bonus_months: 0,
      amount_due: 1000,
      code: null,
      reason: null,
    });
  });

  it('applies a usable code', async () => {
    const res = await quote({ username: 'tranquocbao', count: 3, code: 'q-pct' });
    expect(res.json().quote).toMatchObject({
      list_price: 300_000,
      discount: 45_000,
      amount_due: 255_000,
      code: 'Q-PCT',
      reason: null,
    });
  });

  it.each([
    ['NOPE', 1, 'standard_vnd', 'promotions.not_found'],
    ['Q-STOP', 1, 'standard_vnd', 'promotions.code_stopped'],
    ['Q-OLD', 1, 'standard_vnd', 'promotions.code_expired'],
    ['Q-USD', 1, 'standard_vnd', 'promotions.wrong_package'],
    ['Q-MONTH6', 5, 'standard_vnd', 'promotions.min_months'],
  ])('gives %s no discount and a reason', async (code, count, pkg, reason) => {
    const res = await quote({ count, code, package: pkg });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().quote).toMatchObject({ discount: 0, bonus_months: 0, code: null, reason });
  });

  it('answers 404 for an unknown user and 400 for bad input', async () => {
    expectFailure(await quote({ username: 'nobody-here', count: 1 }), 404, 'users.not_found');
    expectFailure(await quote({ count: 0 }), 400, 'common.invalid_input');
    expectFailure(await quote({ count: 1, package: 'gold' }), 400, 'common.invalid_input');
  });
});

describe('upgrade with a code', () => {
  it('records a sale and extends by the bonus months too', async () => {
    await t.deps.db
      .updateTable('users')
      .set({ admin_role: 'free', subscription_end: null })
      .where('user_name', '=', 'sarah_nguyen')
      .execute();
    const before = (await saleRows(t.deps.db)).length;
    const res = await upgradeWith(t.app, admin, 'sarah_nguyen', 6, 'Q-MONTH6');
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().item;
    expect(item.subscription_end).toBe(addMonths(item.subscription_begin, 8));
    const sales = await saleRows(t.deps.db);
    expect(sales.length).toBe(before + 1);
    const salesman = await userRow(t.deps.db, 'salesman1');
    const buyer = await userRow(t.deps.db, 'sarah_nguyen');
    expect(sales.at(-1)).toMatchObject({
      code: 'Q-MONTH6',
      user_id: buyer!.id,
      salesman_id: salesman!.id,
      months: 6,
      bonus_months: 2,
      list_price: 600_000,
      discount: 0,
      amount_paid: 600_000,
      currency: 'VND',
    });
    const history = await call(t.app, 'users.history', { user_id: buyer!.id }, { token: admin });
    expect(history.json().list[0]).toMatchObject({ action: 'upgrade', months: 8 });
  });

  it('records a USD sale in cents', async () => {
    const res = await upgradeWith(t.app, admin, 'le-thu-trang', 1, 'Q-USD', 'standard_usd');
    expect(res.statusCode, res.body).toBe(200);
    expect((await saleRows(t.deps.db)).at(-1)).toMatchObject({
      list_price: 500,
      discount: 500,
      amount_paid: 0,
      currency: 'USD',
    });
  });

  it('refuses an unusable code and changes nothing', async () => {
    const before = await userRow(t.deps.db, 'tranquocbao');
    const sales = await saleRows(t.deps.db);
    expectFailure(
      await upgradeWith(t.app, admin, 'tranquocbao', 1, 'Q-STOP'),
      409,
      'promotions.code_stopped',
    );
    expectFailure(
      await upgradeWith(t.app, admin, 'tranquocbao', 1, 'NOPE'),
      404,
      'promotions.not_found',
    );
    expectFailure(
      await upgradeWith(t.app, admin, 'tranquocbao', 1, 'Q-PCT', 'standard_usd'),
      409,
      'promotions.wrong_package',
    );
    expect(await userRow(t.deps.db, 'tranquocbao')).toEqual(before);
    expect(await saleRows(t.deps.db)).toEqual(sales);
  });

  it('still upgrades without a code and records no sale', async () => {
    const sales = await saleRows(t.deps.db);
    const res = await call(
      t.app,
      'users.upToStandard',
      { username: 'tranquocbao', count: 1, type: 'monthly' },
      { token: admin },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await saleRows(t.deps.db)).toEqual(sales);
  });
});
