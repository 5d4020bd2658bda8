import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { solveChallenge } from '../apps/web/src/lib/captcha/solve';

/**
 * The browser's captcha search (apps/web/src/lib/captcha/solve.ts), run in Node on a challenge
 * whose answer is the default CAPTCHA_MAX_NUMBER, the worst case a user meets.
 * `npx tsx bench/captcha-solve.ts`; prints each run's wall and CPU time and hashes per CPU second
 * (CPU time, because this machine is shared and wall time varies with its load).
 */
const NUMBER = Number(process.env.BENCH_CAPTCHA_NUMBER ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const salt = `${crypto.randomBytes(12).toString('hex')}?expires=1795646224&`;
const challenge = crypto
  .createHash('sha256')
  .update(salt + NUMBER)
  .digest('hex');

for (let run = 1; run <= RUNS; run++) {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const found = await solveChallenge({ challenge, salt, maxnumber: NUMBER });
  const wallMs = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  if (found !== NUMBER) throw new Error(`found ${found}, expected ${NUMBER}`);
  const rate = Math.round(((NUMBER + 1) / cpuMs) * 1000);
  console.log(
    `run ${run}: ${wallMs.toFixed(0)} ms wall, ${cpuMs.toFixed(0)} ms CPU, ${rate.toLocaleString('en')} hashes per CPU second`,
  );
}
