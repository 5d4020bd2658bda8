import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/clock';
import { answerOf, call, createTestApp, login, type TestApp } from '../helpers/app';
import { expectFailure, expectFieldErrors } from '../helpers/expect';
import {
  createPromotion,
  insertSalesman,
  promotionInput,
  promotionRows,
  upgradeWith,
} from '../helpers/promotions';

/**
 * A code belongs to a live salesman's e-mail and cannot be made already expired; once its last
 * day has passed (by the app's clock) it reads as expired on every answer and applies no more.
 */
const clock = new TestClock('2030-06-15T12:00:00.000Z');
const TODAY = '2030-06-15';
const YESTERDAY = '2030-06-14';
let t: TestApp;
let manager: string;
let salesman: string;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  manager = (await login(t.app, 'manager01')).access_token;
  salesman = (await login(t.app, 'salesman1')).access_token;
  const gone = await insertSalesman(t.deps.db, 'salesman-gone');
  await t.deps.db.updateTable('users').set({ active: 0 }).where('id', '=', gone.id).execute();
});
afterAll(() => t.close());

const as = (token: string, lang = 'en') => ({ token, headers: { 'accept-language': lang } });
const create = (code: string, overrides: Record<string, unknown>, lang = 'en') =>
  call(t.app, 'promotions.create', promotionInput(code, overrides), as(manager, lang));
const edit = (input: Record<string, unknown>) => call(t.app, 'promotions.edit', input, as(manager));

describe('the owner is a live salesman', () => {
  it.each([
    ['an unknown e-mail', 'nobody@example.com'],
    ['a guest', 'guest0001@example.com'],
    ['an operator', 'operator1@example.com'],
    ['a customer', 'quocbao.tran@example.com'],
    ['a disabled salesman', 'salesman-gone@example.com'],
  ])('refuses %s on the e-mail field, saving nothing', async (_name, email) => {
    const before = await promotionRows(t.deps.db);
    expectFieldErrors(await create('OWNER-BAD', { email }), [
      { path: 'email', message: 'validation.not_salesman_email' },
    ]);
    expect(await promotionRows(t.deps.db)).toEqual(before);
  });

  it('says so in Vietnamese to a Vietnamese reader', async () => {
    const body = expectFieldErrors(await create('OWNER-VI', { email: 'x@example.com' }, 'vi'), [
      { path: 'email', message: 'validation.not_salesman_email' },
    ]);
    expect(body.errors![0]!.detail).toBe(
      'Không có tài khoản nhân viên kinh doanh nào dùng e-mail này',
    );
  });

  it("accepts a salesman's e-mail in any case", async () => {
    const res = await create('OWNER-OK', { email: 'SalesMan1@Example.com' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses an edit that hands the code to a non-salesman', async () => {
    await createPromotion(t.app, manager, 'OWNER-EDIT');
    const before = await promotionRows(t.deps.db);
    expectFieldErrors(await edit({ code: 'OWNER-EDIT', email: 'guest0001@example.com' }), [
      { path: 'email', message: 'validation.not_salesman_email' },
    ]);
    expect(await promotionRows(t.deps.db)).toEqual(before);
  });
});

describe('the expiry is not past', () => {
  it('refuses a code that expired yesterday, on the expiry field, in en and vi', async () => {
    expectFieldErrors(await create('PAST-1', { expire: '2020-01-01' }), [
      { path: 'expire', message: 'validation.expire_past' },
    ]);
    const vi = expectFieldErrors(await create('PAST-2', { expire: YESTERDAY }, 'vi'), [
      { path: 'expire', message: 'validation.expire_past' },
    ]);
    expect(vi.errors![0]!.detail).toBe('Ngày hết hạn đã qua');
    expect((await promotionRows(t.deps.db)).map((r) => r.code)).not.toContain('PAST-1');
  });

  it('accepts a code whose last day is today', async () => {
    const res = await create('LAST-DAY', { expire: TODAY });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toMatchObject({ status: 'run', expired: false });
  });

  it('refuses an edit that moves the expiry into the past', async () => {
    await createPromotion(t.app, manager, 'PAST-EDIT');
    expectFieldErrors(await edit({ code: 'PAST-EDIT', expire: YESTERDAY }), [
      { path: 'expire', message: 'validation.expire_past' },
    ]);
  });
});

describe('a code past its last day reads as expired', () => {
  beforeAll(async () => {
    clock.set('2030-06-15T12:00:00.000Z');
    await createPromotion(t.app, manager, 'ENDS-TODAY', { expire: TODAY });
    await createPromotion(t.app, manager, 'ENDS-LATER', { expire: '2030-07-01' });
    await createPromotion(t.app, manager, 'ENDS-FAILED', { expire: TODAY, status: 'fail' });
    clock.set('2030-06-16T00:00:01.000Z');
  });
  afterAll(() => clock.set('2030-06-15T12:00:00.000Z'));

  it('in the detail, for employees and for its salesman', async () => {
    for (const [route, token] of [
      ['promotions.get', manager],
      ['promotions.getMine', salesman],
    ] as const) {
      const res = await call(t.app, route, { code: 'ENDS-TODAY' }, as(token));
      expect(res.json().item).toMatchObject({ status: 'run', expired: true });
    }
    const later = await call(t.app, 'promotions.get', { code: 'ENDS-LATER' }, as(manager));
    expect(later.json().item).toMatchObject({ status: 'run', expired: false });
  });

  it('in the list, and its status filter follows what is shown', async () => {
    const codes = async (status?: string) => {
      const input = { keyword: 'ends-', ...(status && { status }) };
      const res = await call(t.app, 'promotions.list', input, as(manager));
      return answerOf('promotions.list', res).list.map((p) => [p.code, p.expired]);
    };
    expect(await codes()).toEqual(
      expect.arrayContaining([
        ['ENDS-TODAY', true],
        ['ENDS-LATER', false],
      ]),
    );
    expect(await codes('expired')).toEqual([['ENDS-TODAY', true]]);
    expect(await codes('run')).toEqual([['ENDS-LATER', false]]);
    expect(await codes('fail')).toEqual([['ENDS-FAILED', true]]);
    const mine = await call(
      t.app,
      'promotions.listMine',
      { keyword: 'ends-', status: 'expired' },
      as(salesman),
    );
    expect(answerOf('promotions.listMine', mine).list.map((p) => p.code)).toEqual(['ENDS-TODAY']);
  });

  it('and a quote or an upgrade refuses it', async () => {
    const quote = await call(
      t.app,
      'users.quote',
      { username: 'tranquocbao', count: 1, code: 'ENDS-TODAY' },
      as((await login(t.app, 'admin001')).access_token),
    );
    expect(quote.json().quote).toMatchObject({ code: null, reason: 'promotions.code_expired' });
    const admin = (await login(t.app, 'admin001')).access_token;
    expectFailure(
      await upgradeWith(t.app, admin, 'tranquocbao', 1, 'ENDS-TODAY'),
      409,
      'promotions.code_expired',
    );
  });

  it('can still be edited when the expiry sent is the one stored, and renewed', async () => {
    const form = promotionInput('ENDS-TODAY', { expire: TODAY, note: 'seen' });
    const res = await edit(form);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toMatchObject({ note: 'seen', expired: true });
    const renewed = await edit({ code: 'ENDS-TODAY', expire: '2030-12-31' });
    expect(renewed.json().item).toMatchObject({ status: 'run', expired: false });
  });
});
