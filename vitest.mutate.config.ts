import { defineConfig } from 'vitest/config';

/**
 * The unit tests that StrykerJS runs against each mutant (`npm run mutate`, stryker.config.mjs):
 * the contract's and the server's pure modules' unit tests, in one project (the runner takes one
 * Vitest project). Not used by `npm test`.
 */
export default defineConfig({
  test: {
    include: ['packages/contract/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
    // argon2 at the product's cost (passwords.test.ts) is not pure logic and takes seconds a run.
    exclude: ['**/node_modules/**', 'apps/server/src/modules/auth/passwords.test.ts'],
    // The captcha tests solve proofs of work: on a busy shared machine they take seconds.
    testTimeout: 60_000,
  },
});
