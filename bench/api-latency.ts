import os from 'node:os';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { startConsole } from './console';
import { load, loadAverage, median, type LoadResult, type Target } from './load';

const options = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 32),
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
};
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

// The bare route: Fastify's defaults, one JSON answer, no plugins. Everything the console adds
// to a request shows as the distance from it.
const bare = Fastify();
bare.get('/', async () => ({ success: true }));
const bareUrl = await listen(bare);

// The real app on a fresh database, signed in as operator1 (console.ts), served over HTTP.
const started = await startConsole(buildApp);
const { app, config, auth } = started;
const base = await listen(app);

const bareTarget: Target = { name: 'bare Fastify', url: bareUrl };
// BENCH_ONLY=user/info loads only the routes whose name holds it, and not the bare route, so that
// a profile (node --cpu-prof) shows that route's path alone; its ratios are then not printed.
const only = process.env.BENCH_ONLY;
const withBare = !only;
const targets = (
  [
    { name: 'GET /healthz', url: `${base}/healthz` },
    { name: 'GET user/info', url: `${base}/api/v1/user/info`, headers: auth },
    {
      name: 'POST black_browser/list',
      url: `${base}/api/v1/manager/black_browser/list`,
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1, page_size: 10 }),
    },
  ] satisfies Target[]
).filter((t) => !only || t.name.includes(only));

console.log(
  `database: ${started.postgres ? 'PostgreSQL' : 'SQLite'}; autocannon, ${options.connections} ` +
    `connections; ${rounds} rounds of ${options.seconds} s per route after ${warmupSeconds} s of ` +
    `warm-up each; log level ${config.logLevel}; ${os.cpus().length} cores`,
);

// Warm-up: the JIT and the database's caches, so the first round is not the slowest.
if (warmupSeconds > 0)
  for (const target of withBare ? [bareTarget, ...targets] : targets)
    await load(target, { ...options, seconds: warmupSeconds });

// Rounds interleave the bare route with the console's: bare, routes…, bare, routes…, bare. Each
// route is compared with the bare runs just before and after it, so a change of the machine's
// load during the run moves both sides of a ratio alike; the figures are the rounds' medians.
const loadBare = async () => (withBare ? [await load(bareTarget, options)] : []);
const bareRuns: LoadResult[] = await loadBare();
const runs: LoadResult[][] = targets.map(() => []);
const roundLoads: string[] = [];
for (let round = 0; round < rounds; round++) {
  roundLoads.push(loadAverage());
  for (const [i, target] of targets.entries()) runs[i]!.push(await load(target, options));
  bareRuns.push(...(await loadBare()));
}

interface Row {
  name: string;
  rate: number;
  p50: number;
  p99: number;
  ofBare: number;
  cpuMicros: number;
  cpuOfBare: number;
  failures: number;
}
const mean = (values: number[]) => values.reduce((sum, n) => sum + n, 0) / values.length;
/** A route's row: the rounds' medians, each round against the bare runs `bareOf(round)`. */
const rowOf = (name: string, results: LoadResult[], bareOf: (round: number) => LoadResult[]) => ({
  name,
  failures: results.reduce((n, r) => n + r.failures, 0),
  rate: median(results.map((r) => r.requestsPerSecond)),
  p50: median(results.map((r) => r.p50)),
  p99: median(results.map((r) => r.p99)),
  ofBare: median(
    results.map(
      (r, round) => r.requestsPerSecond / mean(bareOf(round).map((b) => b.requestsPerSecond)),
    ),
  ),
  cpuMicros: median(results.map((r) => r.cpuMicros)),
  cpuOfBare: median(
    results.map((r, round) => mean(bareOf(round).map((b) => b.cpuMicros)) / r.cpuMicros),
  ),
});
const rows: Row[] = [
  // The bare route against the mean of all its runs: how much it moved during the run.
  ...(withBare ? [rowOf('bare Fastify', bareRuns, () => bareRuns)] : []),
  ...targets.map((t, i) => rowOf(t.name, runs[i]!, (round) => bareRuns.slice(round, round + 2))),
];

const percent = (n: number) => (Number.isFinite(n) ? `${(100 * n).toFixed(0)}%` : '—').padStart(6);
const ms = (n: number) => `${n} ms`.padStart(7);
console.log(
  `${'route'.padEnd(24)} ${'req/s'.padStart(7)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ` +
    `${'of bare'.padStart(7)}  ${'CPU/req'.padStart(8)} ${'of bare'.padStart(7)}`,
);
for (const r of rows) {
  const failed = r.failures ? `  (${r.failures} failed)` : '';
  console.log(
    `${r.name.padEnd(24)} ${r.rate.toFixed(0).padStart(7)} ${ms(r.p50)} ${ms(r.p99)} ` +
      `${percent(r.ofBare)} ${`${r.cpuMicros.toFixed(0)} µs`.padStart(9)} ${percent(r.cpuOfBare)}` +
      failed,
  );
}
console.log(
  `bare req/s by run: ${bareRuns.map((r) => r.requestsPerSecond.toFixed(0)).join(', ')}; ` +
    `load average at each round: ${roundLoads.join(' | ')}; after: ${loadAverage()}`,
);
console.log(
  '(req/s, p50, p99 and CPU per request: median of the rounds; "of bare": median of each ' +
    "round's ratio to the bare runs just before and after it; CPU: this process's user+system " +
    'time per request, where both servers run)',
);

await started.close();
await bare.close();
