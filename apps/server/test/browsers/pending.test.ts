import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, createTestApp, login, type TestApp } from '../helpers/app';
import { createBrowser, insertBrowserRow } from '../helpers/browsers';
import * as migration from '../../src/db/migrations/0070_browser_rules_pending';
import * as generation from '../../src/db/migrations/0072_browser_rules_generation';

/**
 * `pending_changes` is kept by database triggers on every write (migration 0070). Each write path
 * is checked against what the list answered before: the SHA-256 of the current rules' JSON (browser
 * and file name, by file_name_key) against the fingerprint of the newest version, or, with no
 * version, whether there are rules at all.
 */
let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = (await login(t.app, 'operator1')).access_token;
});
afterAll(() => t.close());

async function expected() {
  const db = t.deps.db;
  const rules = await db
    .selectFrom('black_browsers')
    .select(['browser_name', 'file_name'])
    .orderBy('file_name_key')
    .execute();
  const latest = await db
    .selectFrom('browser_rule_versions')
    .select('fingerprint')
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  const json = JSON.stringify(
    rules.map((r) => ({ browser_name: r.browser_name, file_name: r.file_name })),
  );
  const fingerprint = crypto.createHash('sha256').update(json).digest('hex');
  return latest ? latest.fingerprint !== fingerprint : rules.length > 0;
}

/** The list's answer, checked against the definition above. */
async function pending() {
  const res = await call(t.app, 'browsers.list', {}, { token: operator });
  const answer = answerOf('browsers.list', res).pending_changes;
  expect(answer).toBe(await expected());
  return answer;
}

const apply = async () => {
  const res = await call(t.app, 'browsers.apply', {}, { token: operator });
  expect(res.statusCode, res.body).toBe(200);
};
const edit = async (id: number, fields: Record<string, string>) => {
  const res = await call(t.app, 'browsers.edit', { id, ...fields }, { token: operator });
  expect(res.statusCode, res.body).toBe(200);
};
const remove = async (id: number) => {
  const res = await call(t.app, 'browsers.delete', { id }, { token: operator });
  expect(res.statusCode, res.body).toBe(200);
};

const insertRaw = (browser_name: string, file_name: string) =>
  insertBrowserRow(t.deps.db, browser_name, file_name);

