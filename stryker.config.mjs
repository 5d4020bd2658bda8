/**
 * Mutation testing (docs/testing.md, "Mutation testing"): `npm run mutate`, never in CI. StrykerJS
 * plants small bugs (mutants) in the logic below, one at a time, and runs the tests that cover
 * each: a mutant no test fails on is a bug the tests would let through.
 *
 * The code is cut into AREAS. `npm run mutate` (scripts/mutate.mjs) runs Stryker once per area,
 * each time with only that area's files mutated and only that area's tests loaded
 * (vitest.mutate.config.ts reads MUTATE_RUN, the entry's index), then prints the score per area. The pure logic is
 * held by unit tests; the services run only under the API tests (on SQLite here), whose files
 * are the costly part: an area loads the API test files of its own folder, not the whole suite.
 * One area: `npm run mutate -- --area redemption`. One file, with an area's tests:
 * `npm run mutate -- --area redemption --mutate apps/server/src/modules/redemption/rules.ts`.
 * `npx stryker run` alone mutates every area's files with every area's tests in one run.
 */

const server = 'apps/server/src';
const api = 'apps/server/test';
/** `in_('a/', ['b', 'c'], '.ts')` is `['a/b.ts', 'a/c.ts']`: no braces, as --mutate splits on commas. */
const in_ = (dir, names, ext = '.ts') => names.map((name) => `${dir}${name}${ext}`);

/**
 * name: as printed and in docs/testing.md; an area may take several entries (runs of Stryker),
 * when its files are best tested by different test files. mutate: the files whose logic decides (not the
 * routes, tables or repositories, which are declarations and SQL). tests: the test files loaded
 * for the area (unit and API); Stryker still runs, per mutant, only those that reach it.
 *
 * @type {{ name: string, mutate: string[], tests: string[] }[]}
 */
export const AREAS = [
  {
    name: 'contract',
    mutate: ['packages/contract/src/**/*.ts', '!packages/contract/src/**/*.test.ts'],
    tests: ['packages/contract/src/**/*.test.ts', `${server}/**/*.test.ts`],
  },
  {
    // The server's pure modules: months and subscription periods, the sign-in captcha.
    name: 'pure modules',
    mutate: [`${server}/modules/users/months.ts`, `${server}/modules/auth/captcha.ts`],
    tests: [`${server}/**/*.test.ts`],
  },
  {
    name: 'redemption',
    mutate: [
      ...in_(`${server}/modules/redemption/`, ['evaluate', 'rules', 'decisions', 'vouchers']),
      ...in_(
        `${server}/modules/redemption/`,
        ['redeem', 'reverse', 'applicable', 'customers', 'clients'],
        '.service.ts',
      ),
    ],
    tests: [`${server}/modules/redemption/*.test.ts`, `${api}/redemption/*.test.ts`],
  },
  {
    // Campaigns: the form's rules and the machine's transitions.
    name: 'campaigns',
    mutate: [
      ...in_(`${server}/modules/campaigns/`, ['form', 'guards']),
      ...in_(
        `${server}/modules/campaigns/`,
        ['transitions', 'drafts', 'extensions', 'clock'],
        '.service.ts',
      ),
    ],
    tests: [`${api}/campaigns/*.test.ts`],
  },
  {
    // Agents: links, the one-time codes that enrol an agent, commands.
    name: 'agents',
    mutate: in_(`${server}/modules/agents/`, ['links', 'enrolment', 'commands'], '.service.ts'),
    // With the parent-reach walk: every call that takes a parent, staff user or agent id, as the
    // other parent (where the refusals of another parent's staff users and agents are tested).
    tests: [`${api}/agents/*.test.ts`, `${api}/access/parent-reach.test.ts`],
  },
  {
    // Reports: what an agent uploads, and the daily rollups read from it.
    name: 'reports',
    mutate: [
      ...in_(`${server}/modules/agents/`, ['reports-ingest', 'reports-rollups'], '.service.ts'),
      ...in_(`${server}/modules/agents/`, ['local-days', 'reports-urls']),
    ],
    tests: [`${api}/reports/*.test.ts`, `${api}/agents/report-credit.test.ts`],
  },
  {
    // Remote automation: schedules, run times read in the job’s zone, targets, runs.
    name: 'rpa',
    mutate: [
      ...in_(`${server}/modules/rpa/`, ['rpa.schedule', 'run-at', 'targets']),
      ...in_(`${server}/modules/rpa/`, ['scheduling', 'runs'], '.service.ts'),
    ],
    tests: [`${server}/modules/rpa/*.test.ts`, `${api}/rpa/*.test.ts`],
  },
  {
    // Mer-ter: the sheet's rows, the upload and its resume.
    name: 'merter',
    mutate: [
      `${server}/modules/merter/xlsx-rows.ts`,
      ...in_(`${server}/modules/merter/`, ['merter', 'files'], '.service.ts'),
    ],
    tests: [`${server}/modules/merter/*.test.ts`, `${api}/merter/*.test.ts`],
  },
  // Idempotent calls, the per-address limits, Retry-After and the priority gate: one area, two
  // runs, each with a test of its own storage on a bare database (no app): the API tests that
  // reach them start the app per file and per mutant (auth/login-limits.test.ts three times), and
  // every API test signs in, which counts a call. Those files ran 29 minutes of the area's 30 for
  // 163 mutants, killing none the storage and unit tests do not (docs/testing.md, "Scores").
  {
    name: 'idempotency & limits',
    mutate: [`${server}/idempotency/idempotency.ts`],
    tests: [`${api}/platform/idempotency-store.test.ts`],
  },
  {
    name: 'idempotency & limits',
    mutate: in_(`${server}/limits/`, ['limits', 'windows', 'priority-gate']),
    tests: [`${server}/limits/*.test.ts`, `${api}/platform/limits-store.test.ts`],
  },
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: AREAS.flatMap((area) => area.mutate),
  // Only the tests that run a mutant's code run against it.
  coverageAnalysis: 'perTest',
  // A static mutant (in code run once, as the module loads: schema and route declarations, the
  // bank catalogue) needs every test run afresh for it: 83% of the contract's mutants and 99% of
  // the time, hours on this machine. They are left out of the score; the declarations are held by
  // their own tests (the hand-written role matrix, schema tests). `--ignoreStatic false` for all.
  // In the services, code reached only from an API test file's `beforeAll` (a world seeded
  // before its tests) counts as static too, and is left out the same way.
  ignoreStatic: true,
  // The machine is shared: one test runner at a time unless told otherwise (--concurrency N).
  concurrency: 1,
  // A mutant that hangs a test (a wait that never wakes, a loop that never ends) is stopped after
  // 1.5 times the test's own time plus this, and counts as detected. The tests' own failure
  // windows (a long poll, a stop: `within` in apps/server/test/helpers/agents.ts) are 5 s, so
  // 10 s is enough; with 20 s each hanging mutant cost 20 to 30 s of the run.
  timeoutMS: 10000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowEmojis: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 90, low: 80, break: null },
};
