import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENTS_PER_ACCOUNT } from '@console/contract/constants';
import { AGENTS_FREE } from '@console/contract/licence';
import { addMonths } from '../../src/modules/users/months';
import { call, callOk, createTestApp, login, type TestApp } from '../helpers/app';
import { signup, userRow } from '../helpers/accounts';
import { expectFailure, expectFieldErrors } from '../helpers/expect';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await login(t.app, 'admin001')).access_token;
});
afterAll(() => t.close());

const as = () => ({ token: admin });

async function newParent(userName: string) {
  const res = await signup(t.app, { userName, email: `${userName}@example.com` });
  expect(res.statusCode, res.body).toBe(200);
  return (await userRow(t.deps.db, userName))!;
}

async function setPackage(userName: string, adminRole: string, end: string | null) {
  await t.deps.db
    .updateTable('users')
    .set({
      admin_role: adminRole,
      subscription_end: end,
      subscription_begin: end && '2026-01-01T00:00:00.000Z',
    })
    .where('user_name', '=', userName)
    .execute();
}

const upgrade = (username: string, count: number) =>
  call(t.app, 'users.upToStandard', { username, count, type: 'monthly' }, as());

describe('upgrade to standard', () => {
  it('counts from now for a free user and sets begin, package and licences', async () => {
    const user = await newParent('upfree0001');
    const before = Date.now();
    const res = await upgrade('upfree0001', 1);
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().item;
    expect(item).toMatchObject({ admin_role: 'standard', license: AGENTS_PER_ACCOUNT });
    const begin = Date.parse(item.subscription_begin);
    expect(begin).toBeGreaterThanOrEqual(before - 5);
    const end = new Date(item.subscription_end);
    const expected = new Date(begin);
    const day = expected.getUTCDate();
    expected.setUTCMonth(expected.getUTCMonth() + 1, 1);
    const last = new Date(Date.UTC(expected.getUTCFullYear(), expected.getUTCMonth() + 1, 0));
    expected.setUTCDate(Math.min(day, last.getUTCDate()));
    expect(end.toISOString()).toBe(expected.toISOString());
    const history = await call(t.app, 'users.history', { user_id: user.id }, as());
    expect(history.json().list).toEqual([
      expect.objectContaining({
        action: 'upgrade',
        actor_name: 'admin001',
        from_role: 'free',
        to_role: 'standard',
        from_end: null,
        to_end: item.subscription_end,
        months: 1,
      }),
    ]);
  });

  it.each([
    // Ends far enough ahead that they are still running whenever the suite runs.
    ['2032-01-31T10:00:00.000Z', 1, '2032-02-29T10:00:00.000Z'],
    ['2031-01-31T10:00:00.000Z', 1, '2031-02-28T10:00:00.000Z'],
    ['2032-02-29T00:00:00.000Z', 12, '2033-02-28T00:00:00.000Z'],
    ['2030-11-30T12:00:00.000Z', 3, '2031-02-28T12:00:00.000Z'],
  ])('extends a running period ending %s by %i months to %s', async (end, months, expected) => {
    const name = `ext${end.slice(0, 10).replace(/-/g, '')}`;
    await newParent(name);
    await setPackage(name, 'standard', end);
    const res = await upgrade(name, months);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toMatchObject({
      subscription_end: expected,
      subscription_begin: '2026-01-01T00:00:00.000Z',
    });
  });

  it('starts a new period now when the paid one already ended: new begin, end from now', async () => {
    await newParent('expired001');
    // The lapsed period began 2026-01-01 (setPackage): the new one must not keep that begin.
    await setPackage('expired001', 'standard', '2020-01-31T00:00:00.000Z');
    const before = Date.now();
    const res = await upgrade('expired001', 2);
    const after = Date.now();
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().item;
    const begin = Date.parse(item.subscription_begin);
    expect(begin).toBeGreaterThanOrEqual(before);
    expect(begin).toBeLessThanOrEqual(after);
    expect(item.subscription_end).toBe(addMonths(item.subscription_begin, 2));
  });

  it('counts from now for a free account that carries a future end date', async () => {
    // A free account's end date means nothing (a downgrade in the past, data from elsewhere):
    // buying starts a new period now, never extends from that date.
    await newParent('freefuture');
    await setPackage('freefuture', 'free', '2031-06-30T00:00:00.000Z');
    const before = Date.now();
    const res = await upgrade('freefuture', 1);
    const after = Date.now();
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().item;
    expect(item.admin_role).toBe('standard');
    const begin = Date.parse(item.subscription_begin);
    expect(begin).toBeGreaterThanOrEqual(before);
    expect(begin).toBeLessThanOrEqual(after);
    expect(item.subscription_end).toBe(addMonths(item.subscription_begin, 1));
  });

  it('refuses bad counts and unknown users', async () => {
    expectFieldErrors(await upgrade('expired001', 0), [
      { path: 'count', message: 'validation.months_min' },
    ]);
    expectFieldErrors(await call(t.app, 'users.upToStandard', { username: 'expired001' }, as()), [
      { path: 'count', message: 'validation.months_required' },
    ]);
    expectFailure(await upgrade('nobody0001', 1), 404, 'users.not_found');
  });
});

