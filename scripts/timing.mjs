// How long each part of `npm test` took: printed as it ends, and, when CI_TIMINGS names a file
// (.ci/run sets it), appended there as "part<TAB>name<TAB>milliseconds<TAB>exit status" for the
// summary .ci/run prints at its end.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';

export function reportTime(name, startedAt, status) {
  const ms = Math.round(performance.now() - startedAt);
  const outcome = status === 0 ? '' : ` (failed: exit ${status})`;
  console.log(`== ${name}: ${(ms / 1000).toFixed(1)} s${outcome}`);
  if (process.env.CI_TIMINGS) {
    fs.appendFileSync(process.env.CI_TIMINGS, `part\t${name}\t${ms}\t${status}\n`);
  }
}
