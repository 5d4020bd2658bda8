import type { FastifyInstance, InjectOptions } from 'fastify';
import { median } from './load';

export interface InjectTarget {
  name: string;
  app: FastifyInstance;
  options: InjectOptions;
}

export interface Cost {
  /** Microseconds of this process's CPU per call. */
  cpu: number;
  /** Microseconds of wall time per call. */
  wall: number;
}

/** The console's routes of issue 9, on one started console (console.ts). */
export function consoleTargets(
  { app, auth }: { app: FastifyInstance; auth: Record<string, string> },
  suffix = '',
): InjectTarget[] {
  return [
    { name: `GET /healthz${suffix}`, app, options: { url: '/healthz' } },
    { name: `GET user/info${suffix}`, app, options: { url: '/api/v1/user/info', headers: auth } },
    {
      name: `POST black_browser/list${suffix}`,
      app,
      options: {
        method: 'POST',
        url: '/api/v1/manager/black_browser/list',
        headers: auth,
        payload: { page: 1, page_size: 10 },
      },
    },
  ];
}

async function measure(target: InjectTarget, n: number): Promise<Cost> {
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

/** A warm-up, then `rounds` rounds that call every target `calls` times in turn; per target, per round. */
export async function measureRounds(targets: InjectTarget[], calls: number, rounds: number) {
  for (const target of targets) await measure(target, Math.ceil(calls / 4));
  const results = targets.map(() => [] as Cost[]);
  for (let round = 0; round < rounds; round++)
    for (const [i, target] of targets.entries()) results[i]!.push(await measure(target, calls));
  return results;
}

/** The median CPU and wall time per call of each target, and its CPU against target `against(i)`'s. */
export function printTable(
  targets: InjectTarget[],
  results: Cost[][],
  against: (i: number) => number,
) {
  const width = Math.max(24, ...targets.map((t) => t.name.length));
  console.log(
    `${'route'.padEnd(width)} ${'CPU/call'.padStart(10)} ${'wall/call'.padStart(10)}  ratio`,
  );
  for (const [i, target] of targets.entries()) {
    const cpu = median(results[i]!.map((r) => r.cpu));
    const wall = median(results[i]!.map((r) => r.wall));
    const base = median(results[against(i)]!.map((r) => r.cpu));
    console.log(
      `${target.name.padEnd(width)} ${`${cpu.toFixed(1)} µs`.padStart(10)} ` +
        `${`${wall.toFixed(1)} µs`.padStart(10)}  ${(cpu / base).toFixed(2).padStart(5)}`,
    );
  }
}
