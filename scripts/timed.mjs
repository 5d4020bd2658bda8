// `node scripts/timed.mjs NAME COMMAND [ARGS...]`: runs the command, then says how long it took,
// in wall and CPU time (scripts/timing.mjs). Used by the npm test scripts, where
// node_modules/.bin is on the PATH.
import { performance } from 'node:perf_hooks';
import { reportTime, runCounted } from './timing.mjs';

const [name, command, ...args] = process.argv.slice(2);
if (!name || !command) {
  console.error('usage: node scripts/timed.mjs NAME COMMAND [ARGS...]');
  process.exit(2);
}
const startedAt = performance.now();
const result = runCounted(command, args);
if (result.error) console.error(`${command}: ${result.error.message}`);
const status = result.status ?? 1;
reportTime(name, startedAt, status, result.cpuMs);
process.exit(status);
