import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, createTestApp, login, type TestApp } from '../helpers/app';
import { expectFailure, expectFieldErrors } from '../helpers/expect';
import { createPromotion, promotionInput, upgradeWith } from '../helpers/promotions';

let t: TestApp;
let manager: string;
let admin: string;
let salesman: string;
beforeAll(async () => {
  t = await createTestApp();
  manager = (await login(t.app, 'manager01')).access_token;
  admin = (await login(t.app, 'admin001')).access_token;
  salesman = (await login(t.app, 'salesman1')).access_token;
});
afterAll(() => t.close());

const as = (token: string) => ({ token });

describe('create and get', () => {
  it('creates a code with the spec fields, money as a string, unit from the package', async () => {
    const res = await call(
      t.app,
      'promotions.create',
      promotionInput('Create-1', {
        type: 'percent_money',
        percent: 20,
        money: '1000000',
        note: 'launch',
      }),
      as(manager),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toMatchObject({
      code: 'Create-1',
      expire: '2099-12-31',
      package: 'standard_vnd',
      unit: 'VND',
      type: 'percent_money',
      min: 0,
      percent: 20,
      money: '1000000',
      month: 0,
      reward: 10,
      reward_type: 'percent',
      status: 'run',
      note: 'launch',
      email: 'salesman1@example.com',
    });
    const got = await call(t.app, 'promotions.get', { code: 'create-1' }, as(manager));
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json().item.code).toBe('Create-1');
  });

  it('takes dollars in whole cents with no step: a $4.99 discount; đồng keep the 10.000 step', async () => {
    const usd = await call(
      t.app,
      'promotions.create',
      promotionInput('Usd-499', { package: 'standard_usd', type: 'money', money: '499' }),
      as(manager),
    );
    expect(usd.statusCode, usd.body).toBe(200);
    expect(usd.json().item).toMatchObject({ unit: 'USD', money: '499' });
    const edited = await call(
      t.app,
      'promotions.edit',
      promotionInput('Usd-499', { package: 'standard_usd', type: 'money', money: '1' }),
      as(manager),
    );
    expect(edited.json().item.money).toBe('1');
    const vnd = await call(
      t.app,
      'promotions.create',
      promotionInput('Vnd-499', { package: 'standard_vnd', type: 'money', money: '499' }),
      as(manager),
    );
    expectFieldErrors(vnd, [{ path: 'money', message: 'validation.money_step' }]);
  });

  it('refuses a code that exists in another case with 409', async () => {
    await createPromotion(t.app, manager, 'DupCode');
    const res = await call(t.app, 'promotions.create', promotionInput('dupcode'), as(manager));
    expectFailure(res, 409, 'promotions.duplicate_code');
  });

  it('answers 404 for an unknown code', async () => {
    expectFailure(
      await call(t.app, 'promotions.get', { code: 'NOPE' }, as(manager)),
      404,
      'promotions.not_found',
    );
  });
});

