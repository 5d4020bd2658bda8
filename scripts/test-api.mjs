// Runs the API suite on SQLite and on PostgreSQL in one Vitest run, so the test files of both
// share the cores (vitest.config.ts: one worker per core; each file has its own database). Where no
// PostgreSQL answers, says so and runs SQLite only, unless REQUIRE_POSTGRES=1, when it fails.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { reportTime, runCounted } from './timing.mjs';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    console.warn(
      `PostgreSQL at ${url.replace(/\/\/[^@]*@/, '//***@')} does not answer: ${error.message}`,
    );
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const projects = ['api-sqlite'];
if (await postgresAnswers()) {
  projects.push('api-postgres');
} else if (process.env.REQUIRE_POSTGRES === '1') {
  console.error('REQUIRE_POSTGRES=1: failing because the PostgreSQL suite cannot run.');
  process.exit(1);
}

const name = `API (${projects.map((p) => p.replace('api-', '')).join(' + ')})`;
const startedAt = performance.now();
const args = [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  ...process.argv.slice(2),
];
const result = runCounted('npx', args);
const status = result.status ?? 1;
reportTime(name, startedAt, status, result.cpuMs);
if (projects.length === 1) {
  console.warn(
    'SKIPPED: the PostgreSQL API suite (start PostgreSQL or set TEST_DATABASE_URL to run it).',
  );
}
process.exit(status);
