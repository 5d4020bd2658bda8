import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankInfo } from '@console/contract/schemas/bank';
import { answerOf, call, callOk, createTestApp, login, type TestApp } from '../helpers/app';
import { TECHCOMBANK, VIETCOMBANK, addBank, bankRows } from '../helpers/bank';
import { expectFailure } from '../helpers/expect';

let t: TestApp;
let salesman: string;
let salesmanId: number;
let others: BankInfo[];

beforeAll(async () => {
  t = await createTestApp();
  const session = await login(t.app, 'salesman1');
  salesman = session.access_token;
  salesmanId = session.id;
  const operator = (await login(t.app, 'operator1')).access_token;
  // Another salesman-like account's details, and a customer's, made by the operator.
  others = [
    await addBank(t.app, operator, {
      user_name: 'manager01',
      bank_name: TECHCOMBANK,
      bank_number: '555555555',
      bank_holder: 'Trần Thị Quản Lý',
    }),
    ...(await callOk(t.app, 'bank.list', { page_size: 100 }, { token: operator })).list.filter(
      (b) => b.user_name !== 'salesman1',
    ),
  ];
});
afterAll(() => t.close());

const send = (id: Parameters<typeof call>[1], input: Record<string, unknown>) =>
  call(t.app, id, input, { token: salesman });

describe('a salesman and his own bank details', () => {
  it('adds his own, whatever user name he sends', async () => {
    const res = await send('bank.addMine', {
      user_name: 'nguyenthanhha',
      bank_name: VIETCOMBANK,
      bank_number: '0011002233',
      bank_holder: 'Nguyễn Bán Hàng',
    });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().item;
    expect(item).toMatchObject({ user_name: 'salesman1', bank_holder: 'NGUYEN BAN HANG' });
    const row = (await bankRows(t.deps.db)).find((r) => r.id === item.id);
    expect(row).toMatchObject({ user_id: salesmanId, created_by: 'salesman1' });
  });

  it('lists only his own, the seeded one included', async () => {
    const body = answerOf('bank.listMine', await send('bank.listMine', { page_size: 100 }));
    const own = (await bankRows(t.deps.db)).filter((r) => r.user_id === salesmanId);
    expect(own.length).toBeGreaterThanOrEqual(2);
    expect(body.total).toBe(own.length);
    expect(body.list.map((b) => b.id).sort()).toEqual(own.map((r) => r.id).sort());
    expect(body.list.every((b) => b.user_name === 'salesman1')).toBe(true);
  });

  it('gets and edits his own', async () => {
    const [mine] = answerOf('bank.listMine', await send('bank.listMine', {})).list;
    expect((await send('bank.getMine', { id: mine!.id })).json().item).toEqual(mine);
    const res = await send('bank.editMine', {
      id: mine!.id,
      bank_name: TECHCOMBANK,
      bank_number: '999888777',
      bank_holder: 'Nguyen Ban Hang',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toMatchObject({ id: mine!.id, shortName: 'Techcombank, TCB' });
  });

  it('never sees another person’s bank details: get_mine answers 404 without the row', async () => {
    expect(others.length).toBeGreaterThanOrEqual(3);
    for (const other of others) {
      const res = await send('bank.getMine', { id: other.id });
      expectFailure(res, 404, 'bank.not_found');
      expect(res.body).not.toContain(other.bank_number);
      expect(res.body).not.toContain(other.bank_holder);
    }
  });

  it('cannot change another person’s bank details: edit_mine answers 404 and changes nothing', async () => {
    const before = await bankRows(t.deps.db);
    for (const other of others) {
      const res = await send('bank.editMine', {
        id: other.id,
        bank_name: VIETCOMBANK,
        bank_number: '000000000',
        bank_holder: 'Hacker',
      });
      expectFailure(res, 404, 'bank.not_found');
      expect(res.body).not.toContain(other.bank_number);
    }
    expect(await bankRows(t.deps.db)).toEqual(before);
  });

  it('cannot reach the general calls (403)', async () => {
    const [other] = others;
    for (const [id, input] of [
      ['bank.list', {}],
      ['bank.get', { id: other!.id }],
      [
        'bank.add',
        { user_name: 'salesman1', bank_name: VIETCOMBANK, bank_number: '123456', bank_holder: 'A' },
      ],
      [
        'bank.edit',
        { id: other!.id, bank_name: VIETCOMBANK, bank_number: '123456', bank_holder: 'A' },
      ],
    ] as const) {
      expectFailure(await send(id, input), 403, 'common.permission_denied');
    }
  });
});