describe('edit', () => {
  it('changes the fields and the status, not the code', async () => {
    await createPromotion(t.app, manager, 'EditMe');
    const res = await call(
      t.app,
      'promotions.edit',
      promotionInput('editme', {
        status: 'stop',
        reward: 5000,
        reward_type: 'money',
        expire: '2098-01-01',
      }),
      as(manager),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toMatchObject({
      code: 'EditMe',
      status: 'stop',
      reward: 5000,
      reward_type: 'money',
      expire: '2098-01-01',
    });
  });

  it('keeps a failed code failed, and records each status change', async () => {
    const { id } = await createPromotion(t.app, manager, 'FailMe');
    const edit = (status: string) =>
      call(t.app, 'promotions.edit', promotionInput('FailMe', { status }), as(manager));
    expect((await edit('stop')).statusCode).toBe(200);
    expect((await edit('fail')).statusCode).toBe(200);
    for (const status of ['run', 'stop']) {
      expectFailure(await edit(status), 409, 'promotions.status_final');
    }
    expect((await edit('fail')).statusCode).toBe(200);
    const history = await t.deps.db
      .selectFrom('transitions')
      .select(['action', 'from_state', 'to_state', 'actor_name'])
      .where('machine', '=', 'promotion')
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();
    expect(history).toEqual([
      { action: 'stop', from_state: 'run', to_state: 'stop', actor_name: 'manager01' },
      { action: 'fail', from_state: 'stop', to_state: 'fail', actor_name: 'manager01' },
    ]);
  });

  it('answers 404 for an unknown code', async () => {
    const res = await call(t.app, 'promotions.edit', promotionInput('Ghost'), as(manager));
    expectFailure(res, 404, 'promotions.not_found');
  });
});

describe('list', () => {
  it('searches by code, filters by status and package, sorts and pages', async () => {
    await createPromotion(t.app, manager, 'LST-A', { expire: '2097-01-01' });
    await createPromotion(t.app, manager, 'LST-B', { expire: '2096-01-01', status: 'stop' });
    await createPromotion(t.app, manager, 'LST-C', {
      expire: '2095-01-01',
      package: 'standard_usd',
    });
    const search = await call(
      t.app,
      'promotions.list',
      { keyword: 'lst-', sort: 'expire' },
      as(manager),
    );
    expect(search.json().total).toBe(3);
    expect(answerOf('promotions.list', search).list.map((p) => p.code)).toEqual([
      'LST-C',
      'LST-B',
      'LST-A',
    ]);
    const stopped = await call(
      t.app,
      'promotions.list',
      { keyword: 'lst-', status: 'stop' },
      as(manager),
    );
    expect(answerOf('promotions.list', stopped).list.map((p) => p.code)).toEqual(['LST-B']);
    const usd = await call(
      t.app,
      'promotions.list',
      { keyword: 'lst-', package: 'standard_usd' },
      as(manager),
    );
    expect(answerOf('promotions.list', usd).list.map((p) => p.code)).toEqual(['LST-C']);
    const page2 = await call(
      t.app,
      'promotions.list',
      { keyword: 'lst-', sort: 'code', order: 'desc', page: 2, page_size: 10 },
      as(manager),
    );
    expect(page2.json()).toMatchObject({ total: 3, list: [] });
  });

  it('treats like wildcards in the search literally', async () => {
    const res = await call(t.app, 'promotions.list', { keyword: '%' }, as(manager));
    expect(res.json().total).toBe(0);
  });
});

describe('count and commission inputs', () => {
  it('counts the sales of a code and the sum paid, and lists them', async () => {
    await createPromotion(t.app, manager, 'COUNT10', { percent: 10 });
    const zero = await call(t.app, 'promotions.count', { code: 'COUNT10' }, as(manager));
    expect(zero.json()).toEqual({ success: true, count: 0, sum: '0' });
    expect((await upgradeWith(t.app, admin, 'tranquocbao', 3, 'COUNT10')).statusCode).toBe(200);
    expect((await upgradeWith(t.app, admin, 'le-thu-trang', 1, 'count10')).statusCode).toBe(200);
    const res = await call(t.app, 'promotions.count', { code: 'COUNT10' }, as(manager));
    // 3 × 99 000 − 10 % = 267 300; 99 000 − 10 % = 89 100.
    expect(res.json()).toEqual({ success: true, count: 2, sum: '356400' });
    const mine = await call(t.app, 'promotions.countMine', { code: 'COUNT10' }, as(salesman));
    expect(mine.json()).toEqual({ success: true, count: 2, sum: '356400' });
    const sales = await call(t.app, 'promotions.sales', { code: 'COUNT10' }, as(manager));
    expect(sales.json().total).toBe(2);
    expect(sales.json().list[0]).toMatchObject({
      code: 'COUNT10',
      user_name: 'le-thu-trang',
      salesman_name: 'salesman1',
      months: 1,
      list_price: 99_000,
      discount: 9_900,
      amount_paid: 89_100,
      currency: 'VND',
    });
    const listed = await call(t.app, 'promotions.list', { keyword: 'COUNT10' }, as(manager));
    expect(listed.json().list[0]).toMatchObject({ count: 2, sum: '356400' });
  });
});
