// How long each part of `npm test` took, in wall time and in CPU time (user + system of the part's
// processes): printed as it ends, and, when CI_TIMINGS names a file (.ci/run sets it), appended
// there as "part<TAB>name<TAB>wall ms<TAB>exit status<TAB>cpu ms" for the summary .ci/run prints
// at its end. CPU time beside wall time tells a slow machine from a slow suite: on a busy machine
// the wall time grows while the CPU time stays.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';

export function reportTime(name, startedAt, status, cpuMs) {
  const ms = Math.round(performance.now() - startedAt);
  const outcome = status === 0 ? '' : ` (failed: exit ${status})`;
  const cpu = cpuMs === undefined ? '' : `, CPU ${(cpuMs / 1000).toFixed(1)} s`;
  console.log(`== ${name}: ${(ms / 1000).toFixed(1)} s${cpu}${outcome}`);
  if (process.env.CI_TIMINGS) {
    fs.appendFileSync(process.env.CI_TIMINGS, `part\t${name}\t${ms}\t${status}\t${cpuMs ?? ''}\n`);
  }
}

/** "1m2.345s" as milliseconds. */
const msOf = (text) => {
  const [, minutes, seconds] = /^(\d+)m([\d.]+)s$/.exec(text) ?? [0, '0', '0'];
  return Math.round((Number(minutes) * 60 + Number(seconds)) * 1000);
};

/**
 * Runs a command with inherited stdio, as spawnSync does, and also answers the CPU time its whole
 * process tree used: bash's `times` reports the user and system time of the children it waited
 * for, theirs included.
 */
export function runCounted(command, args) {
  const result = spawnSync(
    'bash',
    ['-c', '"$@"; s=$?; times >&3; exit $s', 'timed', command, ...args],
    {
      stdio: ['inherit', 'inherit', 'inherit', 'pipe'],
    },
  );
  const children =
    String(result.output?.[3] ?? '')
      .trim()
      .split('\n')[1] ?? '';
  const [user = '', system = ''] = children.split(' ');
  return { status: result.status, error: result.error, cpuMs: msOf(user) + msOf(system) };
}
