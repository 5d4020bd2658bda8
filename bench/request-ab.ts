import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../apps/server/src/app';
import { startConsole } from './console';
import { loadAverage } from './load';
import { consoleTargets, measureRounds, printTable, type InjectTarget } from './inject';

/**
 * In-process A/B of two versions of the server: this checkout's app and the app of another
 * checkout's `apps/server/src` (`BENCH_AB_BASE`, a folder inside this checkout so that it finds
 * the same node_modules, e.g. `git archive <commit> apps/server/src | tar -x -C .ab-base`), each
 * on a fresh database of its own, in one process, called through `app.inject` in interleaved
 * rounds (request-cpu.ts); the ratio is this checkout's CPU per call to the base's. Both get the same machine load at the same moments, so their CPU per
 * call compares the code even on a busy machine.
 */
const base = process.env.BENCH_AB_BASE;
if (!base) throw new Error('BENCH_AB_BASE: the folder holding the other apps/server/src');
const calls = Number(process.env.BENCH_CALLS ?? 1000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 8);
const only = process.env.BENCH_ONLY;

const other = (await import(pathToFileURL(path.resolve(base, 'apps/server/src/app.ts')).href)) as {
  buildApp: typeof buildApp;
};
const after = await startConsole(buildApp);
const before = await startConsole(other.buildApp);

const pairs = consoleTargets(after, ' (this)').map((t, i) => [
  t,
  consoleTargets(before, ' (base)')[i]!,
]);
const targets: InjectTarget[] = pairs
  .filter(([t]) => !only || t!.name.includes(only))
  .flat() as InjectTarget[];

console.log(
  `database: ${after.postgres ? 'PostgreSQL' : 'SQLite'}; this checkout against ${base}; ` +
    `${rounds} interleaved rounds of ${calls} calls; load average before ${loadAverage()}`,
);
printTable(targets, await measureRounds(targets, calls, rounds), (i) => i | 1);
console.log(`load average after ${loadAverage()}`);
await after.close();
await before.close();
