import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, createTestApp, login, type TestApp } from '../helpers/app';
import { createPromotion, insertSalesman } from '../helpers/promotions';

/**
 * A salesman's own codes and sales, where "own" is easy to get almost right: a code whose e-mail
 * is written in another case is still his, and a sale of his code credited to another salesman
 * (the code changed hands) is not his.
 */
let t: TestApp;
let admin: string;
let manager: string;
let salesman: string;

const edit = (fields: Record<string, unknown>) =>
  call(t.app, 'promotions.edit', fields, { token: manager });

async function upgrade(username: string, code: string) {
  const res = await call(
    t.app,
    'users.upToStandard',
    { username, count: 1, type: 'monthly', code, package: 'standard_vnd' },
    { token: admin },
  );
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await login(t.app, 'admin001')).access_token;
  manager = (await login(t.app, 'manager01')).access_token;
  salesman = (await login(t.app, 'salesman1')).access_token;
  await t.deps.db.deleteFrom('sales').execute();
  await insertSalesman(t.deps.db, 'salesman2');
  await createPromotion(t.app, manager, 'CASE-MINE', { email: 'SalesMan1@Example.COM' });
  await createPromotion(t.app, manager, 'OTHERS-CODE', { email: 'salesman2@example.com' });
  // HANDED-OVER: one sale while salesman1 owns it, one while salesman2 does, then back to salesman1.
  await createPromotion(t.app, manager, 'HANDED-OVER', { email: 'salesman1@example.com' });
  await upgrade('tranquocbao', 'HANDED-OVER');
  expect((await edit({ code: 'HANDED-OVER', email: 'salesman2@example.com' })).statusCode).toBe(
    200,
  );
  await upgrade('le-thu-trang', 'HANDED-OVER');
  expect((await edit({ code: 'HANDED-OVER', email: 'salesman1@example.com' })).statusCode).toBe(
    200,
  );
});
afterAll(() => t.close());

describe('a code whose e-mail is his in another case', () => {
  it('is in his list, and only his codes are', async () => {
    const res = await call(t.app, 'promotions.listMine', { page_size: 100 }, { token: salesman });
    const { list } = answerOf('promotions.listMine', res);
    const codes = list.map((p) => p.code);
    expect(codes).toEqual(expect.arrayContaining(['CASE-MINE', 'HANDED-OVER']));
    expect(codes).not.toContain('OTHERS-CODE');
    for (const p of list) {
      expect(p.email.toLowerCase()).toBe('salesman1@example.com');
    }
  });

  it('is found by a search of his list', async () => {
    const res = await call(
      t.app,
      'promotions.listMine',
      { keyword: 'CASE-MINE' },
      { token: salesman },
    );
    expect(res.json()).toMatchObject({ total: 1, list: [{ code: 'CASE-MINE' }] });
  });

  it('opens for him, with its counts and sales', async () => {
    for (const id of [
      'promotions.getMine',
      'promotions.countMine',
      'promotions.salesMine',
    ] as const) {
      const res = await call(t.app, id, { code: 'case-mine' }, { token: salesman });
      expect(res.statusCode, `${id}: ${res.body}`).toBe(200);
    }
  });
});

describe('a sale of his code credited to another salesman', () => {
  it("is not among his code's sales: only the one credited to him is", async () => {
    const res = await call(
      t.app,
      'promotions.salesMine',
      { code: 'HANDED-OVER' },
      { token: salesman },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().total).toBe(1);
    expect(res.json().list).toEqual([
      expect.objectContaining({ user_name: 'tranquocbao', salesman_name: 'salesman1' }),
    ]);
  });

  it('is among the code’s sales that employees see, credited to the other salesman', async () => {
    const res = await call(t.app, 'promotions.sales', { code: 'HANDED-OVER' }, { token: manager });
    expect(res.json().total).toBe(2);
    const credited = answerOf('promotions.sales', res).list.map((s) => [
      s.user_name,
      s.salesman_name,
    ]);
    expect(credited.sort()).toEqual([
      ['le-thu-trang', 'salesman2'],
      ['tranquocbao', 'salesman1'],
    ]);
  });

  it('does not count in his commissions', async () => {
    const res = await call(t.app, 'sales.listMine', {}, { token: salesman });
    expect(res.json().list).toEqual([
      expect.objectContaining({ code: 'HANDED-OVER', salesman_name: 'salesman1', count: 1 }),
    ]);
    expect(res.json().totals).toEqual([expect.objectContaining({ currency: 'VND', count: 1 })]);
  });
});
