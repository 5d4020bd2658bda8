import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, migrateToLatest, type Db } from '../../src/db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each test file's database copies (setup/postgres-template.ts). */
    postgresTemplate: string;
  }
}

/** Which database the API suite runs on: set per vitest project (vitest.config.ts). */
export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs one statement on the server's admin database, on a connection of its own. */
export async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A database of its own for one test file, dropped by the returned function: a copy of the run's
 * migrated template (setup/postgres-template.ts), so the app's migrations find nothing to do.
 */
export async function createPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const name = `console_test_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  return {
    url: withDatabase(TEST_DATABASE_URL, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      try {
        await dropWhenFree(client, name);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Drops a test database once its connections have closed. Forcing it at once would terminate
 * connections the app's pool is still closing, and their errors would surface in another test.
 */
async function dropWhenFree(client: pg.Client, name: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/**
 * A migrated database of its own for a test of what sits below the app (no server, no seed): an
 * SQLite file in a temporary directory, or a copy of the PostgreSQL template, by project. It costs
 * a fraction of `createTestApp`'s import and start, which a mutation run pays again per mutant.
 */
export async function createTestDatabase(): Promise<{ db: Db; close: () => Promise<void> }> {
  const pgDb = TEST_DB === 'postgres' ? await createPostgresDatabase() : null;
  const dataDir = pgDb ? '' : fs.mkdtempSync(path.join(os.tmpdir(), 'console-db-test-'));
  const db = createDatabase({ databaseUrl: pgDb?.url, dataDir });
  await migrateToLatest(db);
  return {
    db,
    close: async () => {
      await db.destroy();
      await pgDb?.drop();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
