import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { solveChallenge } from '../apps/server/src/modules/auth/captcha';
import { encryptPassword } from '../apps/server/src/modules/auth/password-crypto';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  CAPTCHA_MAX_NUMBER: '1000',
  PORT: '0',
});
const { app } = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

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
const auth = {
  authorization: `Bearer ${session.access_token}`,
  'content-type': 'application/json',
};

async function measure(name: string, send: () => Promise<Response>) {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < REQUESTS) {
        const t0 = performance.now();
        const res = await send();
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p: number) =>
    times[Math.min(times.length - 1, Math.floor(times.length * p))]!.toFixed(2);
  console.log(
    `${name.padEnd(28)} ${(times.length / seconds).toFixed(0).padStart(6)} req/s   p50 ${pct(0.5)} ms   p95 ${pct(0.95)} ms   p99 ${pct(0.99)} ms`,
  );
}

console.log(
  `database: ${config.databaseUrl ? 'PostgreSQL' : 'SQLite'}; ${REQUESTS} requests, concurrency ${CONCURRENCY}`,
);
await measure('GET /healthz', () => fetch(`${base}/healthz`));
await measure('GET user/info', () => fetch(`${base}/api/v1/user/info`, { headers: auth }));
await measure('POST black_browser/list', () =>
  fetch(`${base}/api/v1/manager/black_browser/list`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ page: 1, page_size: 10 }),
  }),
);
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
