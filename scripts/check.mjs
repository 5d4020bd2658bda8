// `npm run check`: types and lint. The OpenAPI document both need is brought up to date first;
// then the type checks (one tsc per workspace, one after the other) and the linters (ESLint,
// Prettier, Redocly) run side by side, as two lanes on two cores: each is single-threaded, and one
// after the other they took 3-4 minutes of a CI run. Each lane's output is printed whole when it
// ends, with its wall and CPU time (scripts/timed.mjs), so the two never interleave.
import { spawn, spawnSync } from 'node:child_process';

const lanes = [
  ['types', 'npm', 'run', 'typecheck'],
  ['lint', 'bash', '-c', 'npm run lint && npm run lint:openapi'],
];

const openapi = spawnSync('npm', ['run', 'openapi:if-stale'], { stdio: 'inherit' });
if (openapi.status !== 0) process.exit(openapi.status ?? 1);

function run([name, ...command]) {
  return new Promise((resolve) => {
    const child = spawn('node', ['scripts/timed.mjs', name, ...command], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding('utf8');
      stream.on('data', (text) => output.push(text));
    }
    child.on('close', (code) => {
      process.stdout.write(`== ${name}\n${output.join('')}`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(lanes.map(run));
process.exit(codes.find((code) => code !== 0) ?? 0);
