// `npm run bench:agents`: the agent platform under many agents (issue 15). See bench/README.md.
import fs from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { buildPath, routes, type RequestOf, type RouteId } from '@console/contract/routes';
import type { CheckInResponse, Software } from '@console/contract/schemas/agents';
import type { ReportItemInput } from '@console/contract/schemas/reports';
import { Agent, AgentConnection, newState } from '../apps/agent/src/index';
import { solveChallenge } from '../apps/server/src/modules/auth/captcha';
import { encryptPassword } from '../apps/server/src/modules/auth/password-crypto';
import { bareIngest } from './agents-bare';
import { seed, URLS, APPS, type SeededAgent } from './agents-seed';
import { loadAverage } from './load';
import { percentile } from './redemption-drive';
import { startServer, type Child } from './redemption-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const postgresUrl = process.env.DATABASE_URL || undefined;
/** Agents seeded (the kept database is per count), and agents run: `BENCH_RUN_AGENTS`, at most N. */
const SEEDED = Number(process.env.BENCH_AGENTS ?? (postgresUrl ? 10_000 : 5_000));
const N = Math.min(SEEDED, Number(process.env.BENCH_RUN_AGENTS ?? SEEDED));
const E = Number(process.env.BENCH_EVENTS ?? 10_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 120);
const RAMP = Number(process.env.BENCH_RAMP ?? Math.max(10, Math.ceil(N / 250)));
const URLS_PER_MINUTE = Number(process.env.BENCH_URLS_PER_MINUTE ?? 10);
const COMMANDS_PER_S = Number(process.env.BENCH_COMMANDS_PER_S ?? 5);
const REPORTS_PER_S = Number(process.env.BENCH_REPORTS_PER_S ?? 5);
const INGEST_SECONDS = Number(process.env.BENCH_INGEST_SECONDS ?? 10);
const INGEST_CLIENTS = Number(process.env.BENCH_INGEST_CLIENTS ?? 16);
const INGEST_BATCH = Number(process.env.BENCH_INGEST_BATCH ?? 100);
const DATA_ROOT = path.resolve(root, process.env.BENCH_DATA_ROOT ?? 'data-agents');

const log = (line: string) => console.log(line);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (n: number) => (Number.isNaN(n) ? '-' : `${n.toFixed(n < 10 ? 1 : 0)} ms`);
const software = JSON.parse(
  fs.readFileSync(path.join(root, 'apps/agent/fixtures/software.json'), 'utf8'),
) as Software[];

// ---- the machine ------------------------------------------------------------------------------

function fdLimit(): number {
  const line = fs
    .readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  return Number(line?.split(/\s+/)[3] ?? 0);
}
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
/** Seconds the process's main thread has spent runnable but waiting for a core (Linux). */
function waitSeconds(pid: number): number {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e9;
  } catch {
    return NaN;
  }
}
function rssMb(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.split(/\s+/)[1] ?? 0) / 1024;
}

// ---- the console, as a person calls it ------------------------------------------------------

class Console {
  constructor(
    readonly base: string,
    private token = '',
  ) {}

