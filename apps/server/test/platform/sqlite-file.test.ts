import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { call, createTestApp, login, PEERS_ENV, type TestApp } from '../helpers/app';
import { TEST_DB } from '../helpers/database';

/** Another connection to the app's SQLite file, as the sqlite3 shell would open it. */
function openBeside(t: TestApp) {
  const other = new SQLite(path.join(t.config.dataDir, 'console.sqlite'), { timeout: 0 });
  return {
    userCount: () => (other.prepare('select count(*) as n from users').get() as { n: number }).n,
    close: () => other.close(),
  };
}

describe.runIf(TEST_DB === 'sqlite')('the SQLite file', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('is kept by the server: another connection cannot read it while it runs', async () => {
    t = await createTestApp();
    const { access_token: token } = await login(t.app, 'admin001');
    expect((await call(t.app, 'users.me', {}, { token })).statusCode).toBe(200);
    // The WAL's index lives in the server's memory, not in a file others could map.
    expect(fs.existsSync(path.join(t.config.dataDir, 'console.sqlite-shm'))).toBe(false);
    const other = openBeside(t);
    try {
      expect(() => other.userCount()).toThrow(/database is locked/);
    } finally {
      other.close();
    }
  });

  it('a second server on the same file stops at start, saying why', async () => {
    t = await createTestApp();
    // It waits for the lock as long as the busy timeout (5 s), for a server that is stopping.
    await expect(buildApp({ ...t.config, seedDemo: false })).rejects.toThrow(
      /console\.sqlite is in use by another process .*SQLITE_SHARED=true/,
    );
  }, 15_000);

  it('with SQLITE_SHARED, another connection reads what the server wrote', async () => {
    t = await createTestApp(PEERS_ENV);
    expect(t.config.sqliteShared).toBe(true);
    const { access_token: token } = await login(t.app, 'admin001');
    expect((await call(t.app, 'users.me', {}, { token })).statusCode).toBe(200);
    const other = openBeside(t);
    try {
      expect(other.userCount()).toBeGreaterThan(0);
    } finally {
      other.close();
    }
  });
});
