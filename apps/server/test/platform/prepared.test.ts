import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { prepared } from '../../src/db/prepared';
import type { Db } from '../../src/db/database';
import { createTestApp, type TestApp } from '../helpers/app';
import { TEST_DB } from '../helpers/database';

/**
 * Queries compiled once (db/prepared.ts) answer what the same query built for each call would:
 * each call's values in their places, the query's own values kept, on both databases.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Arguments used out of order and one of them twice, beside a value of the query itself.
const byNameOrId = prepared(2, (db: Db, name: string, id: number) =>
  db
    .selectFrom('users')
    .select(['id', 'user_name'])
    .where((eb) => eb.or([eb('id', '=', id), eb('user_name', '=', name), eb('id', '=', id)]))
    .where('user_name', '<>', 'nobody-has-this-name')
    .where('deleted_at', 'is', null)
    .orderBy('id'),
);

describe('prepared queries', () => {
  it('puts each call’s values in their places, call after call', async () => {
    const admin = await t.deps.db
      .selectFrom('users')
      .select(['id', 'user_name'])
      .where('user_name', '=', 'admin001')
      .executeTakeFirstOrThrow();
    const operator = await t.deps.db
      .selectFrom('users')
      .select(['id', 'user_name'])
      .where('user_name', '=', 'operator1')
      .executeTakeFirstOrThrow();
    expect(await byNameOrId(t.deps.db, 'admin001', -1)).toEqual([admin]);
    expect(await byNameOrId(t.deps.db, 'no such name', operator.id)).toEqual([operator]);
    expect(await byNameOrId(t.deps.db, 'operator1', admin.id)).toEqual(
      [admin, operator].sort((a, b) => a.id - b.id),
    );
    expect(await byNameOrId(t.deps.db, 'no such name', -1)).toEqual([]);
  });

  it('refuses, when first run, a query that does not use an argument as a value', async () => {
    // Two arguments said, one used (the types would refuse the 2: a test of the run-time check).
    const unused = prepared(2 as 1, (db: Db, id: number) =>
      db.selectFrom('users').select('id').where('id', '=', id),
    );
    await expect(unused(t.deps.db, 1)).rejects.toThrow(/argument 1/);
  });

  it('reads what is committed beside an open transaction, and its own writes inside one', async () => {
    const operator = await t.deps.db
      .selectFrom('users')
      .select(['id', 'user_name'])
      .where('user_name', '=', 'operator1')
      .executeTakeFirstOrThrow();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const renamed = new Promise<void>((resolve) => (written = resolve));
    const transaction = t.deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ user_name: 'operator1-renamed' })
        .where('id', '=', operator.id)
        .execute();
      expect(await byNameOrId(trx, 'operator1-renamed', -1)).toEqual([
        { id: operator.id, user_name: 'operator1-renamed' },
      ]);
      written();
      await held;
      throw new Error('rolled back');
    });
    await renamed;
    // Outside: the rename is not committed (SQLite waits for the transaction, PostgreSQL reads
    // the committed row), and after the rollback it never was.
    const outside = byNameOrId(t.deps.db, 'operator1-renamed', operator.id);
    release();
    await expect(transaction).rejects.toThrow('rolled back');
    expect(await outside).toEqual([operator]);
    expect(await byNameOrId(t.deps.db, 'operator1-renamed', -1)).toEqual([]);
  });

  it('answers rows as the same query through Kysely does: every column, in order, of every row', async () => {
    // Every column of a wide table, a computed one, and a name taken twice (the last value wins).
    const wide = prepared(1, (db: Db, minId: number) =>
      db
        .selectFrom('users')
        .selectAll()
        .select((eb) => [eb.fn.countAll<number>().over().as('n'), eb.ref('user_name').as('role')])
        .where('id', '>=', minId)
        .orderBy('id'),
    );
    const expected = await t.deps.db
      .selectFrom('users')
      .selectAll()
      .select((eb) => [eb.fn.countAll<number>().over().as('n'), eb.ref('user_name').as('role')])
      .where('id', '>=', 0)
      .orderBy('id')
      .execute();
    const rows = await wide(t.deps.db, 0);
    expect(expected.length).toBeGreaterThan(3);
    expect(rows).toEqual(expected);
    expect(rows.map((r) => Object.keys(r))).toEqual(expected.map((r) => Object.keys(r)));
    expect(rows[0]!.role).toBe(rows[0]!.user_name);
    expect(await wide(t.deps.db, 2 ** 31 - 1)).toEqual([]);
  });

  it('pages by each call’s limit and offset as a query built for the call does', async () => {
    const paged = (db: Db, limit: number, offset: number) =>
      db.selectFrom('users').select(['id', 'user_name']).orderBy('id').limit(limit).offset(offset);
    const page = prepared(2, paged);
    const all = await t.deps.db
      .selectFrom('users')
      .select(['id', 'user_name'])
      .orderBy('id')
      .execute();
    expect(all.length).toBeGreaterThan(3);
    const pages: [limit: number, offset: number][] = [
      [2, 0],
      [2, 1],
      [3, 2],
      [1, all.length - 1],
      [5, all.length],
    ];
    for (const [limit, offset] of pages) {
      const expected = all.slice(offset, offset + limit);
      expect(await page(t.deps.db, limit, offset)).toEqual(expected);
      expect(await paged(t.deps.db, limit, offset).execute()).toEqual(expected);
    }
    // SQLite plans a bare `limit ?` by the value bound to it, and so plans a kept statement
    // again every time it is bound: the limit and offset are written where it does not look.
    if (TEST_DB === 'sqlite') {
      expect(paged(t.deps.db, 2, 0).compile().sql).toMatch(/ limit \+\? offset \+\?$/);
    }
  });

  it.runIf(TEST_DB === 'postgres')(
    'is kept parsed on the PostgreSQL connection that ran it, and runs again from there',
    async () => {
      await t.deps.db.connection().execute(async (connection) => {
        const kept = () =>
          sql<{ statement: string }>`select statement from pg_prepared_statements`
            .execute(connection)
            .then((r) => r.rows.filter((row) => row.statement.includes('"user_name" <> $')));
        expect(await byNameOrId(connection, 'admin001', -1)).toHaveLength(1);
        expect(await kept()).toHaveLength(1);
        expect(await byNameOrId(connection, 'operator1', -1)).toHaveLength(1);
        expect(await kept()).toHaveLength(1);
      });
    },
  );
});
