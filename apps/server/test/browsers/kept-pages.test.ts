import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerOf,
  call,
  createPeerApp,
  createTestApp,
  login,
  PEERS_ENV,
  type TestApp,
} from '../helpers/app';
import { createBrowser, insertBrowserRow } from '../helpers/browsers';
import { blockedBrowser } from '@console/contract/schemas/browsers';
import { TEST_DB } from '../helpers/database';
import type { Db } from '../../src/db/database';

/**
 * A server answers a page of the blocked-browser list it has already read in the same generation
 * of the rules without reading it again (migration 0072, browsers.repository.ts). These tests show
 * that every kind of write, on this server, on another one or by raw SQL, shows in the next list
 * call, and that the page is kept while nothing is written.
 */
let t: TestApp;
let peer: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp(PEERS_ENV);
  peer = await createPeerApp(t);
  operator = (await login(t.app, 'operator1')).access_token;
  for (let i = 0; i < 3; i++) {
    await createBrowser(t.app, operator, { browser_name: `Kept ${i}`, file_name: `kept-${i}.exe` });
  }
});
afterAll(async () => {
  await peer.close();
  await t.close();
});

/** The fields a listed rule answers, as the contract declares them. */
const COLUMNS = Object.keys(blockedBrowser.shape) as (keyof typeof blockedBrowser.shape)[];

async function listed(app = t.app, query: Record<string, unknown> = {}) {
  const res = await call(
    app,
    'browsers.list',
    { sort: 'id', order: 'asc', page_size: 100, ...query },
    { token: operator },
  );
  const { total, list } = answerOf('browsers.list', res);
  return { total, list };
}

/** The list as stored, read past the server. */
async function stored(db: Db) {
  const rows = await db.selectFrom('black_browsers').select(COLUMNS).orderBy('id').execute();
  return { total: rows.length, list: rows };
}

async function generationOf(db: Db) {
  const row = await db
    .selectFrom('browser_rules_state')
    .select('generation')
    .executeTakeFirstOrThrow();
  return BigInt(row.generation);
}

/** Lists (so the page is kept), writes, and lists again: the second answer is the stored rules. */
async function showsAfter(write: () => Promise<unknown>, app = t.app) {
  expect(await listed(app)).toEqual(await stored(t.deps.db));
  const before = await generationOf(t.deps.db);
  await write();
  expect(await generationOf(t.deps.db)).toBeGreaterThan(before);
  const after = await listed(app);
  expect(after).toEqual(await stored(t.deps.db));
  return after;
}

describe('browsers.list pages kept between writes', () => {
  it('starts the generation at a random number, not 0', async () => {
    expect(await generationOf(t.deps.db)).not.toBe(0n);
  });

  it('keeps a page while nothing is written: a write the triggers do not see would not show', async () => {
    const first = await listed();
    // Past the triggers (the test only): the stored name changes, the generation does not.
    const db = t.deps.db;
    const [row] = await stored(db).then((s) => s.list);
    await withoutTriggers(db, () =>
      db
        .updateTable('black_browsers')
        .set({ file_description: 'unseen' })
        .where('id', '=', row!.id)
        .execute(),
    );
    expect(await listed()).toEqual(first);
    // A search, another page size or sort is another page, read from the table.
    const other = await listed(t.app, { page_size: 50 });
    expect(other.list[0]!.file_description).toBe('unseen');
    // Put back as it was, through the triggers, so the other tests start even.
    await db
      .updateTable('black_browsers')
      .set({ file_description: row!.file_description })
      .where('id', '=', row!.id)
      .execute();
  });

  it('shows a rule made, edited (any field) or deleted through the API', async () => {
    let made = 0;
    const after = await showsAfter(async () => {
      made = (await createBrowser(t.app, operator, { browser_name: 'New', file_name: 'new.exe' }))
        .id;
    });
    expect(after.list.map((r) => r.id)).toContain(made);
    const edited = await showsAfter(() =>
      call(
        t.app,
        'browsers.edit',
        { id: made, file_description: 'described' },
        { token: operator },
      ),
    );
    expect(edited.list.find((r) => r.id === made)?.file_description).toBe('described');
    await showsAfter(() =>
      call(t.app, 'browsers.edit', { id: made, original_name: 'orig.exe' }, { token: operator }),
    );
    const removed = await showsAfter(() =>
      call(t.app, 'browsers.delete', { id: made }, { token: operator }),
    );
    expect(removed.list.map((r) => r.id)).not.toContain(made);
  });

  it('shows rules written by raw SQL, not through the service', async () => {
    const db = t.deps.db;
    const now = new Date().toISOString();
    await showsAfter(() => insertBrowserRow(db, 'Raw', 'raw.exe'));
    await showsAfter(() =>
      db
        .updateTable('black_browsers')
        .set({ updated_at: now })
        .where('file_name', '=', 'raw.exe')
        .execute(),
    );
    await showsAfter(() =>
      db.deleteFrom('black_browsers').where('file_name', '=', 'raw.exe').execute(),
    );
  });

  it('shows a write made on another server of the same database', async () => {
    const made = await showsAfter(() =>
      createBrowser(peer.app, operator, { browser_name: 'Peer', file_name: 'peer.exe' }),
    );
    const id = made.list.find((r) => r.file_name === 'peer.exe')!.id;
    // And the other way round: the peer kept its page too.
    await showsAfter(() => call(t.app, 'browsers.delete', { id }, { token: operator }), peer.app);
  });

  it('shows nothing of a transaction rolled back, and its write once another commits', async () => {
    const db = t.deps.db;
    const before = await listed();
    const generation = await generationOf(db);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('black_browsers').execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await generationOf(db)).toBe(generation);
    expect(await listed()).toEqual(before);
    await showsAfter(() =>
      db.transaction().execute((trx) => trx.deleteFrom('black_browsers').execute()),
    );
    expect((await listed()).total).toBe(0);
  });

  it.runIf(TEST_DB === 'postgres')('shows a truncate (PostgreSQL)', async () => {
    await createBrowser(t.app, operator, { browser_name: 'Gone', file_name: 'gone.exe' });
    const after = await showsAfter(() => sql`truncate black_browsers`.execute(t.deps.db));
    expect(after.total).toBe(0);
  });
});

/** Runs `write` with the generation's triggers off, on this test's database only. */
async function withoutTriggers(db: Db, write: () => Promise<unknown>) {
  if (TEST_DB === 'postgres') {
    await sql`alter table black_browsers disable trigger browser_rules_generation_next`.execute(db);
    try {
      await write();
    } finally {
      await sql`alter table black_browsers enable trigger browser_rules_generation_next`.execute(
        db,
      );
    }
    return;
  }
  const triggers = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master
    where type = 'trigger' and name like 'browser_rules_generation_%'`.execute(db);
  for (const { name } of triggers.rows) await sql.raw(`drop trigger ${name}`).execute(db);
  try {
    await write();
  } finally {
    for (const trigger of triggers.rows) await sql.raw(trigger.sql).execute(db);
  }
}
