import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase } from '../apps/server/src/db/database';
import { freshPostgres } from './database';
import { loadAverage } from './load';
import { checkInvariants, type Finding } from './redemption-check';
import {
  drive,
  driveBare,
  percentile,
  Poster,
  resend,
  type Ledger,
  type RedeemBody,
  type ReverseBody,
  type RunResult,
} from './redemption-drive';
import { startBare, startServer } from './redemption-server';
import { setUp, type Campaigns } from './redemption-setup';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '64' },
    db: { type: 'string', default: 'both' },
    'postgres-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const seconds = Number(args.duration);
const connections = Number(args.connections);
const databases = args.db === 'both' ? ['sqlite', 'postgres'] : [args.db!];
const warmupSeconds = Math.min(3, seconds);
const AVERAGE_DISCOUNT = 34_500; // 10% of 100,000 to 590,000, at most 50,000

const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);
const row = (name: string, rate: number, latencies: number[], ofBare: string, note = '') => {
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(
    `  ${name.padEnd(26)} ${rate.toFixed(0).padStart(7)}/s ${ms(percentile(sorted, 50))} ` +
      `${ms(percentile(sorted, 99))} ${ofBare.padStart(8)}  ${note}`,
  );
};
const header = () =>
  console.log(
    `  ${''.padEnd(26)} ${'req/s'.padStart(9)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ` +
      `${'of bare'.padStart(8)}`,
  );

