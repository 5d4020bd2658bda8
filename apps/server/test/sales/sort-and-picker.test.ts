import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf } from '@console/contract/routes';
import { usersRepository } from '../../src/db/users.repository';
import { answerOf, call, createTestApp, login, type TestApp } from '../helpers/app';
import { expectFailure, expectFieldErrors } from '../helpers/expect';
import { createPromotion, insertSalesman, upgradeWith } from '../helpers/promotions';

/**
 * The sales list sorts on the server by code, latest sale, sum and count, a page being a slice of
 * the whole order; a code's sales sort by time or amount paid; the salesman filter has a picker.
 */
let t: TestApp;
let admin: string;
let manager: string;
let salesman: string;
beforeAll(async () => {
  t = await createTestApp({ PRICE_STANDARD_VND: '100000' });
  admin = (await login(t.app, 'admin001')).access_token;
  manager = (await login(t.app, 'manager01')).access_token;
  salesman = (await login(t.app, 'salesman1')).access_token;
  await t.deps.db.deleteFrom('sales').execute();
  const seller = await insertSalesman(t.deps.db, 'seller-tran');
  // Through the repository, which keeps the folded search text in step with the name.
  await usersRepository.update(t.deps.db, seller.id, { full_name: 'Trần Văn Bán' });
  await createPromotion(t.app, manager, 'SO-A', { percent: 10 });
  await createPromotion(t.app, manager, 'SO-B', { percent: 50 });
  await createPromotion(t.app, manager, 'SO-C', { percent: 20, email: 'seller-tran@example.com' });
  // [user, months, code, when]: SO-A sells most often, SO-C for the most money, SO-B last.
  const plan = [
    ['tranquocbao', 1, 'SO-A', '2026-03-01T10:00:00.000Z'], // 90 000
    ['le-thu-trang', 1, 'SO-A', '2026-03-02T10:00:00.000Z'], // 90 000
    ['sarah_nguyen', 1, 'SO-A', '2026-03-03T10:00:00.000Z'], // 90 000
    ['nguyenthanhha', 12, 'SO-C', '2026-03-04T10:00:00.000Z'], // 960 000
    ['pham_van_duc', 2, 'SO-B', '2026-03-05T10:00:00.000Z'], // 100 000
  ] as const;
  for (const [user, months, code, at] of plan) {
    const res = await upgradeWith(t.app, admin, user, months, code);
    if (res.statusCode !== 200) throw new Error(res.body);
    const sale = await t.deps.db
      .selectFrom('sales')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await t.deps.db.updateTable('sales').set({ at }).where('id', '=', sale.id).execute();
  }
});
afterAll(() => t.close());

/** The codes of a sale/list or sale/list_mine answer (the same rows). */
const codes = (res: LightMyRequestResponse) =>
  (res.json() as ResponseOf<'sales.list'>).list.map((s) => s.code);
const list = (input: Record<string, unknown>) =>
  call(t.app, 'sales.list', { from: '2026-01-01', ...input }, { token: manager });

describe('sales list order', () => {
  it('sorts by code by default, and by latest sale, sum or count either way', async () => {
    expect(codes(await list({}))).toEqual(['SO-A', 'SO-B', 'SO-C']);
    expect(codes(await list({ sort: 'code', order: 'desc' }))).toEqual(['SO-C', 'SO-B', 'SO-A']);
    expect(codes(await list({ sort: 'last_at', order: 'desc' }))).toEqual(['SO-B', 'SO-C', 'SO-A']);
    expect(codes(await list({ sort: 'last_at' }))).toEqual(['SO-A', 'SO-C', 'SO-B']);
    expect(codes(await list({ sort: 'sum', order: 'desc' }))).toEqual(['SO-C', 'SO-A', 'SO-B']);
    expect(codes(await list({ sort: 'sum' }))).toEqual(['SO-B', 'SO-A', 'SO-C']);
    expect(codes(await list({ sort: 'count', order: 'desc' }))[0]).toBe('SO-A');
  });

  it('answers every page with the number of rows and the totals of the whole period', async () => {
    const page = async (n: number) =>
      answerOf('sales.list', await list({ sort: 'sum', order: 'desc', page: n, page_size: 10 }));
    const [first, second] = [await page(1), await page(2)];
    expect(first.list.map((s) => s.code)).toEqual(['SO-C', 'SO-A', 'SO-B']);
    expect(second.list).toEqual([]);
    for (const p of [first, second]) {
      expect(p.total).toBe(3);
      // Each code's reward is 10% (the helper's default), rounded per code.
      expect(p.totals).toEqual([
        { currency: 'VND', count: 5, sum: '1330000', commission: String(27000 + 10000 + 96000) },
      ]);
    }
  });

  it('answers the latest sale time of each row', async () => {
    const rows = answerOf('sales.list', await list({ sort: 'code' })).list;
    expect(rows.map((r) => r.last_at)).toEqual([
      '2026-03-03T10:00:00.000Z',
      '2026-03-05T10:00:00.000Z',
      '2026-03-04T10:00:00.000Z',
    ]);
  });

  it("sorts a salesman's own list the same way", async () => {
    const mineFirst = await call(
      t.app,
      'sales.listMine',
      { from: '2026-01-01', sort: 'sum', order: 'desc', page_size: 10 },
      { token: salesman },
    );
    expect(codes(mineFirst)).toEqual(['SO-A', 'SO-B']);
    const mineByDate = await call(
      t.app,
      'sales.listMine',
      { from: '2026-01-01', sort: 'last_at', order: 'desc' },
      { token: salesman },
    );
    expect(codes(mineByDate)).toEqual(['SO-B', 'SO-A']);
  });

  it('refuses an unknown sort field with a field error', async () => {
    expectFieldErrors(await list({ sort: 'password' }), [
      { path: 'sort', message: 'validation.invalid_option' },
    ]);
  });
});

