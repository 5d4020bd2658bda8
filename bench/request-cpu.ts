import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { solveChallenge } from '../apps/server/src/modules/auth/captcha';
import { encryptPassword } from '../apps/server/src/modules/auth/password-crypto';
import { freshPostgres } from './database';
import { loadAverage, median } from './load';

/**
 * The CPU time one request costs inside the server, without the network: each route called
 * through `app.inject` one request at a time, in interleaved rounds, as the median of the rounds.
 * A busy machine takes CPU away from a process but hardly changes how much CPU a request needs,
 * so this compares code where `npm run bench`'s req/s cannot (docs/performance.md). It leaves
 * out what the socket costs (the same for every route, the bare one included).
 */
const calls = Number(process.env.BENCH_CALLS ?? 2000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);

const bare = Fastify();
bare.get('/', async () => ({ success: true }));
await bare.ready();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-'));
const postgres = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL) : null;
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: postgres?.url ?? '',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  CAPTCHA_MAX_NUMBER: '1000',
});
const { app } = await buildApp(config, {
  logStream: pino.destination({ dest: os.devNull, sync: false }),
});
await app.ready();

async function json(options: InjectOptions) {
  return (await app.inject(options)).json();
}
const { key } = await json({ url: '/api/v1/manager/auth/public_key' });
const challenge = await json({ url: '/api/v1/manager/auth/captcha' });
const session = await json({
  method: 'POST',
  url: '/api/v1/manager/auth/login',
  payload: {
    username: 'operator1',
    password: encryptPassword(key, 'Operat@1234'),
    token: await solveChallenge(challenge),
  },
});
const auth = { authorization: `Bearer ${session.access_token}` };

const targets: { name: string; app: FastifyInstance; options: InjectOptions }[] = [
  { name: 'bare Fastify', app: bare, options: { url: '/' } },
  { name: 'GET /healthz', app, options: { url: '/healthz' } },
  { name: 'GET user/info', app, options: { url: '/api/v1/user/info', headers: auth } },
  {
    name: 'POST black_browser/list',
    app,
    options: {
      method: 'POST',
      url: '/api/v1/manager/black_browser/list',
      headers: auth,
      payload: { page: 1, page_size: 10 },
    },
  },
];

async function measure(target: (typeof targets)[number], n: number) {
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  for (let i = 0; i < n; i++) {
    const res = await target.app.inject(target.options);
    if (res.statusCode !== 200) throw new Error(`${target.name}: ${res.statusCode}`);
  }
  const used = process.cpuUsage(cpu);
  return {
    cpu: (used.user + used.system) / n,
    wall: Number(process.hrtime.bigint() - start) / 1000 / n,
  };
}

console.log(
  `database: ${postgres ? 'PostgreSQL' : 'SQLite'}; app.inject, one call at a time, ` +
    `${rounds} rounds of ${calls} calls per route; log level ${config.logLevel}; ` +
    `load average before ${loadAverage()}`,
);
for (const target of targets) await measure(target, Math.ceil(calls / 4));
const results = targets.map(() => [] as { cpu: number; wall: number }[]);
for (let round = 0; round < rounds; round++)
  for (const [i, target] of targets.entries()) results[i]!.push(await measure(target, calls));

const bareCpu = median(results[0]!.map((r) => r.cpu));
console.log(`${'route'.padEnd(24)} ${'CPU/call'.padStart(9)} ${'wall/call'.padStart(10)}  × bare`);
for (const [i, target] of targets.entries()) {
  const cpu = median(results[i]!.map((r) => r.cpu));
  const wall = median(results[i]!.map((r) => r.wall));
  console.log(
    `${target.name.padEnd(24)} ${`${cpu.toFixed(1)} µs`.padStart(9)} ` +
      `${`${wall.toFixed(1)} µs`.padStart(10)}  ${(cpu / bareCpu).toFixed(1).padStart(5)}`,
  );
}
console.log(`load average after ${loadAverage()}`);

await app.close();
await bare.close();
await postgres?.drop();
fs.rmSync(dataDir, { recursive: true, force: true });
