import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';

/**
 * Opens BENCH_UPLOADS (300) uploads that send their headers and part of the body, then stall or
 * trickle a byte a second; prints how long until the server closed them all (RECEIVE_TIMEOUT and
 * IDLE_TIMEOUT, README) and how an ordinary call answers meanwhile.
 */
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 300);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0' });
const { app } = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as AddressInfo).port;

const head = [
  'POST /api/v1/manager/auth/login HTTP/1.1',
  'Host: 127.0.0.1',
  'Content-Type: application/json',
  'Content-Length: 100000',
  '',
  '{"username":"',
].join('\r\n');

function upload(trickle: boolean): Promise<{ ms: number; status: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head);
      if (trickle) timer = setInterval(() => socket.write('a'), 1000);
    });
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ ms: performance.now() - started, status: received.slice(9, 12) || 'closed' });
    });
  });
}

const started = performance.now();
const all = Promise.all(Array.from({ length: UPLOADS }, (_, i) => upload(i % 2 === 1)));
const probes: number[] = [];
const probing = (async () => {
  await new Promise((r) => setTimeout(r, 500));
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    await (await fetch(`http://127.0.0.1:${port}/healthz`)).arrayBuffer();
    probes.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 500));
  }
})();
const results = await all;
await probing;
const byStatus = new Map<string, number>();
for (const r of results) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
const slowest = Math.max(...results.map((r) => r.ms));
console.log(
  `${UPLOADS} stalled or trickling uploads (RECEIVE_TIMEOUT ${config.receiveTimeoutSeconds} s, ` +
    `IDLE_TIMEOUT ${config.idleTimeoutSeconds} s): all closed after ${(slowest / 1000).toFixed(1)} s ` +
    `(${((performance.now() - started) / 1000).toFixed(1)} s wall); answers: ` +
    [...byStatus].map(([s, n]) => `${s} × ${n}`).join(', '),
);
console.log(`/healthz meanwhile: ${probes.map((p) => `${p.toFixed(0)} ms`).join(', ')}`);
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
