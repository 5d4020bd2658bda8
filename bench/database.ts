import crypto from 'node:crypto';
import pg from 'pg';

/**
 * A fresh PostgreSQL database beside the one `serverUrl` names, for one bench run, and the
 * function that drops it.
 */
export async function freshPostgres(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `console_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
