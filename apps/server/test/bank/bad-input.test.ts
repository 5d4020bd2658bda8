import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RouteId } from '@console/contract/routes';
import type { Failure } from '@console/contract/schemas/common';
import { call, createTestApp, login, type TestApp } from '../helpers/app';
import { VIETCOMBANK, addBank, bankRows } from '../helpers/bank';
import { expectFieldErrors, sendingCases, successfulWrites } from '../helpers/expect';

let t: TestApp;
const tokens: Record<string, string> = {};
let existingId: number;
let mineId: number;
let before: unknown;

const snapshot = async () => ({
  rows: await bankRows(t.deps.db),
  writes: await successfulWrites(t.deps.db),
});

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['operator1', 'salesman1']) {
    tokens[name] = (await login(t.app, name)).access_token;
  }
  const fields = { bank_name: VIETCOMBANK, bank_number: '123456789', bank_holder: 'A B' };
  existingId = (await addBank(t.app, tokens.operator1!, { ...fields, user_name: 'parent001' })).id;
  mineId = (await addBank(t.app, tokens.salesman1!, fields, 'bank.addMine')).id;
});
afterAll(() => t.close());

beforeEach(async () => {
  before = await snapshot();
});

const good = {
  bank_name: VIETCOMBANK,
  bank_number: '0071000123456',
  bank_holder: 'Nguyễn Văn Đức',
};

type Case = [string, Record<string, unknown>, { path: string; message: string }[]];

const fieldCases: Case[] = [
  [
    'no bank name',
    { bank_name: undefined },
    [{ path: 'bank_name', message: 'validation.bank_name_required' }],
  ],
  [
    'blank bank name',
    { bank_name: '  ' },
    [{ path: 'bank_name', message: 'validation.bank_name_required' }],
  ],
  [
    'a bank not in the catalogue',
    { bank_name: 'Ngân hàng Không Có Thật' },
    [{ path: 'bank_name', message: 'validation.bank_unknown' }],
  ],
  [
    'a short name in place of the bank name',
    { bank_name: 'Vietcombank' },
    [{ path: 'bank_name', message: 'validation.bank_unknown' }],
  ],
  [
    'no bank number',
    { bank_number: undefined },
    [{ path: 'bank_number', message: 'validation.bank_number_required' }],
  ],
  [
    'empty bank number',
    { bank_number: '' },
    [{ path: 'bank_number', message: 'validation.bank_number_required' }],
  ],
  [
    'a number of 5 digits',
    { bank_number: '12345' },
    [{ path: 'bank_number', message: 'validation.bank_number' }],
  ],
  [
    'a number of 20 digits',
    { bank_number: '1'.repeat(20) },
    [{ path: 'bank_number', message: 'validation.bank_number' }],
  ],
  [
    'letters in the number',
    { bank_number: '12345ABC' },
    [{ path: 'bank_number', message: 'validation.bank_number' }],
  ],
  [
    'a number sent as a number',
    { bank_number: 123456789 },
    [{ path: 'bank_number', message: 'validation.invalid' }],
  ],
  [
    'no holder',
    { bank_holder: undefined },
    [{ path: 'bank_holder', message: 'validation.bank_holder_required' }],
  ],
  [
    'blank holder',
    { bank_holder: '   ' },
    [{ path: 'bank_holder', message: 'validation.bank_holder_required' }],
  ],
  [
    'a holder too long',
    { bank_holder: 'x'.repeat(101) },
    [{ path: 'bank_holder', message: 'validation.too_long' }],
  ],
  // A holder is letters and spaces, as NAPAS takes it (issue 37: markup and an emoji were saved).
  [
    'markup and an emoji in the holder',
    { bank_holder: 'PHAM VAN DUC <B>X</B> 😀' },
    [{ path: 'bank_holder', message: 'validation.bank_holder_letters' }],
  ],
  [
    'digits in the holder',
    { bank_holder: 'Nguyễn Văn 2' },
    [{ path: 'bank_holder', message: 'validation.bank_holder_letters' }],
  ],
  [
    'punctuation in the holder',
    { bank_holder: 'NGUYEN-VAN A.' },
    [{ path: 'bank_holder', message: 'validation.bank_holder_letters' }],
  ],
  [
    'letters of another script in the holder',
    { bank_holder: 'ИВАН 王' },
    [{ path: 'bank_holder', message: 'validation.bank_holder_letters' }],
  ],
];

