import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { solveChallenge } from '../apps/server/src/modules/auth/captcha';
import { encryptPassword } from '../apps/server/src/modules/auth/password-crypto';
import { freshPostgres } from './database';
import { load, loadAverage, type LoadResult, type Target } from './load';

const options = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 32),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
};

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

// The bare route: Fastify's defaults, one JSON answer, no plugins. Everything the console adds
// to a request shows as the distance from it.
const bare = Fastify();
bare.get('/', async () => ({ success: true }));
const bareUrl = await listen(bare);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-'));
const postgres = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL) : null;
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: postgres?.url ?? '',
  // The real access log at info, written where it costs what a file or pipe would.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  CAPTCHA_MAX_NUMBER: '1000',
});
const { app } = await buildApp(config, { logStream: fs.createWriteStream(os.devNull) });
const base = await listen(app);

async function json(url: string, init: RequestInit = {}) {
  const res = await fetch(base + url, init);
  return res.json();
}
const { key } = await json('/api/v1/manager/auth/public_key');
const challenge = await json('/api/v1/manager/auth/captcha');
const session = await json('/api/v1/manager/auth/login', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    username: 'operator1',
    password: encryptPassword(key, 'Operat@1234'),
    token: await solveChallenge(challenge),
  }),
});
const auth = { authorization: `Bearer ${session.access_token}` };

const targets: Target[] = [
  { name: 'GET /healthz', url: `${base}/healthz` },
  { name: 'GET user/info', url: `${base}/api/v1/user/info`, headers: auth },
  {
    name: 'POST black_browser/list',
    url: `${base}/api/v1/manager/black_browser/list`,
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, page_size: 10 }),
  },
];

console.log(
  `database: ${postgres ? 'PostgreSQL' : 'SQLite'}; autocannon, ${options.connections} connections, ` +
    `${options.seconds} s per route; log level ${config.logLevel}; load average before ${loadAverage()}`,
);
// The bare route runs first and last; the ratios are to the mean of both, as the machine's load
// drifts during the run.
const results: LoadResult[] = [await load({ name: 'bare Fastify (first)', url: bareUrl }, options)];
// BENCH_ONLY=user/info loads only the routes whose name holds it (for profiling one route).
const only = process.env.BENCH_ONLY;
for (const target of targets.filter((t) => !only || t.name.includes(only)))
  results.push(await load(target, options));
results.push(await load({ name: 'bare Fastify (last)', url: bareUrl }, options));
const bareRate = (results[0]!.requestsPerSecond + results.at(-1)!.requestsPerSecond) / 2;

const bareCpu = (results[0]!.cpuMicros + results.at(-1)!.cpuMicros) / 2;
console.log(
  `${'route'.padEnd(26)} ${'req/s'.padStart(7)} ${'p50'.padStart(7)} ${'p99'.padStart(7)}  of bare` +
    `   server CPU per request (bare's share of it)`,
);
for (const r of results) {
  const percent = (n: number) => `${n.toFixed(0)}%`.padStart(5);
  const ms = (n: number) => `${n} ms`.padStart(7);
  const failed = r.failures ? `  (${r.failures} failed)` : '';
  console.log(
    `${r.name.padEnd(26)} ${r.requestsPerSecond.toFixed(0).padStart(7)} ${ms(r.p50)} ${ms(r.p99)}  ` +
      `${percent((100 * r.requestsPerSecond) / bareRate)}   ` +
      `${r.cpuMicros.toFixed(0).padStart(6)} µs (${percent((100 * bareCpu) / r.cpuMicros)})${failed}`,
  );
}
console.log(`load average after ${loadAverage()} (${os.cpus().length} cores)`);

await app.close();
await bare.close();
await postgres?.drop();
fs.rmSync(dataDir, { recursive: true, force: true });
