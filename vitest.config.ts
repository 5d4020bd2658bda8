import { defineConfig } from 'vitest/config';

const apiProject = (db: 'sqlite' | 'postgres') => ({
  test: {
    name: `api-${db}`,
    include: ['apps/server/test/**/*.test.ts'],
    env: { TEST_DB: db },
    // Argon2 at its cheapest for these tests; the product's cost is checked by a unit test.
    setupFiles: ['apps/server/test/setup/cheap-password-hashes.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
          ],
        },
      },
      apiProject('sqlite'),
      apiProject('postgres'),
    ],
  },
});
