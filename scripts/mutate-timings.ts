import fs from 'node:fs';
import type { Reporter, TestModule, Vitest } from 'vitest/node';

/**
 * A Vitest reporter for `npm run mutate` only, on when MUTATE_TIMINGS names a file
 * (vitest.mutate.config.ts): one JSON line per Vitest run, that is per mutant Stryker runs (and
 * its dry run), with the mutant's id, the run's wall time and, per test file, its time (the
 * file's hooks and tests), its import time (collect), and how many of its tests ran. Where a
 * mutation run's time goes (docs/testing.md, "Mutation testing").
 */
export default class MutateTimings implements Reporter {
  private vitest!: Vitest;
  private started = 0;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  onTestRunStart() {
    this.started = Date.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const target = process.env.MUTATE_TIMINGS;
    if (!target) return;
    const provided = this.vitest.getProvidedContext() as Record<string, unknown>;
    const files = testModules.map((module) => {
      const ran = [...module.children.allTests()].filter((test) => {
        const state = test.result().state;
        return state === 'passed' || state === 'failed';
      }).length;
      const diagnostic = module.diagnostic();
      return {
        file: module.moduleId.replace(`${process.cwd()}/`, ''),
        state: module.state(),
        ms: Math.round(diagnostic.duration),
        collect: Math.round(diagnostic.collectDuration),
        ran,
      };
    });
    const line = {
      mode: provided.mode,
      mutant: provided.activeMutant,
      wall: Date.now() - this.started,
      files,
    };
    fs.appendFileSync(target, `${JSON.stringify(line)}\n`);
  }
}