const routesWithFields: [RouteId, () => Record<string, unknown>, string][] = [
  ['bank.add', () => ({ user_name: 'parent001' }), 'operator1'],
  ['bank.edit', () => ({ id: existingId }), 'operator1'],
  ['bank.addMine', () => ({}), 'salesman1'],
  ['bank.editMine', () => ({ id: mineId }), 'salesman1'],
];

describe.each(routesWithFields)(
  '%s refuses bad fields (400) and writes nothing',
  (id, extra, user) => {
    const cases = id.startsWith('bank.edit') ? sendingCases(fieldCases) : fieldCases;
    it.each(cases)('%s', async (_name, patch, errors) => {
      const input = { ...good, ...extra(), ...patch };
      const res = await call(t.app, id, input, { token: tokens[user] });
      expectFieldErrors(res, errors);
      expect(await snapshot()).toEqual(before);
    });
  },
);

describe('user name on the general add', () => {
  it.each([
    ['missing', undefined],
    ['blank', '   '],
  ])('%s: "Please enter user name!"', async (_name, user_name) => {
    const res = await call(t.app, 'bank.add', { ...good, user_name }, { token: tokens.operator1 });
    const body = expectFieldErrors(res, [
      { path: 'user_name', message: 'validation.user_name_required' },
    ]);
    expect(body.errors?.find((e) => e.path === 'user_name')?.detail).toBe(
      'Please enter user name!',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('answers the spec texts of the required messages, in English and Vietnamese', async () => {
    const en = await call(t.app, 'bank.add', {}, { token: tokens.operator1 });
    const texts = Object.fromEntries((en.json() as Failure).errors!.map((e) => [e.path, e.detail]));
    expect(texts).toEqual({
      user_name: 'Please enter user name!',
      bank_name: 'Please enter bank name!',
      bank_number: 'Please enter file bank number!',
      bank_holder: 'Please enter file bank holder!',
    });
    const vi = await call(
      t.app,
      'bank.add',
      {},
      { token: tokens.operator1, headers: { 'accept-language': 'vi' } },
    );
    const viTexts = (vi.json() as Failure).errors!.map((e) => e.detail);
    expect(viTexts).toContain('Vui lòng nhập tên ngân hàng!');
    expect(await snapshot()).toEqual(before);
  });
});

describe('ids', () => {
  it.each(['bank.get', 'bank.getMine', 'bank.edit', 'bank.editMine'] as const)(
    '%s refuses a missing or bad id',
    async (id) => {
      const user = id.endsWith('Mine') ? 'salesman1' : 'operator1';
      for (const bad of [undefined, 0, -1, 1.5, 'x']) {
        const res = await call(t.app, id, { ...good, id: bad }, { token: tokens[user] });
        expect(res.statusCode, `${id} ${String(bad)}`).toBe(400);
      }
      expect(await snapshot()).toEqual(before);
    },
  );
});

describe('the holder’s letters', () => {
  it('refuses markup in the holder with the field’s message, in English and Vietnamese', async () => {
    const input = { ...good, bank_holder: 'PHAM VAN DUC <B>X</B> 😀', user_name: 'parent001' };
    const en = await call(t.app, 'bank.add', input, { token: tokens.operator1 });
    const [error] = expectFieldErrors(en, [
      { path: 'bank_holder', message: 'validation.bank_holder_letters' },
    ]).errors!;
    expect(error?.detail).toBe('The account holder may hold only letters and spaces');
    const vi = await call(t.app, 'bank.add', input, {
      token: tokens.operator1,
      headers: { 'accept-language': 'vi' },
    });
    expect((vi.json() as Failure).errors?.[0]?.detail).toBe(
      'Tên chủ tài khoản chỉ được gồm chữ cái và khoảng trắng',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('takes Vietnamese letters and stores them as the bank prints them', async () => {
    const res = await call(
      t.app,
      'bank.add',
      { ...good, bank_holder: 'Đặng Thị Ánh Tuyết', user_name: 'parent001' },
      { token: tokens.operator1 },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item.bank_holder).toBe('DANG THI ANH TUYET');
  });
});
