import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from '../helpers/app';
import { insertSalesman } from '../helpers/promotions';

/**
 * A deletion fired twenty times at once is one deletion: one 200, and 404 for the rest, as a
 * second deletion one after the other answers. On PostgreSQL on separate connections.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await login(t.app, 'admin001')).access_token;
});
afterAll(() => t.close());

describe('twenty deletions of one account at once', () => {
  it('deletes once: one 200, nineteen 404, the first deletion time kept', async () => {
    const victim = await insertSalesman(t.deps.db, 'conc-del-1');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t.app, 'employees.delete', { id: victim.id }, { token: admin }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, ...Array(19).fill(404)]);
    const row = await t.deps.db
      .selectFrom('users')
      .select(['deleted_at', 'active'])
      .where('id', '=', victim.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expect(row.active).toBe(0);
  });
});
