import { configDefaults, defineConfig } from 'vitest/config';
import { AREAS } from './stryker.config.mjs';

/**
 * The tests that StrykerJS runs against each mutant (`npm run mutate`, stryker.config.mjs). Not
 * used by `npm test`. MUTATE_RUN (set by scripts/mutate.mjs) is the index of the entry of AREAS whose
 * test files to load; without it, every area's. The unit tests run as in the `unit` project, the API tests as in
 * `api-sqlite` (vitest.config.ts): SQLite, cheap password hashes, modules kept between files.
 */
const areas = process.env.MUTATE_RUN ? [AREAS[Number(process.env.MUTATE_RUN)]] : AREAS;
if (!areas[0]) throw new Error(`MUTATE_RUN: no entry ${process.env.MUTATE_RUN} in AREAS`);
const tests = [...new Set(areas.flatMap((area) => area.tests))];
const isApiTest = (glob: string) => glob.startsWith('apps/server/test/');

export default defineConfig({
  test: {
    // A test file whose top-level beforeAll a mutant broke counts as failed tests, not skipped
    // ones (scripts/mutate-reporter.ts).
    // MUTATE_TIMINGS=<file>: one line per run, where the time goes (scripts/mutate-timings.ts).
    reporters: [
      'default',
      './scripts/mutate-reporter.ts',
      ...(process.env.MUTATE_TIMINGS ? ['./scripts/mutate-timings.ts'] : []),
    ],
    projects: [
      {
        test: {
          name: 'unit',
          include: tests.filter((glob) => !isApiTest(glob)),
          // argon2 at the product's cost (passwords.test.ts) is not pure logic and takes seconds.
          exclude: [...configDefaults.exclude, 'apps/server/src/modules/auth/passwords.test.ts'],
          // The captcha tests solve proofs of work: on a busy shared machine they take seconds.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-sqlite',
          include: tests.filter(isApiTest),
          exclude: [...configDefaults.exclude, 'apps/server/test/**/*.unit.test.ts'],
          env: { TEST_DB: 'sqlite' },
          setupFiles: ['apps/server/test/setup/cheap-password-hashes.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
