import crypto from 'node:crypto';
import pg from 'pg';

/** Which database the API suite runs on: set per vitest project (vitest.config.ts). */
export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A database of its own for one test file, dropped by the returned function. */
export async function createPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const name = `console_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
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