describe("a code's sales order", () => {
  const sales = (input: Record<string, unknown>) =>
    call(t.app, 'promotions.sales', { code: 'SO-A', ...input }, { token: manager });
  const users = (res: LightMyRequestResponse) =>
    (res.json() as ResponseOf<'promotions.sales'>).list.map((s) => s.user_name);

  it('lists newest first by default, oldest first when asked', async () => {
    expect(users(await sales({}))).toEqual(['sarah_nguyen', 'le-thu-trang', 'tranquocbao']);
    expect(users(await sales({ order: 'asc' }))).toEqual([
      'tranquocbao',
      'le-thu-trang',
      'sarah_nguyen',
    ]);
  });

  it('sorts by the amount paid', async () => {
    await call(t.app, 'users.downToFree', { username: 'tranquocbao' }, { token: admin });
    const res = await upgradeWith(t.app, admin, 'tranquocbao', 6, 'SO-A'); // 540 000
    expect(res.statusCode, res.body).toBe(200);
    const desc = answerOf(
      'promotions.sales',
      await sales({ sort: 'amount_paid', order: 'desc' }),
    ).list;
    expect(desc.map((s) => s.amount_paid)).toEqual([540_000, 90_000, 90_000, 90_000]);
    const asc = answerOf(
      'promotions.sales',
      await sales({ sort: 'amount_paid', order: 'asc' }),
    ).list;
    expect(asc.at(-1)!.amount_paid).toBe(540_000);
    expectFieldErrors(await sales({ sort: 'code' }), [
      { path: 'sort', message: 'validation.invalid_option' },
    ]);
  });
});

describe('salesman picker', () => {
  const pick = (keyword: string, token = manager) =>
    call(t.app, 'sales.salesmen', { keyword }, { token });

  it('finds salesmen by user name or full name, case-insensitively, and nobody else', async () => {
    const byName = await pick('SALES');
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json().list).toEqual([
      { id: expect.any(Number), user_name: 'salesman1', full_name: expect.any(String) },
    ]);
    const byFullName = answerOf('sales.salesmen', await pick('trần văn')).list;
    expect(byFullName.map((s) => s.user_name)).toEqual(['seller-tran']);
    // Every salesman when empty, and only salesmen.
    const all = answerOf('sales.salesmen', await pick('')).list.map((s) => s.user_name);
    expect(all).toEqual(['salesman1', 'seller-tran']);
    expect((await pick('admin')).json().list).toEqual([]);
    // Without accents too: salesman1 is Nguyễn Bán Hàng.
    expect(answerOf('sales.salesmen', await pick('nguyen')).list.map((s) => s.user_name)).toEqual([
      'salesman1',
    ]);
  });

  it('is for employees who see every salesman: a salesman gets 403', async () => {
    expectFailure(await pick('sales', salesman), 403, 'common.permission_denied');
  });

  it('filters the list by the picked salesman', async () => {
    expect(codes(await list({ salesman: 'seller-tran' }))).toEqual(['SO-C']);
  });
});