describe('browsers.list pending_changes, after each kind of write', () => {
  it('starts from the seed with one change waiting', async () => {
    expect(await pending()).toBe(true);
    await apply();
    expect(await pending()).toBe(false);
  });

  it('a creation waits; deleting it again leaves nothing waiting', async () => {
    const item = await createBrowser(t.app, operator, {
      browser_name: 'Min',
      file_name: 'min.exe',
    });
    expect(await pending()).toBe(true);
    await remove(item.id);
    expect(await pending()).toBe(false);
  });

  it('an edit of the original name or description alone changes nothing agents receive', async () => {
    const item = await createBrowser(t.app, operator, {
      browser_name: 'Yandex',
      file_name: 'yandex.exe',
    });
    await apply();
    await edit(item.id, { original_name: 'browser.exe', file_description: 'Turbo mode proxy' });
    expect(await pending()).toBe(false);
  });

  it('a rename waits; renaming it back leaves nothing waiting', async () => {
    const item = await createBrowser(t.app, operator, {
      browser_name: 'Vivaldi',
      file_name: 'vivaldi.exe',
    });
    await apply();
    await edit(item.id, { browser_name: 'Vivaldi 7' });
    expect(await pending()).toBe(true);
    await edit(item.id, { browser_name: 'Vivaldi' });
    expect(await pending()).toBe(false);
  });

  it('a file name changed only in case waits; so does one that moves the rule in the order', async () => {
    const item = await createBrowser(t.app, operator, {
      browser_name: 'Slim',
      file_name: 'slim.exe',
    });
    await apply();
    await edit(item.id, { file_name: 'Slim.exe' });
    expect(await pending()).toBe(true);
    await edit(item.id, { file_name: 'aaa-slim.exe' });
    expect(await pending()).toBe(true);
    await edit(item.id, { file_name: 'slim.exe' });
    expect(await pending()).toBe(false);
  });

  it('a deletion waits', async () => {
    const item = await createBrowser(t.app, operator, {
      browser_name: 'Maxthon',
      file_name: 'maxthon.exe',
    });
    await apply();
    await remove(item.id);
    expect(await pending()).toBe(true);
    await apply();
    expect(await pending()).toBe(false);
  });

  it('names with quotes, backslashes, control characters and other scripts compare as published', async () => {
    const names = [
      'Say "hi"',
      'back\\slash',
      'line\nbreak\ttab\u0001',
      'Trình duyệt Cốc Cốc',
      '🦊 \u2028 </script>',
    ];
    const ids = [];
    for (const [i, name] of names.entries()) ids.push((await insertRaw(name, `odd-${i}.exe`)).id);
    expect(await pending()).toBe(true);
    await apply();
    expect(await pending()).toBe(false);
    await t.deps.db
      .updateTable('black_browsers')
      .set({ browser_name: 'Say "hello"' })
      .where('id', '=', ids[0]!)
      .execute();
    expect(await pending()).toBe(true);
    await t.deps.db
      .updateTable('black_browsers')
      .set({ browser_name: 'Say "hi"' })
      .where('id', '=', ids[0]!)
      .execute();
    expect(await pending()).toBe(false);
  });

  it('rules written by raw SQL count like the service’s', async () => {
    const { id } = await insertRaw('Raw', 'raw.exe');
    expect(await pending()).toBe(true);
    await t.deps.db.deleteFrom('black_browsers').where('id', '=', id).execute();
    expect(await pending()).toBe(false);
  });

  it('deleting the newest version puts the one before in force', async () => {
    await createBrowser(t.app, operator, { browser_name: 'Basilisk', file_name: 'basilisk.exe' });
    await apply();
    expect(await pending()).toBe(false);
    const newest = await t.deps.db
      .selectFrom('browser_rule_versions')
      .select('version')
      .orderBy('version', 'desc')
      .executeTakeFirstOrThrow();
    await t.deps.db
      .deleteFrom('browser_rule_versions')
      .where('version', '=', newest.version)
      .execute();
    expect(await pending()).toBe(true);
  });

  it('with no version in force, rules wait; with no rules either, nothing does', async () => {
    await t.deps.db.deleteFrom('browser_rule_versions').execute();
    expect(await pending()).toBe(true);
    await t.deps.db.deleteFrom('black_browsers').execute();
    expect(await pending()).toBe(false);
    await apply();
    expect(await pending()).toBe(false);
  });

  it('creations and deletions at once leave the answer of the rules that remain', async () => {
    const items = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        createBrowser(t.app, operator, { browser_name: `Many ${i}`, file_name: `many-${i}.exe` }),
      ),
    );
    expect(await pending()).toBe(true);
    await apply();
    await Promise.all(items.slice(0, 6).map((item) => remove(item.id)));
    expect(await pending()).toBe(true);
    await Promise.all(
      items.slice(0, 6).map((item) =>
        createBrowser(t.app, operator, {
          browser_name: item.browser_name,
          file_name: item.file_name,
        }),
      ),
    );
    expect(await pending()).toBe(false);
  });

  it('an apply at the same time as writes leaves the answer of what was published and what remains', async () => {
    await createBrowser(t.app, operator, { browser_name: 'Race 0', file_name: 'race-0.exe' });
    await Promise.all([
      apply(),
      createBrowser(t.app, operator, { browser_name: 'Race 1', file_name: 'race-1.exe' }),
      apply(),
      createBrowser(t.app, operator, { browser_name: 'Race 2', file_name: 'race-2.exe' }),
    ]);
    await pending();
    await apply();
    expect(await pending()).toBe(false);
  });

  it('the migration works the flag out from the rules and versions that exist', async () => {
    const db = t.deps.db as never;
    await createBrowser(t.app, operator, { browser_name: 'Before', file_name: 'before.exe' });
    for (const waiting of [true, false]) {
      if (!waiting) await apply();
      // 0072 adds to the table 0070 makes: taken off first and put back after.
      await generation.down(db);
      await migration.down(db);
      await migration.up(db);
      await generation.up(db);
      expect(await pending()).toBe(waiting);
    }
  });
});
