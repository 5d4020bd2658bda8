import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersRepository } from '../../src/db/users.repository';
import { call, callOk, createTestApp, login, type TestApp } from '../helpers/app';
import { userRow } from '../helpers/accounts';
import { expectFailure, expectFieldErrors } from '../helpers/expect';

let t: TestApp;
let admin: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await login(t.app, 'admin001')).access_token;
  manager = (await login(t.app, 'manager01')).access_token;
});
afterAll(() => t.close());

const as = () => ({ token: admin });

describe('users list', () => {
  it('answers a real total and a page of users, in the contract shape', async () => {
    const body = await callOk(t.app, 'users.list', {}, as());
    const count = await t.deps.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(body.total).toBe(Number(count.n));
    expect(body.list).toHaveLength(10);
    expect(body.list[0]).toMatchObject({
      user_name: 'admin001',
      super_role: 'admin',
      admin_role: 'free',
      is_member: false,
      active: true,
      email_verified: true,
    });
    const ids = body.list.map((u) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('pages without overlap', async () => {
    const p1 = await callOk(t.app, 'users.list', { page: 1, page_size: 10 }, as());
    const p2 = await callOk(t.app, 'users.list', { page: 2, page_size: 10 }, as());
    expect(p1.list).toHaveLength(10);
    expect(p2.total).toBe(p1.total);
    expect(p2.list).toHaveLength(p1.total - 10);
    const overlap = p1.list.filter((a) => p2.list.some((b) => b.id === a.id));
    expect(overlap).toEqual([]);
  });

  it('searches the full name too, Vietnamese letters in any case and accents', async () => {
    // "Phạm Vận Hành" and "Phạm Văn Đức" alike: accents are ignored (docs/decisions/search-and-totals.md).
    const byFullName = await callOk(t.app, 'users.list', { keyword: 'PHẠM VẬN' }, as());
    expect(byFullName.list.map((u) => u.user_name)).toEqual(['operator1', 'pham_van_duc']);
    const staff = await callOk(t.app, 'employees.list', { keyword: 'nguyễn bán' }, as());
    expect(staff.list.map((u) => u.userName)).toEqual(['salesman1']);
  });

  it('searches name, e-mail and phone case-insensitively, with LIKE characters taken literally', async () => {
    const byName = await callOk(t.app, 'users.list', { keyword: 'TRAN' }, as());
    expect(byName.list.map((u) => u.user_name)).toContain('tranquocbao');
    const byEmail = await callOk(t.app, 'users.list', { keyword: 'THUTRANG.LE@' }, as());
    expect(byEmail.list.map((u) => u.user_name)).toEqual(['le-thu-trang']);
    const byPhone = await callOk(t.app, 'users.list', { keyword: '0912345' }, as());
    expect(byPhone.list.map((u) => u.user_name)).toEqual(['tranquocbao']);
    expect(byPhone.total).toBe(1);
    const literal = await callOk(t.app, 'users.list', { keyword: '%' }, as());
    expect(literal.total).toBe(0);
    const underscore = await callOk(t.app, 'users.list', { keyword: '_van_' }, as());
    expect(underscore.list.map((u) => u.user_name)).toEqual(['pham_van_duc']);
  });

  it('sorts by user name and by subscription end, both ways', async () => {
    const names = (
      await callOk(t.app, 'users.list', { sort: 'user_name', order: 'desc', page_size: 100 }, as())
    ).list.map((u) => u.user_name);
    expect(names).toEqual([...names].sort().reverse());
    const ends = (
      await callOk(
        t.app,
        'users.list',
        { sort: 'subscription_end', order: 'desc', page_size: 100 },
        as(),
      )
    ).list.map((u) => u.subscription_end ?? '');
    expect(ends).toEqual([...ends].sort().reverse());
  });

  it('refuses a bad sort, page size or order', async () => {
    expectFieldErrors(await call(t.app, 'users.list', { sort: 'password_hash' }, as()), [
      { path: 'sort', message: 'validation.invalid_option' },
    ]);
    expectFieldErrors(await call(t.app, 'users.list', { page_size: 0 }, as()), [
      { path: 'page_size', message: 'validation.too_small' },
    ]);
  });
});

describe('one user', () => {
  it('gets by id, and 404 for an unknown id', async () => {
    const row = await userRow(t.deps.db, 'nguyenthanhha');
    const res = await call(t.app, 'users.get', { id: row!.id }, { token: manager });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toMatchObject({
      user_name: 'nguyenthanhha',
      admin_role: 'standard',
      is_member: true,
      license: 4,
    });
    expect(res.json().item).not.toHaveProperty('password_hash');
    expectFailure(await call(t.app, 'users.get', { id: 999999 }, as()), 404, 'users.not_found');
  });

  it('answers info by user name', async () => {
    const res = await call(t.app, 'users.info', { user_name: 'Sarah_Nguyen' }, as());
    expect(res.json()).toMatchObject({
      success: true,
      user: { user_name: 'sarah_nguyen', country: 'US' },
    });
    expectFailure(
      await call(t.app, 'users.info', { user_name: 'nobody0001' }, as()),
      404,
      'users.not_found',
    );
  });

  it('updates contact details and records the time', async () => {
    const row = (await userRow(t.deps.db, 'sarah_nguyen'))!;
    const res = await call(
      t.app,
      'users.update',
      {
        id: row.id,
        email: 'sarah.n@example.com',
        phone: '+1 415 555 0199',
        full_name: 'Sarah N.',
        country: 'us',
        time_zone: 'America/New_York',
        updated_by: 'someone-else',
      },
      as(),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toMatchObject({
      email: 'sarah.n@example.com',
      phone: '+1 415 555 0199',
      full_name: 'Sarah N.',
      country: 'US',
      time_zone: 'America/New_York',
    });
    expect(res.json().item.updated_at > row.updated_at).toBe(true);
  });

  it('refuses a bad e-mail or phone with field errors and changes nothing', async () => {
    const row = (await userRow(t.deps.db, 'le-thu-trang'))!;
    const base = { id: row.id, email: row.email, phone: row.phone };
    expectFieldErrors(await call(t.app, 'users.update', { ...base, email: 'nope' }, as()), [
      { path: 'email', message: 'validation.invalid_email' },
    ]);
    expectFieldErrors(await call(t.app, 'users.update', { ...base, email: '' }, as()), [
      { path: 'email', message: 'validation.email_required' },
    ]);
    expectFieldErrors(await call(t.app, 'users.update', { ...base, phone: '09x12' }, as()), [
      { path: 'phone', message: 'validation.invalid_phone' },
    ]);
    expect(await userRow(t.deps.db, 'le-thu-trang')).toEqual(row);
  });

  it('refuses an e-mail another account uses (409) and an unknown id (404)', async () => {
    const row = (await userRow(t.deps.db, 'le-thu-trang'))!;
    const res = await call(
      t.app,
      'users.update',
      { id: row.id, email: 'ADMIN001@example.com' },
      as(),
    );
    const body = expectFailure(res, 409, 'accounts.email_exists');
    expect(body.errors).toEqual([expect.objectContaining({ path: 'email' })]);
    expect(await userRow(t.deps.db, 'le-thu-trang')).toEqual(row);
    expectFailure(
      await call(t.app, 'users.update', { id: 999999, email: 'x@example.com' }, as()),
      404,
      'users.not_found',
    );
  });
});

describe('pickers', () => {
  it('list_like: names containing the text, by name, at most 20', async () => {
    const res = await callOk(t.app, 'users.listLike', { user_name: 'NGUYEN' }, as());
    expect(res.list.map((u) => u.user_name)).toEqual(['nguyenthanhha', 'sarah_nguyen']);
    expect(Object.keys(res.list[0]!).sort()).toEqual([
      'email',
      'full_name',
      'id',
      'phone',
      'user_name',
    ]);
    // More live accounts than a picker shows, so "at most 20" is tested, not an empty list.
    const now = new Date().toISOString();
    // Through the repository, which writes each account's folded search text.
    for (let i = 0; i < 25; i += 1) {
      await usersRepository.insert(t.deps.db, {
        user_name: `pick${String(i).padStart(2, '0')}`,
        email: `pick${i}@example.com`,
        role: 'guest' as const,
        password_hash: null,
        email_verified_at: now,
        created_at: now,
        updated_at: now,
      });
    }
    const live = await t.deps.db
      .selectFrom('users')
      .select('user_name')
      .where('deleted_at', 'is', null)
      .orderBy('user_name')
      .execute();
    expect(live.length).toBeGreaterThan(20);
    const all = await callOk(t.app, 'users.listLike', { user_name: '' }, as());
    expect(all.list.map((u) => u.user_name)).toEqual(live.slice(0, 20).map((u) => u.user_name));
    const picks = await callOk(t.app, 'users.listLike', { user_name: 'PICK' }, as());
    expect(picks.list.map((u) => u.user_name)).toEqual(
      Array.from({ length: 20 }, (_, i) => `pick${String(i).padStart(2, '0')}`),
    );
  });

  it('search_like: parents only, by exact id, e-mail or phone', async () => {
    const parent = (await userRow(t.deps.db, 'tranquocbao'))!;
    const admin001 = (await userRow(t.deps.db, 'admin001'))!;
    const search = async (keyword: string, type: string) =>
      (await callOk(t.app, 'users.searchLike', { keyword, type }, as())).list.map(
        (u) => u.user_name,
      );
    expect(await search(String(parent.id), 'parent_id')).toEqual(['tranquocbao']);
    expect(await search(String(admin001.id), 'parent_id')).toEqual([]);
    expect(await search('abc', 'parent_id')).toEqual([]);
    expect(await search('QUOCBAO', 'email')).toEqual(['tranquocbao']);
    expect(await search('@example.com', 'email')).not.toContain('admin001');
    expect(await search('0987', 'phone')).toEqual(['le-thu-trang']);
    expectFieldErrors(await call(t.app, 'users.searchLike', { keyword: 'x', type: 'name' }, as()), [
      { path: 'type', message: 'validation.invalid_option' },
    ]);
  });
});
