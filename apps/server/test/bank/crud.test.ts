import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callOk, createTestApp, login, type TestApp } from '../helpers/app';
import { TECHCOMBANK, VIETCOMBANK, addBank, bankRows } from '../helpers/bank';
import { auditRows, expectFailure, expectFieldErrors } from '../helpers/expect';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['operator1', 'admin001']) {
    tokens[name] = (await login(t.app, name)).access_token;
  }
});
afterAll(() => t.close());

describe.each(['operator1', 'admin001'])('bank details as %s', (actor) => {
  const as = () => ({ token: tokens[actor] });

  it('adds bank details for a user, with the short name and a normalised holder', async () => {
    const res = await call(
      t.app,
      'bank.add',
      {
        user_name: 'le-thu-trang',
        bank_name: VIETCOMBANK,
        bank_number: ' 0071 0001 23456 ',
        bank_holder: '  Nguyễn   Văn Đức ',
      },
      as(),
    );
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().item;
    expect(item).toMatchObject({
      user_name: 'le-thu-trang',
      bank_name: VIETCOMBANK,
      shortName: 'Vietcombank, VCB',
      bank_number: '0071000123456',
      bank_holder: 'NGUYEN VAN DUC',
    });
    expect(Object.keys(item).sort()).toEqual(
      [
        'id',
        'user_name',
        'bank_name',
        'shortName',
        'bank_number',
        'bank_holder',
        'created_at',
        'updated_at',
      ].sort(),
    );

    const got = await call(t.app, 'bank.get', { id: item.id }, as());
    expect(got.json()).toEqual({ success: true, item });
    const row = (await bankRows(t.deps.db)).find((r) => r.id === item.id);
    expect(row).toMatchObject({ short_name: 'Vietcombank, VCB', created_by: actor });
    const audit = (await auditRows(t.deps.db)).filter((r) => r.call === 'bank.add').at(-1);
    expect(audit).toMatchObject({ outcome: 'success', target: String(item.id), actor_name: actor });
  });

  it('lets one user have several bank details', async () => {
    const first = await addBank(t.app, tokens[actor]!, {
      user_name: 'sarah_nguyen',
      bank_name: VIETCOMBANK,
      bank_number: '111111111',
      bank_holder: 'Sarah Nguyen',
    });
    const second = await addBank(t.app, tokens[actor]!, {
      user_name: 'sarah_nguyen',
      bank_name: TECHCOMBANK,
      bank_number: '222222222',
      bank_holder: 'Sarah Nguyen',
    });
    expect(second.id).not.toBe(first.id);
  });

  it('finds the user name whatever its case, as every other lookup does', async () => {
    const item = await addBank(t.app, tokens[actor]!, {
      user_name: '  Le-Thu-TRANG ',
      bank_name: TECHCOMBANK,
      bank_number: '333333333',
      bank_holder: 'Le Thu Trang',
    });
    expect(item.user_name).toBe('le-thu-trang');
    const row = (await bankRows(t.deps.db)).find((r) => r.id === item.id);
    const owner = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', 'le-thu-trang')
      .executeTakeFirstOrThrow();
    expect(row?.user_id).toBe(owner.id);
  });

  it('edits bank details: bank, number and holder', async () => {
    const item = await addBank(t.app, tokens[actor]!, {
      user_name: 'pham_van_duc',
      bank_name: VIETCOMBANK,
      bank_number: '123456789',
      bank_holder: 'Phạm Văn Đức',
    });
    const res = await call(
      t.app,
      'bank.edit',
      { id: item.id, bank_name: TECHCOMBANK, bank_number: '987654321', bank_holder: 'phạm đức' },
      as(),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toMatchObject({
      id: item.id,
      user_name: 'pham_van_duc',
      bank_name: TECHCOMBANK,
      shortName: 'Techcombank, TCB',
      bank_number: '987654321',
      bank_holder: 'PHAM DUC',
      created_at: item.created_at,
    });
    const got = (await call(t.app, 'bank.get', { id: item.id }, as())).json().item;
    expect(got.bank_holder).toBe('PHAM DUC');
  });

  it('answers 404 for a missing id on get and edit, and writes nothing', async () => {
    const before = await bankRows(t.deps.db);
    expectFailure(await call(t.app, 'bank.get', { id: 999_999 }, as()), 404, 'bank.not_found');
    const edit = await call(
      t.app,
      'bank.edit',
      { id: 999_999, bank_name: VIETCOMBANK, bank_number: '123456', bank_holder: 'A' },
      as(),
    );
    expectFailure(edit, 404, 'bank.not_found');
    expect(await bankRows(t.deps.db)).toEqual(before);
  });

  it('refuses an unknown user name with a field error, and writes nothing', async () => {
    const before = await bankRows(t.deps.db);
    const res = await call(
      t.app,
      'bank.add',
      { user_name: 'nobody-here', bank_name: VIETCOMBANK, bank_number: '123456', bank_holder: 'A' },
      as(),
    );
    const body = expectFailure(res, 404, 'users.not_found');
    expect(body.errors).toEqual([expect.objectContaining({ path: 'user_name' })]);
    expect(await bankRows(t.deps.db)).toEqual(before);
  });
});

describe('the list of every bank detail', () => {
  const as = () => ({ token: tokens.operator1 });

  it('shows every user, seeded ones included, with real totals and paging', async () => {
    const body = await callOk(t.app, 'bank.list', {}, as());
    const rows = await bankRows(t.deps.db);
    expect(body.total).toBe(rows.length);
    expect(body.list.length).toBe(Math.min(10, rows.length));
    const names = new Set(body.list.map((b) => b.user_name));
    for (const seeded of ['salesman1', 'nguyenthanhha', 'tranquocbao']) {
      expect(names.has(seeded), seeded).toBe(true);
    }

    const page2 = (await call(t.app, 'bank.list', { page: 2, page_size: 10 }, as())).json();
    expect(page2.total).toBe(rows.length);
    expect(page2.list.length).toBe(Math.max(0, Math.min(10, rows.length - 10)));
  });

  it('sorts by id descending and by user name', async () => {
    const desc = await callOk(t.app, 'bank.list', { order: 'desc', page_size: 100 }, as());
    const ids = desc.list.map((b) => b.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const byName = await callOk(t.app, 'bank.list', { sort: 'user_name', page_size: 100 }, as());
    const names = byName.list.map((b) => b.user_name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('takes a page size from 1 to 100, offered on the screens or not; refuses 0, 101 and 2.5', async () => {
    const page = await callOk(t.app, 'bank.list', { page_size: 25 }, as());
    expect(page.list).toHaveLength(Math.min(25, page.total));
    for (const [size, message] of [
      [0, 'validation.too_small'],
      [101, 'validation.too_big'],
      [2.5, 'validation.not_integer'],
    ] as const) {
      expectFieldErrors(await call(t.app, 'bank.list', { page_size: size }, as()), [
        { path: 'page_size', message },
      ]);
    }
  });
});