describe('downgrade to free', () => {
  it('ends the period now, drops to the free allowance, records who did it; twice is 409', async () => {
    const user = await newParent('downgrade1');
    await upgrade('downgrade1', 3);
    const before = (await userRow(t.deps.db, 'downgrade1'))!;
    const res = await call(t.app, 'users.downToFree', { username: 'downgrade1' }, as());
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().item;
    expect(item).toMatchObject({ admin_role: 'free', license: AGENTS_FREE });
    expect(Math.abs(Date.parse(item.subscription_end) - Date.now())).toBeLessThan(5000);
    expectFailure(
      await call(t.app, 'users.downToFree', { username: 'downgrade1' }, as()),
      409,
      'users.already_free',
    );
    const { list } = await callOk(t.app, 'users.history', { user_id: user.id }, as());
    expect(list.map((r) => r.action)).toEqual(['downgrade', 'upgrade']);
    expect(list[0]).toMatchObject({
      actor_name: 'admin001',
      from_role: 'standard',
      to_role: 'free',
      from_end: before.subscription_end,
      to_end: item.subscription_end,
    });
  });

  it('refuses a user who never paid', async () => {
    await newParent('neverpaid1');
    expectFailure(
      await call(t.app, 'users.downToFree', { username: 'neverpaid1' }, as()),
      409,
      'users.already_free',
    );
  });
});

describe('membership switch', () => {
  it('turns on once, then answers 409, with a history row', async () => {
    const user = await newParent('member0001');
    const res = await call(t.app, 'users.activate', { username: 'member0001' }, as());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item.is_member).toBe(true);
    expectFailure(
      await call(t.app, 'users.activate', { username: 'member0001' }, as()),
      409,
      'users.membership_already_on',
    );
    const list = (await call(t.app, 'users.history', { user_id: user.id }, as())).json().list;
    expect(list).toEqual([
      expect.objectContaining({
        action: 'membership',
        from_role: 'off',
        to_role: 'on',
        actor_name: 'admin001',
      }),
    ]);
  });
});

describe('seeded customers', () => {
  it('have their history, newest first: both upgrades and the membership', async () => {
    // tranquocbao (seed/accounts.ts): upgrades of 3 then 9 months, a member since he registered.
    const user = await userRow(t.deps.db, 'tranquocbao');
    const body = (await call(t.app, 'users.history', { user_id: user!.id }, as())).json();
    expect(body.total).toBe(3);
    const [second, first, membership] = body.list;
    expect(second).toMatchObject({
      action: 'upgrade',
      from_role: 'standard',
      to_role: 'standard',
      months: 9,
      from_end: first.to_end,
      to_end: user!.subscription_end,
    });
    expect(first).toMatchObject({
      action: 'upgrade',
      from_role: 'free',
      to_role: 'standard',
      months: 3,
      from_end: null,
    });
    expect(membership).toMatchObject({ action: 'membership', months: 0 });
  });
});
