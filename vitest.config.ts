import { configDefaults, defineConfig } from 'vitest/config';

/** Pure checks among the API tests (no app, no database): run once, in the unit project. */
const serverUnitTests = 'apps/server/test/**/*.unit.test.ts';

const apiProject = (db: 'sqlite' | 'postgres') => ({
  test: {
    name: `api-${db}`,
    include: ['apps/server/test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, serverUnitTests],
    env: { TEST_DB: db },
    // Argon2 at its cheapest for these tests; the product's cost is checked by a unit test.
    setupFiles: ['apps/server/test/setup/cheap-password-hashes.ts'],
    // PostgreSQL: the migrations run once, and each file's database is a copy of that one.
    ...(db === 'postgres' && { globalSetup: ['apps/server/test/setup/postgres-template.ts'] }),
    // A worker keeps its loaded modules from one test file to the next instead of importing the
    // server anew for each (that import was most of the suite's CPU time). Safe because every file
    // builds its own app on its own database and the server keeps no state in modules (config,
    // clock and metrics registry live in the app); API tests use no vi.mock or module spies.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * Component tests that replace a module (vi.mock): they need a module registry of their own, so
 * they run isolated, in the 'web-mocks' project.
 */
const webTestsWithMocks = [
  'apps/web/src/components/date-picker.test.tsx',
  'apps/web/src/components/select.test.tsx',
  'apps/web/src/app/list-page-size.test.tsx',
  'apps/web/src/features/agents/pages/agent-page.test.tsx',
  'apps/web/src/features/promotions/pages/promotion-form-email.test.tsx',
];

/**
 * Component tests: one screen's fields, states and formats, rendered in happy-dom with its calls
 * answered by a fake server held to the contract (apps/web/src/test/).
 */
const webProject = (
  name: string,
  files: { include?: string[]; exclude?: string[]; isolate: boolean },
) => ({
  test: {
    name,
    include: files.include ?? ['apps/web/src/**/*.test.tsx'],
    exclude: [...configDefaults.exclude, ...(files.exclude ?? [])],
    environment: 'happy-dom',
    setupFiles: ['apps/web/src/test/setup.ts'],
    // Without isolation a worker loads antd, the app and the setup once for all its files instead
    // of once per file (a third of the stage's time). Safe because the setup empties what a test
    // leaves (the query cache, the fake server, storage, the language) after each test.
    isolate: files.isolate,
    // A screen renders antd in happy-dom in 1-3 s on a quiet 2-core machine; on a loaded one
    // Vitest's default 5 s cut a passing test short.
    testTimeout: 30_000,
  },
});

export default defineConfig({
  test: {
    // Test files run in parallel, one worker per core (Vitest's default leaves a core free, which
    // on a 2-core CI machine means one file at a time). Each API file has its own database.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            serverUnitTests,
          ],
        },
      },
      webProject('web', { exclude: webTestsWithMocks, isolate: false }),
      webProject('web-mocks', { include: webTestsWithMocks, isolate: true }),
      apiProject('sqlite'),
      apiProject('postgres'),
    ],
  },
});
