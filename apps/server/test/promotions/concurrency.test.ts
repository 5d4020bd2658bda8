import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from '../helpers/app';
import { createPromotion, promotionInput } from '../helpers/promotions';

/**
 * A code's status changed twenty times at once (docs/decisions/state-changes.md): the edit holds
 * only while the status is the one it read, so the status changes once, with one history row.
 * The other edits either read the new status (200, an edit that changes nothing, as one after the
 * other) or read the old one before the change committed and get 409: on PostgreSQL, where these
 * run on separate connections at the same time, most do; SQLite runs them one after the other.
 */
let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  manager = (await login(t.app, 'manager01')).access_token;
});
afterAll(() => t.close());

const history = (id: number) =>
  t.deps.db
    .selectFrom('transitions')
    .selectAll()
    .where('machine', '=', 'promotion')
    .where('entity_id', '=', id)
    .execute();

describe('twenty status changes of one code at once', () => {
  for (const status of ['stop', 'fail']) {
    it(`${status}: changes once, one history row, the others 200 or 409`, async () => {
      const code = `Conc-${status}`;
      const { id } = await createPromotion(t.app, manager, code);
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          call(t.app, 'promotions.edit', promotionInput(code, { status }), { token: manager }),
        ),
      );
      const refused = responses.filter((r) => r.statusCode !== 200);
      expect(refused.every((r) => r.statusCode === 409)).toBe(true);
      expect(refused.every((r) => r.json().message === 'common.conflict')).toBe(true);
      expect(await history(id)).toHaveLength(1);
      const row = await t.deps.db
        .selectFrom('promotions')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe(status);
    });
  }
});