function describe(run: RunResult): string {
  const failures = [...run.failures].map(([k, n]) => `${n} × ${k}`).join(', ');
  return [
    `${run.redeems} Redeem, ${run.reverses} Reverse answered`,
    run.budgetRanOutAt === null
      ? 'budget did NOT run out'
      : `budget ran out at ${run.budgetRanOutAt.toFixed(1)} s`,
    run.unanswered ? `${run.unanswered} unanswered` : '',
    failures ? `non-200: ${failures}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

function report(findings: Finding[]): boolean {
  for (const f of findings) {
    console.log(`  ${f.broken.length ? 'BROKEN' : 'held  '}  ${f.name}`);
    for (const b of f.broken) console.log(`            ${b}`);
  }
  return findings.every((f) => f.broken.length === 0);
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); null elsewhere. */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in ticks of 1/100 s
  } catch {
    return null;
  }
}

/** Sizes the budget campaign so that, at the rate measured, it runs out at `fraction` of a run. */
async function setBudget(env: Record<string, string>, id: number, rate: number, fraction: number) {
  const db = createDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR! });
  // The budget campaign gets a fifth of the traffic.
  const max = Math.max(100_000, Math.round(rate * 0.2 * seconds * fraction * AVERAGE_DISCOUNT));
  await db.updateTable('campaigns').set({ max_budget: max }).where('id', '=', id).execute();
  await db.destroy();
  return max;
}

async function check(env: Record<string, string>, ledger: Ledger) {
  const db = createDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR! });
  try {
    return report(await checkInvariants(db, ledger));
  } finally {
    await db.destroy();
  }
}

async function runDatabase(name: string): Promise<boolean> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-redemption-'));
  const postgres = name === 'postgres' ? await freshPostgres(args['postgres-url']!) : null;
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url ?? '',
    LOG_LEVEL: 'info',
    WEB_DIST: path.join(dataDir, 'no-web'),
  };
  let ok = true;
  try {
    const { key, scenarios } = await setUp(env, 2);
    const ledger: Ledger = new Map();
    const headers = { authorization: `Bearer ${key}` };
    console.log(
      `\n${postgres ? 'PostgreSQL' : 'SQLite'}: ${connections} clients, ${seconds} s per run ` +
        `after ${warmupSeconds} s of warm-up; load average ${loadAverage()}`,
    );

    // Scenario 1: bare, redemptions, bare, each for the full duration.
    const bare = await startBare();
    let server = await startServer(env);
    let poster = new Poster(server.url, headers, connections);
    const lost: { path: string; body: RedeemBody | ReverseBody }[] = [];
    await driveBare(bare.url, connections, warmupSeconds);
    const mix = (campaigns: Campaigns, withBudget: boolean) => ({ campaigns, withBudget });
    const warm = await drive(
      poster,
      ledger,
      'warm',
      mix(scenarios[0]!, false),
      connections,
      warmupSeconds,
      lost,
    );
    const warmRate = warm.redeems / warm.seconds;
    const max = await setBudget(env, scenarios[0]!.budget, warmRate, 0.5);
    const before = await driveBare(bare.url, connections, seconds);
    const cpuBefore = cpuSeconds(server.process.pid);
    const run = await drive(
      poster,
      ledger,
      'run',
      mix(scenarios[0]!, true),
      connections,
      seconds,
      lost,
    );
    const cpuAfter = cpuSeconds(server.process.pid);
    const after = await driveBare(bare.url, connections, seconds);
    const bareRate = (before.requests / before.seconds + after.requests / after.seconds) / 2;
    const rate = (run.redeems + run.reverses) / run.seconds;
    console.log(`scenario 1, steady (budget campaign max ${max.toLocaleString('en')}):`);
    header();
    row('bare Fastify', bareRate, [...before.latencies, ...after.latencies], '100%');
    row(
      'Redeem + Reverse',
      rate,
      run.latencies,
      `${((100 * rate) / bareRate).toFixed(0)}%`,
      `(Redeem alone ${(run.redeems / run.seconds).toFixed(0)}/s)`,
    );
    console.log(`  ${describe(run)}; warm-up ${warmRate.toFixed(0)} Redeem/s`);
    if (cpuBefore !== null && cpuAfter !== null) {
      const perCall = ((cpuAfter - cpuBefore) * 1000) / (run.redeems + run.reverses);
      console.log(
        `  server CPU ${(cpuAfter - cpuBefore).toFixed(1)} s over the run: ` +
          `${perCall.toFixed(2)} ms per call`,
      );
    }
    poster.close();
    await server.stop();
    await bare.stop();
    ok = (await check(env, ledger)) && ok;

    // Scenario 2: SIGKILL halfway, restart on the same database, send again what got no answer.
    server = await startServer(env);
    poster = new Poster(server.url, headers, connections);
    // A warm-up of its own: the budget is sized on this fresh process's rate.
    const warm2 = await drive(
      poster,
      ledger,
      'warm2',
      mix(scenarios[1]!, false),
      connections,
      warmupSeconds,
      lost,
    );
    await setBudget(env, scenarios[1]!.budget, warm2.redeems / warm2.seconds, 0.3);
    const until = { stopped: false };
    const killed = drive(
      poster,
      ledger,
      'kill',
      mix(scenarios[1]!, true),
      connections,
      seconds,
      lost,
      until,
    );
    await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 2));
    await server.kill();
    until.stopped = true;
    const cut = await killed;
    poster.close();
    server = await startServer(env);
    poster = new Poster(server.url, headers, connections);
    const again = await resend(poster, ledger, lost, connections);
    console.log(
      `scenario 2, SIGKILL after ${(seconds / 2).toFixed(1)} s: ${describe(cut)}; ` +
        `${again.sent} calls sent again after the restart, ${again.replayed} of them answered ` +
        'as replays (committed before the kill)',
    );
    const sorted = [...cut.latencies].sort((a, b) => a - b);
    console.log(
      `  before the kill: ${((cut.redeems + cut.reverses) / cut.seconds).toFixed(0)} req/s, ` +
        `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`,
    );
    poster.close();
    await server.stop();
    ok = (await check(env, ledger)) && ok;
    console.log(`load average after: ${loadAverage()}`);
  } finally {
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return ok;
}

let ok = true;
for (const name of databases) ok = (await runDatabase(name)) && ok;
console.log(ok ? '\nevery invariant held' : '\nAN INVARIANT FAILED');
process.exit(ok ? 0 : 1);
