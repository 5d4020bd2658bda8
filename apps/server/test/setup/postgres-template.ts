// Global setup of the api-postgres project (vitest.config.ts): migrates one database once per run,
// and each test file's database is made as a copy of it (helpers/database.ts). Running the 42
// migrations' DDL took about 0.5 s per test database; a copy of the migrated one takes far less,
// and the migrations still run once, here, on an empty database (and again, finding nothing to
// do, on each copy). Dropped when the run ends.
import crypto from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { createDatabase, migrateToLatest } from '../../src/db/database';
import { TEST_DATABASE_URL, adminQuery, withDatabase } from '../helpers/database';

export default async function setup(project: TestProject) {
  const name = `console_test_template_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const db = createDatabase({ databaseUrl: withDatabase(TEST_DATABASE_URL, name), dataDir: '' });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  project.provide('postgresTemplate', name);
  return async () => {
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}
