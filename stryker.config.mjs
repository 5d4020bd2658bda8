/**
 * Mutation testing (docs/testing.md, "Mutation testing"): `npm run mutate`, never in CI. StrykerJS
 * plants small bugs (mutants) in the pure logic below, one at a time, and runs the unit tests that
 * cover each: a mutant no test fails on is a bug the tests would let through. One file:
 * `npm run mutate -- --mutate packages/contract/src/access.ts`.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    // The contract: schemas, route table and roles, pricing, machines, constants.
    'packages/contract/src/**/*.ts',
    '!packages/contract/src/**/*.test.ts',
    // The server's pure logic.
    'apps/server/src/modules/users/months.ts',
    'apps/server/src/modules/auth/captcha.ts',
    'apps/server/src/limits/priority-gate.ts',
    'apps/server/src/limits/windows.ts',
  ],
  // Only the tests that run a mutant's code run against it.
  coverageAnalysis: 'perTest',
  // A static mutant (in code run once, as the module loads: schema and route declarations, the
  // bank catalogue) needs every test run afresh for it: 83% of the contract's mutants and 99% of
  // the time, hours on this machine. They are left out of the score; the declarations are held by
  // their own tests (the hand-written role matrix, schema tests). `--ignoreStatic false` for all.
  ignoreStatic: true,
  // The machine is shared: one test runner at a time unless told otherwise (--concurrency N).
  concurrency: 1,
  timeoutMS: 20000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowEmojis: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 90, low: 85, break: null },
};
