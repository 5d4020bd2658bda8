import type { Reporter, TestModule } from 'vitest/node';

type Suite = TestModule['task']['tasks'][number]['suite'];

/**
 * A Vitest reporter for `npm run mutate` only (vitest.mutate.config.ts). When a test file's
 * top-level `beforeAll` throws, Vitest marks the file failed and its tests skipped; StrykerJS's
 * Vitest runner (9.6) counts a skipped test as failed only when it finds a failed suite on the
 * test's `suite` chain, which Vitest leaves empty for a test at the top of its file. A mutant
 * that broke an API test file's set-up (its app, its seeded world) then survived though none of
 * the file's tests could run. In a failed file, each top-level test gets a nameless suite holding
 * the file's failure: Stryker sees it, and the test's name (its id) stays as it was.
 */
export default class FileHookFailures implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    for (const module of testModules) {
      const file = module.task;
      if (file.result?.state !== 'fail') continue;
      const failure = { name: '', result: file.result } as unknown as Suite;
      for (const task of file.tasks) task.suite ??= failure;
    }
  }
}