  async signIn() {
    const get = async (p: string) => (await fetch(this.base + p)).json();
    const { key } = await get('/api/v1/manager/auth/public_key');
    const challenge = await get('/api/v1/manager/auth/captcha');
    const res = await fetch(`${this.base}/api/v1/manager/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'admin001',
        password: encryptPassword(key, 'Admin@12345'),
        token: await solveChallenge(challenge),
      }),
    });
    const session = (await res.json()) as { access_token?: string };
    if (!session.access_token) throw new Error(`sign-in failed: ${JSON.stringify(session)}`);
    this.token = session.access_token;
  }

  async call<K extends RouteId>(id: K, input: RequestOf<K>): Promise<Record<string, unknown>> {
    const def = routes[id];
    const res = await fetch(this.base + buildPath(def.path, input as Record<string, unknown>), {
      method: def.method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
      body: def.method === 'POST' ? JSON.stringify(input) : undefined,
    });
    const body = (await res.json()) as Record<string, unknown>;
    if (!res.ok || body.success !== true) throw new Error(`${id}: ${res.status} ${body.message}`);
    return body;
  }
}

// ---- the simulated agents -------------------------------------------------------------------

const stats = {
  held: 0,
  checkIns: 0,
  checkInErrors: 0,
  uploads: 0,
  uploadErrors: 0,
  events: 0,
  uploadMs: [] as number[],
  software: 0,
  received: new Map<number, number>(),
  errors: new Map<string, number>(),
};
const countError = (what: string, error: unknown) => {
  const key = `${what}: ${String((error as Error).message ?? error).slice(0, 80)}`;
  stats.errors.set(key, (stats.errors.get(key) ?? 0) + 1);
};

/** The reference agent's connection; it notes when each check-in's commands arrived. */
class TimedConnection extends AgentConnection {
  override async checkIn(input: RequestOf<'agents.checkIn'>, signal?: AbortSignal) {
    stats.held += 1;
    let answer: CheckInResponse;
    try {
      answer = await super.checkIn(input, signal);
    } finally {
      stats.held -= 1;
    }
    stats.checkIns += 1;
    const at = performance.now();
    for (const c of answer.commands) if (!stats.received.has(c.id)) stats.received.set(c.id, at);
    return answer;
  }
}

let seq = 0;
/** A minute of browsing: `URLS_PER_MINUTE` URL visits (one in 21 a search), one app session. */
function minuteOf(k: number, endMs: number, urls = URLS_PER_MINUTE): ReportItemInput[] {
  const items: ReportItemInput[] = [];
  for (let j = 0; j < urls; j++) {
    const u = URLS[(k * 7 + ((seq + j) % 40) * 11) % URLS.length]!;
    items.push({
      type: 'url',
      user_id: null,
      url: u.url,
      title: u.title,
      start_time: new Date(endMs - 60_000 + Math.floor((j * 60_000) / urls)).toISOString(),
      request_count: 1 + (j % 3),
    });
  }
  items.push({
    type: 'app',
    user_id: null,
    app_name: APPS[(k + seq) % APPS.length]!,
    start_time: new Date(endMs - 60_000).toISOString(),
    stop_time: new Date(endMs - 1_000).toISOString(),
  });
  seq += 1;
  return items;
}

class SimAgent {
  readonly agent: Agent;
  #stopped = false;
  #timers: NodeJS.Timeout[] = [];
  #loop: Promise<void> = Promise.resolve();

  constructor(
    readonly seeded: SeededAgent,
    readonly k: number,
    base: string,
  ) {
    const connection = new TimedConnection({ baseUrl: base, token: seeded.token });
    this.agent = new Agent({
      connection,
      state: { ...newState(), agent_id: seeded.agentId, token: seeded.token },
      name: `bench-agent-${k}`,
      version: '1.0.0',
      software,
      waitSeconds: 25,
    });
  }

  start() {
    this.#loop = (async () => {
      while (!this.#stopped) {
        try {
          await this.agent.step();
        } catch (error) {
          if (this.#stopped) break;
          stats.checkInErrors += 1;
          countError('check-in', error);
          await sleep(1000);
        }
      }
    })();
  }

  /** Reports every 60 s from a random second of the first minute. */
  startUploads() {
    const upload = async () => {
      if (this.#stopped) return;
      const items = minuteOf(this.k, Date.now());
      const started = performance.now();
      try {
        const id = `bench-${this.seeded.agentId}-${Date.now()}-${seq}`;
        const answer = await this.agent.connection.uploadReports(id, items);
        stats.uploadMs.push(performance.now() - started);
        stats.uploads += 1;
        if (answer.accepted) stats.events += answer.items;
      } catch (error) {
        stats.uploadErrors += 1;
        countError('reports', error);
      }
    };
    this.#timers.push(
      setTimeout(
        () => {
          void upload();
          this.#timers.push(setInterval(() => void upload(), 60_000));
        },
        Math.floor(Math.random() * 60_000),
      ),
    );
  }

  async stop() {
    this.#stopped = true;
    for (const t of this.#timers) clearTimeout(t);
    this.agent.stop();
    await this.#loop;
  }
}

// ---- the run ------------------------------------------------------------------------------------

interface Sample {
  at: number;
  held: number;
  cpu: number;
  rss: number;
  load: string;
}

async function main() {
  const started = new Date();
  const limit = fdLimit();
  log(
    `bench:agents ${started.toISOString()}: ${postgresUrl ? 'PostgreSQL' : 'SQLite'}, ` +
      `${N.toLocaleString('en')} agents (of ${SEEDED.toLocaleString('en')} seeded), ${E.toLocaleString('en')} URL events, ${SECONDS} s measured ` +
      `after ${RAMP} s of ramp; open files limit ${limit}; load average ${loadAverage()}`,
  );
  if (limit < N + 1000) {
    log(
      `  the open files limit (${limit}) is below ${N + 1000}: raise it (ulimit -n) and run again`,
    );
    process.exit(1);
  }

  const seeded = await seed({ agents: SEEDED, events: E, dataRoot: DATA_ROOT, postgresUrl, log });
  log(
    seeded.seededNow
      ? `seeded now in ${seeded.seconds.toFixed(1)} s`
      : `kept database reused (seeded in ${seeded.seconds.toFixed(1)} s)`,
  );
  const agents = seeded.agents.slice(0, N);
  if (agents.length < N) throw new Error(`only ${agents.length} bench agents in the database`);

  let server: Child | null = null;
  const sims: SimAgent[] = [];
  try {
    server = await startServer({
      ...seeded.env,
      LOG_LEVEL: 'info',
      CAPTCHA_MAX_NUMBER: '1000',
      WEB_DIST: path.join(seeded.env.DATA_DIR, 'no-web'),
    });
    const pid = server.process.pid!;
    const console_ = new Console(server.url);
    await console_.signIn();

    // Ramp: agents start their long polls spread over RAMP seconds.
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const rampStart = performance.now();
    for (const [k, a] of agents.entries()) {
      const sim = new SimAgent(a, k, server.url);
      sims.push(sim);
      const due = rampStart + (k * RAMP * 1000) / N;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      sim.start();
    }
    await sleep(2000);
    log(`ramp done: ${stats.held} of ${N} check-ins held; load average ${loadAverage()}`);

    // The measured window.
    for (const sim of sims) sim.startUploads();
    lag.reset();
    const zero = {
      checkIns: stats.checkIns,
      events: stats.events,
      uploads: stats.uploads,
      cpu: cpuSeconds(pid),
      wait: waitSeconds(pid),
      ownWait: waitSeconds(process.pid),
      t: performance.now(),
      ownCpu: process.cpuUsage(),
    };
    stats.uploadMs.length = 0;
    const samples: Sample[] = [];
    const sampler = setInterval(() => {
      samples.push({
        at: performance.now(),
        held: stats.held,
        cpu: cpuSeconds(pid),
        rss: rssMb(pid),
        load: loadAverage(),
      });
    }, 1000);

    // Commands, as a parent's staff sends them, to agents in turn.
    const sent = new Map<number, number>();
    let commandErrors = 0;
    let commandNo = 0;
    const commander = setInterval(() => {
      const k = (commandNo * 7919) % N;
      const a = agents[k]!;
      const command = commandNo % 2 === 0 ? 'lockscreen' : 'unlockscreen';
      commandNo += 1;
      const t0 = performance.now();
      console_
        .call('agents.sendCommand', { admin_id: a.adminId, agent_id: a.agentId, command })
        .then((body) => sent.set((body.item as { id: number }).id, t0))
        .catch((error: unknown) => {
          commandErrors += 1;
          countError('command', error);
        });
    }, 1000 / COMMANDS_PER_S);

    // Reports, as a parent reads them: each kind in turn, a seeded agent, one of the 7 days.
    const reportKinds = [
      ['url_request/chart', 'agents.urlChart'],
      ['url_request/list', 'agents.urlList'],
      ['user_query', 'agents.userQuery'],
      ['app_usage/list', 'agents.appList'],
      ['app_usage/chart', 'agents.appChart'],
    ] as const;
    const reportMs = (): Map<string, number[]> => new Map(reportKinds.map(([n]) => [n, []]));
    const loaded = reportMs();
    let reportErrors = 0;
    let reportNo = 0;
    const report = async (into: Map<string, number[]>, n: number) => {
      const [name, id] = reportKinds[n % reportKinds.length]!;
      const a = agents[(n * 104_729) % N]!;
      const date = seeded.days[Math.floor(n / reportKinds.length) % 7]!;
      const t0 = performance.now();
      try {
        await console_.call(id, { admin_id: a.adminId, agent_id: a.agentId, date } as never);
        into.get(name)!.push(performance.now() - t0);
      } catch (error) {
        reportErrors += 1;
        countError('report', error);
      }
    };
    const reporter = setInterval(() => void report(loaded, reportNo++), 1000 / REPORTS_PER_S);

    // Software, daily: at that rate (N a day), at least one in the window.
    const softwareEvery = Math.min((86_400 / N) * 1000, (SECONDS * 1000) / 2);
    let softwareNo = 0;
    const softwarer = setInterval(() => {
      const sim = sims[(softwareNo++ * 31) % N]!;
      sim.agent
        .uploadSoftware()
        .then(() => (stats.software += 1))
        .catch((error: unknown) => countError('software', error));
    }, softwareEvery);

    await sleep(SECONDS * 1000);
    clearInterval(commander);
    clearInterval(reporter);
    clearInterval(softwarer);
    clearInterval(sampler);
    const end = {
      checkIns: stats.checkIns,
      events: stats.events,
      uploads: stats.uploads,
      cpu: cpuSeconds(pid),
      wait: waitSeconds(pid),
      ownWait: waitSeconds(process.pid),
      t: performance.now(),
      ownCpu: process.cpuUsage(zero.ownCpu),
    };
    const wall = (end.t - zero.t) / 1000;
    // Commands sent in the window and received within 10 s after it.
    await sleep(Math.min(10_000, 3000 + (1000 * N) / 5000));
    lag.disable();

    log(`\nstopping ${N} agents…`);
    await Promise.all(sims.map((s) => s.stop()));

    const delivery = [...sent]
      .map(([id, t0]) => {
        const at = stats.received.get(id);
        return at === undefined ? Infinity : at - t0;
      })
      .sort((a, b) => a - b);
    const undelivered = delivery.filter((d) => d === Infinity).length;
    const helds = samples.map((s) => s.held);
    const cpuPct = (100 * (end.cpu - zero.cpu)) / wall;
    const peakRss = Math.max(...samples.map((s) => s.rss));
    const uploadSorted = [...stats.uploadMs].sort((a, b) => a - b);

    log(`\nmeasured window: ${wall.toFixed(0)} s; load average at its end ${samples.at(-1)?.load}`);
    log(
      `  agents held (long polls open): min ${Math.min(...helds)}, median ${percentile(
        [...helds].sort((a, b) => a - b),
        50,
      )}, max ${Math.max(...helds)} of ${N}`,
    );
    log(
      `  check-ins answered: ${((end.checkIns - zero.checkIns) / wall).toFixed(0)}/s ` +
        `(errors over the whole run: ${stats.checkInErrors})`,
    );
    log(
      `  reports: ${((end.uploads - zero.uploads) / wall).toFixed(1)} batches/s, ` +
        `${((end.events - zero.events) / wall).toFixed(0)} events/s ingested ` +
        `(${URLS_PER_MINUTE + 1} items a batch, each agent every 60 s); upload p50 ` +
        `${ms(percentile(uploadSorted, 50))}, p95 ${ms(percentile(uploadSorted, 95))}, ` +
        `p99 ${ms(percentile(uploadSorted, 99))}; errors ${stats.uploadErrors}`,
    );
    log(`  software uploads: ${stats.software}`);
    log(
      `  commands: ${sent.size} sent (${commandErrors} refused), ${undelivered} not received; ` +
        `sent -> received p50 ${ms(percentile(delivery, 50))}, p95 ${ms(percentile(delivery, 95))}, ` +
        `p99 ${ms(percentile(delivery, 99))}, max ${ms(delivery.at(-1) ?? NaN)}`,
    );
    log(`  reports under this load (${REPORTS_PER_S}/s, errors ${reportErrors}):`);
    const printReports = (m: Map<string, number[]>) => {
      for (const [name, list] of m) {
        const s = [...list].sort((a, b) => a - b);
        log(
          `    ${name.padEnd(20)} n=${String(s.length).padStart(4)}  p50 ${ms(percentile(s, 50)).padStart(8)}  p95 ${ms(percentile(s, 95)).padStart(8)}`,
        );
      }
    };
    printReports(loaded);
    log(
      `  server process: CPU ${cpuPct.toFixed(0)}% of a core, RSS peak ${peakRss.toFixed(0)} MB ` +
        `(at the end ${samples.at(-1)?.rss.toFixed(0)} MB); its main thread waited for a core ` +
        `${(end.wait - zero.wait).toFixed(0)} s of the ${wall.toFixed(0)} s`,
    );
    log(
      `  this process (${N} agents): CPU ${(
        (100 * (end.ownCpu.user + end.ownCpu.system)) /
        1e6 /
        wall
      ).toFixed(
        0,
      )}% of a core, event-loop delay p99 ${(lag.percentile(99) / 1e6).toFixed(0)} ms, ` +
        `waited for a core ${(end.ownWait - zero.ownWait).toFixed(0)} s`,
    );
    if (stats.errors.size) {
      log('  errors:');
      for (const [k, n] of stats.errors) log(`    ${n} × ${k}`);
    }

    // Reports on the quiet server: agents stopped.
    await sleep(2000);
    const quiet = reportMs();
    for (let n = 0; n < 25 * reportKinds.length; n++) await report(quiet, n + 1000);
    log(`\nreports, server idle (agents stopped); load average ${loadAverage()}:`);
    printReports(quiet);

    // Ingestion at capacity: raw batched inserts (no HTTP), the agent API, raw again.
    log(
      `\ningestion at capacity: ${INGEST_CLIENTS} uploaders, batches of ${INGEST_BATCH} URL ` +
        `visits + 1 app session, ${INGEST_SECONDS} s each`,
    );
    const capacity = async (): Promise<number> => {
      let events = 0;
      const deadline = performance.now() + INGEST_SECONDS * 1000;
      const t0 = performance.now();
      await Promise.all(
        Array.from({ length: INGEST_CLIENTS }, async (_, c) => {
          const a = agents[c]!;
          const connection = new AgentConnection({ baseUrl: server!.url, token: a.token });
          while (performance.now() < deadline) {
            const items = minuteOf(c, Date.now(), INGEST_BATCH);
            try {
              const answer = await connection.uploadReports(
                `cap-${a.agentId}-${Date.now()}-${seq}`,
                items,
              );
              events += answer.items;
            } catch (error) {
              // A keep-alive socket the server closed meanwhile: counted, and the loop goes on.
              countError('capacity', error);
            }
          }
        }),
      );
      return events / ((performance.now() - t0) / 1000);
    };
    const bare = async () =>
      bareIngest(seeded.db, {
        agents: agents.slice(0, INGEST_CLIENTS).map((a) => a.agentId),
        seconds: INGEST_SECONDS,
        clients: INGEST_CLIENTS,
        batch: (c) => minuteOf(c, Date.now(), INGEST_BATCH),
      });
    const bare1 = await bare();
    const cpu0 = cpuSeconds(pid);
    const api = await capacity();
    const apiCpu = cpuSeconds(pid) - cpu0;
    const bare2 = await bare();
    const bareMean = (bare1 + bare2) / 2;
    log(`  raw batched inserts        ${bare1.toFixed(0).padStart(7)} events/s (before)`);
    log(
      `  agent API (HTTP)           ${api.toFixed(0).padStart(7)} events/s = ` +
        `${((100 * api) / bareMean).toFixed(0)}% of raw; server CPU ${((100 * apiCpu) / INGEST_SECONDS).toFixed(0)}% of a core`,
    );
    log(`  raw batched inserts        ${bare2.toFixed(0).padStart(7)} events/s (after)`);
    log(`\ndone at ${new Date().toISOString()}; load average ${loadAverage()}`);
  } finally {
    await Promise.all(sims.map((s) => s.stop().catch(() => {})));
    await server?.stop();
    await seeded.db.destroy();
  }
}

await main();
