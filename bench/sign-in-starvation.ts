import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { solveChallenge } from '../apps/server/src/modules/auth/captcha';
import { encryptPassword } from '../apps/server/src/modules/auth/password-crypto';

/**
 * How long an honest sign-in takes while 40 bogus ones run (goal: within 2 s), at the product's
 * argon2 cost. Addresses are given in X-Forwarded-For (TRUST_PROXY=true for the bench only).
 * Three attacks: 40 for one name from one address, 40 for one name from 40 addresses, and 40 for
 * 40 random names no account has from 40 addresses. Prints figures, asserts nothing.
 */
const BOGUS = Number(process.env.BENCH_BOGUS ?? 40);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  CAPTCHA_MAX_NUMBER: '1000',
  TRUST_PROXY: 'true',
  JOBS_POLL_MS: '0',
  PORT: '0',
});
const { app } = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const AUTH = '/api/v1/manager/auth';

const get = async (url: string) => (await fetch(base + url)).json();
const { key } = await get(`${AUTH}/public_key`);

async function prepare(username: string, password: string) {
  return JSON.stringify({
    username,
    password: encryptPassword(key, password),
    token: await solveChallenge(await get(`${AUTH}/captcha`)),
  });
}

async function signIn(body: string, address: string) {
  const t0 = performance.now();
  const res = await fetch(`${base}${AUTH}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body,
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - t0 };
}

let honestCount = 0;
async function scenario(
  name: string,
  attacker: (i: number) => string,
  target: (i: number) => string = () => 'admin001',
) {
  const bogus = await Promise.all(
    Array.from({ length: BOGUS }, (_, i) => prepare(target(i), 'Wrong@Password1')),
  );
  const honest = await prepare('operator1', 'Operat@1234');
  const t0 = performance.now();
  const attack = Promise.all(bogus.map((body, i) => signIn(body, attacker(i))));
  await new Promise((resolve) => setTimeout(resolve, 20));
  honestCount += 1;
  const mine = await signIn(honest, `198.18.0.${honestCount}`);
  const answers = await attack;
  const by: Record<number, number> = {};
  for (const a of answers) by[a.status] = (by[a.status] ?? 0) + 1;
  console.log(
    `${name.padEnd(34)} honest: ${mine.status} in ${(mine.ms / 1000).toFixed(2)} s; ` +
      `bogus answers ${JSON.stringify(by)}, all done in ${((performance.now() - t0) / 1000).toFixed(2)} s`,
  );
}

const alone = await signIn(await prepare('operator1', 'Operat@1234'), '198.18.1.1');
console.log(
  `${'no attack'.padEnd(34)} honest: ${alone.status} in ${(alone.ms / 1000).toFixed(2)} s`,
);
await scenario(`${BOGUS} bogus from one address`, () => '203.0.113.1');
await scenario(`${BOGUS} bogus from ${BOGUS} addresses`, (i) => `203.0.113.${i + 10}`);
await scenario(
  `${BOGUS} random names from ${BOGUS} addresses`,
  (i) => `198.51.100.${i + 10}`,
  () => `nobody-${crypto.randomUUID().slice(0, 8)}`,
);

await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
