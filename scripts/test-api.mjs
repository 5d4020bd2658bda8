// Runs the API suite on SQLite, then on PostgreSQL. Where no PostgreSQL answers, says so and skips
// that half, unless REQUIRE_POSTGRES=1, when it fails.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function vitest(project) {
  const result = spawnSync('npx', ['vitest', 'run', '--project', project], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

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

vitest('api-sqlite');
if (await postgresAnswers()) {
  vitest('api-postgres');
} else if (process.env.REQUIRE_POSTGRES === '1') {
  console.error('REQUIRE_POSTGRES=1: failing because the PostgreSQL suite cannot run.');
  process.exit(1);
} else {
  console.warn(
    'SKIPPED: the PostgreSQL API suite (start PostgreSQL or set TEST_DATABASE_URL to run it).',
  );
}
