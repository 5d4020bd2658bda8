import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';

/** What one load run measured. */
export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
  /** CPU time of this process (the servers') per request, in microseconds. */
  cpuMicros: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
}

export interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * Loads one URL with autocannon in a process of its own, so the client does not share the
 * server's event loop, and answers its throughput and latency, and the CPU time this process
 * (where the servers run) spent per request: on a busy machine that varies much less than the
 * throughput.
 */
export function load(target: Target, { connections, seconds }: LoadOptions): Promise<LoadResult> {
  const args = [cli, '--json', '-c', String(connections), '-d', String(seconds)];
  args.push('-m', target.method ?? 'GET');
  for (const [name, value] of Object.entries(target.headers ?? {}))
    args.push('-H', `${name}=${value}`);
  if (target.body) args.push('-b', target.body);
  args.push(target.url);
  const cpu = process.cpuUsage();
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 16 << 20 }, (error, stdout) => {
      if (error) return reject(error);
      const run = JSON.parse(stdout) as {
        requests: { average: number; total: number };
        latency: { p50: number; p99: number };
        non2xx: number;
        errors: number;
      };
      resolve({
        name: target.name,
        requestsPerSecond: run.requests.average,
        p50: run.latency.p50,
        p99: run.latency.p99,
        failures: run.non2xx + run.errors,
        cpuMicros: cpuMicros(process.cpuUsage(cpu)) / Math.max(1, run.requests.total),
      });
    });
  });
}

/** The machine's load average, since the figures mean little without it. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}

const cpuMicros = ({ user, system }: NodeJS.CpuUsage) => user + system;

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
