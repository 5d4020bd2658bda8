import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from '../helpers/app';
import { signup, userRow } from '../helpers/accounts';
import { createPromotion, upgradeWith } from '../helpers/promotions';

/**
 * The same state change fired many times at once (docs/decisions/state-changes.md): upgrades add
 * up, one-way switches apply once and the rest get 409, and the history has one row per change.
 * On PostgreSQL these run on separate connections at the same time.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await login(t.app, 'admin001')).access_token;
});
afterAll(() => t.close());

const as = () => ({ token: admin });

async function paidParent(userName: string, end: string) {
  expect((await signup(t.app, { userName, email: `${userName}@example.com` })).statusCode).toBe(
    200,
  );
  await t.deps.db
    .updateTable('users')
    .set({
      admin_role: 'standard',
      subscription_begin: '2030-01-01T00:00:00.000Z',
      subscription_end: end,
    })
    .where('user_name', '=', userName)
    .execute();
  return (await userRow(t.deps.db, userName))!;
}

const historyOf = (machine: string, id: number) =>
  t.deps.db
    .selectFrom('transitions')
    .selectAll()
    .where('machine', '=', machine)
    .where('entity_id', '=', id)
    .execute();

const statuses = (responses: { statusCode: number }[]) =>
  responses.map((r) => r.statusCode).sort((a, b) => a - b);

describe('twenty of the same change at once', () => {
  it('adds up twenty 1-month upgrades to twenty months', async () => {
    const user = await paidParent('conc-up-01', '2040-01-15T00:00:00.000Z');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t.app, 'users.upToStandard', { username: user.user_name, count: 1 }, as()),
      ),
    );
    expect(statuses(responses)).toEqual(Array(20).fill(200));
    expect((await userRow(t.deps.db, user.user_name))!.subscription_end).toBe(
      '2041-09-15T00:00:00.000Z',
    );
    expect(await historyOf('subscription', user.id)).toHaveLength(20);
  });

  it('makes two 12-month upgrades with a code 24 months and two sales', async () => {
    await createPromotion(t.app, admin, 'CONC12');
    const user = await paidParent('conc-up-02', '2040-03-31T00:00:00.000Z');
    const responses = await Promise.all(
      [1, 2].map(() => upgradeWith(t.app, admin, user.user_name, 12, 'CONC12')),
    );
    expect(statuses(responses)).toEqual([200, 200]);
    expect((await userRow(t.deps.db, user.user_name))!.subscription_end).toBe(
      '2042-03-31T00:00:00.000Z',
    );
    const sales = await t.deps.db
      .selectFrom('sales')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(sales).toHaveLength(2);
  });

  it('turns a membership on once: one 200, nineteen 409', async () => {
    const user = await paidParent('conc-mem-1', '2040-01-01T00:00:00.000Z');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t.app, 'users.activate', { username: user.user_name }, as()),
      ),
    );
    expect(statuses(responses)).toEqual([200, ...Array(19).fill(409)]);
    expect(await historyOf('membership', user.id)).toHaveLength(1);
  });

  it('downgrades once: one 200, nineteen 409', async () => {
    const user = await paidParent('conc-down-1', '2040-01-01T00:00:00.000Z');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t.app, 'users.downToFree', { username: user.user_name }, as()),
      ),
    );
    expect(statuses(responses)).toEqual([200, ...Array(19).fill(409)]);
    expect(
      responses
        .filter((r) => r.statusCode === 409)
        .every((r) => r.json().message === 'users.already_free'),
    ).toBe(true);
    expect(await historyOf('subscription', user.id)).toHaveLength(1);
  });
});
