import path from 'node:path';

/**
 * The server the browser tests run against: its own port, and a data directory of that port wiped
 * per run, so runs on different ports do not share a database.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8090);
export const E2E_DATA_DIR = path.resolve(
  path.dirname(new URL(import.meta.url).pathname),
  `../.tmp/data-${E2E_PORT}`,
);
