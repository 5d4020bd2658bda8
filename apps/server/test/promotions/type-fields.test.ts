import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMOTION_TYPES } from '@console/contract/constants';
import { TYPE_FIELDS, usesField } from '@console/contract/schemas/promotions';
import { call, createTestApp, login, type TestApp } from '../helpers/app';
import { expectFieldErrors } from '../helpers/expect';
import { createPromotion, promotionInput, promotionRows } from '../helpers/promotions';

/**
 * A code's type decides which of min, percent, money and month it has: create takes those (each
 * required), and the others only left out or at their unused value, as the spec's full body sends
 * them; an edit may send only the fields of the type the code
 * will have, and a type change clears the old type's fields (docs/decisions/promotions.md).
 */
let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  manager = (await login(t.app, 'manager01')).access_token;
});
afterAll(() => t.close());

const create = (code: string, overrides: Record<string, unknown>) =>
  call(t.app, 'promotions.create', promotionInput(code, overrides), { token: manager });
const edit = (input: Record<string, unknown>) =>
  call(t.app, 'promotions.edit', input, { token: manager });
const OTHER_VALUE = { min: 2, percent: 5, money: '20000', month: 3 };
const UNUSED = { min: 0, percent: 0, money: '0', month: 0 };
/** The body of the spec's promotion create (section 7). */
const SPEC_CREATE_FIELDS = [
  'code',
  'expire',
  'package',
  'type',
  'min',
  'percent',
  'money',
  'unit',
  'month',
  'reward',
  'reward_type',
  'email',
] as const;

describe.each(PROMOTION_TYPES)('a %s code', (type) => {
  const used = TYPE_FIELDS.filter((f) => usesField(type, f));
  const unused = TYPE_FIELDS.filter((f) => !usesField(type, f));

  it('is made from its own fields; the others read as unused', async () => {
    const res = await create(`T-${type}`, { type });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().item;
    for (const field of unused) expect(item[field], field).toEqual(UNUSED[field]);
    for (const field of used) expect(item[field], field).not.toEqual(UNUSED[field]);
  });

  // The spec's create sends every field: code, expire, package, type, min, percent, money, unit,
  // month, reward, reward_type, email. Those the type does not use come at their unused value.
  it.each(['0', ''])(
    'takes the spec’s full body, the fields it does not use at 0 (money %j), and stores them unused',
    async (unusedMoney) => {
      const atUnused = { ...UNUSED, money: unusedMoney };
      const body = promotionInput(`F${unusedMoney.length}-${type}`, {
        type,
        unit: 'VND',
        ...Object.fromEntries(unused.map((f) => [f, atUnused[f]])),
      });
      expect(Object.keys(body).sort()).toEqual([...SPEC_CREATE_FIELDS].sort());
      const res = await create(body.code, body);
      expect(res.statusCode, res.body).toBe(200);
      const item = res.json().item;
      for (const field of unused) expect(item[field], field).toEqual(UNUSED[field]);
      for (const field of used)
        expect(item[field], field).toEqual(body[field as keyof typeof body]);
    },
  );

  it.each(unused)('refuses %s, which it does not use, and writes nothing', async (field) => {
    const before = await promotionRows(t.deps.db);
    const res = await create(`X-${type}-${field}`, { type, [field]: OTHER_VALUE[field] });
    expectFieldErrors(res, [{ path: field, message: 'validation.not_for_type' }]);
    expect(await promotionRows(t.deps.db)).toEqual(before);
  });

  it.each(used)('needs %s', async (field) => {
    const res = await create(`N-${type}-${field}`, { type, [field]: undefined });
    expectFieldErrors(res, [{ path: field, message: 'validation.required' }]);
  });
});

describe('the unused value of a field', () => {
  it('is 0, or "0" and "" for money, nothing else: "0" for a number, money 0, null are refused', async () => {
    const before = await promotionRows(t.deps.db);
    for (const [field, value] of [
      ['min', '0'],
      ['money', 0],
      ['month', null],
      ['money', '00'],
    ] as const) {
      const res = await create(`U-${field}`, { type: 'percent', [field]: value });
      expectFieldErrors(res, [{ path: field, message: 'validation.not_for_type' }]);
    }
    expect(await promotionRows(t.deps.db)).toEqual(before);
  });
});

describe('edit', () => {
  it('refuses a field the stored type does not use, and one the new type does not use', async () => {
    await createPromotion(t.app, manager, 'E-PCT', { type: 'percent', percent: 10 });
    const before = await promotionRows(t.deps.db);
    expectFieldErrors(await edit({ code: 'E-PCT', month: 2 }), [
      { path: 'month', message: 'validation.not_for_type' },
    ]);
    expectFieldErrors(await edit({ code: 'E-PCT', type: 'money', percent: 5, money: '10000' }), [
      { path: 'percent', message: 'validation.not_for_type' },
    ]);
    expect(await promotionRows(t.deps.db)).toEqual(before);
  });

  it('needs the fields a new type adds, and clears those it drops', async () => {
    await createPromotion(t.app, manager, 'E-MIX', { type: 'percent_money', percent: 20 });
    expectFieldErrors(await edit({ code: 'E-MIX', type: 'month_cond_month', min: 3 }), [
      { path: 'month', message: 'validation.required' },
    ]);
    const res = await edit({ code: 'E-MIX', type: 'month_cond_month', min: 3, month: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toMatchObject({ min: 3, percent: 0, money: '0', month: 2 });
  });

  it('keeps the fields a new type shares with the old one', async () => {
    await createPromotion(t.app, manager, 'E-KEEP', { type: 'percent_money', percent: 30 });
    const res = await edit({ code: 'E-KEEP', type: 'percent' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toMatchObject({ type: 'percent', percent: 30, money: '0' });
  });
});
