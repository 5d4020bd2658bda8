import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { jobsRepository as repo } from './jobs.repository';

export interface JobContext {
  db: Db;
  /** The clock the app runs on: tests move it. */
  now(): Date;
  /** Aborted when the server stops or the lease is lost: stop, the job runs again elsewhere. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

export interface JobDefinition<P = unknown> {
  kind: string;
  run(payload: P, ctx: JobContext): Promise<void>;
  /** A recurring job runs every so many milliseconds, one row for the whole cluster. */
  everyMs?: number;
  /** How long a claim holds before another server may take the job over (renewed while running). */
  leaseMs?: number;
  /** Failed runs are retried with a growing delay, this many times in all. */
  maxAttempts?: number;
}

export interface JobsOptions {
  /** How often to look for due jobs; 0 runs them only when asked (`runDue`), as tests do. */
  pollMs: number;
}

const DEFAULT_LEASE_MS = 60_000;
const DEFAULT_ATTEMPTS = 5;
/** Finished one-off jobs are kept this long for inspection. */
const KEEP_DONE_MS = 7 * 86_400_000;

/**
 * Background work kept in the database (jobs/README.md). A server claims a due job with one
 * conditional update, so a job runs on one server at a time; a claim is a lease that a crashed
 * server stops renewing, after which another takes the job over. Started and stopped with the app.
 */
export class Jobs {
  readonly owner = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
  private readonly definitions = new Map<string, JobDefinition>();
  private readonly stopping = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<number> | undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobsOptions,
  ) {}

  define<P>(definition: JobDefinition<P>): void {
    if (this.definitions.has(definition.kind)) throw new Error(`Job ${definition.kind} twice`);
    this.definitions.set(definition.kind, definition as JobDefinition);
  }

  /** Queues a one-off job, in the caller's transaction when `db` is one. */
  async enqueue(db: Db, kind: string, payload: unknown, runAt: Date = this.clock.now()) {
    if (!this.definitions.has(kind)) throw new Error(`No job kind ${kind}`);
    const now = this.clock.now().toISOString();
    return repo.insert(db, {
      kind,
      key: null,
      payload: JSON.stringify(payload ?? {}),
      state: 'queued',
      run_at: runAt.toISOString(),
      created_at: now,
      updated_at: now,
    });
  }

  /** Makes sure each recurring job has its row, then polls (unless pollMs is 0). */
  async start(): Promise<void> {
    const now = this.clock.now().toISOString();
    for (const def of this.definitions.values()) {
      if (def.everyMs) await repo.ensureRecurring(this.db, def.kind, now);
    }
    if (this.options.pollMs > 0) this.schedule();
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.stopping.abort();
    await this.pass?.catch(() => {});
  }

  /** Runs every job due now, one after another; answers how many ran. */
  runDue(): Promise<number> {
    this.pass ??= this.drain().finally(() => (this.pass = undefined));
    return this.pass;
  }

  private schedule() {
    if (this.stopping.signal.aborted) return;
    this.timer = setTimeout(() => {
      void this.runDue()
        .catch((error: unknown) => this.log.error({ err: error }, 'job pass failed'))
        .finally(() => this.schedule());
    }, this.options.pollMs);
    this.timer.unref();
  }

  private async drain(): Promise<number> {
    let ran = 0;
    for (;;) {
      if (this.stopping.signal.aborted) return ran;
      const now = this.clock.now();
      const due = await repo.due(this.db, [...this.definitions.keys()], now.toISOString(), 20);
      if (due.length === 0) break;
      let claimedAny = false;
      for (const job of due) {
        const def = this.definitions.get(job.kind)!;
        const leaseMs = def.leaseMs ?? DEFAULT_LEASE_MS;
        const at = this.clock.now();
        if (!(await repo.claim(this.db, job.id, this.owner, at, leaseMs))) continue;
        claimedAny = true;
        ran += 1;
        await this.runOne(def, job.id, job.payload, job.attempts + 1);
      }
      if (!claimedAny) break;
    }
    await repo.removeDoneBefore(this.db, new Date(this.clock.now().getTime() - KEEP_DONE_MS));
    return ran;
  }

  private async runOne(def: JobDefinition, id: number, payload: string, attempt: number) {
    const leaseMs = def.leaseMs ?? DEFAULT_LEASE_MS;
    const lost = new AbortController();
    const signal = AbortSignal.any([this.stopping.signal, lost.signal]);
    const renew = setInterval(() => {
      void repo
        .renew(this.db, id, this.owner, this.clock.now(), leaseMs)
        .then((held) => held || lost.abort());
    }, leaseMs / 3);
    renew.unref();
    try {
      await def.run(JSON.parse(payload), {
        db: this.db,
        now: () => this.clock.now(),
        signal,
        log: this.log.child({ job: def.kind, jobId: id }),
      });
      const now = this.clock.now();
      if (def.everyMs) {
        await repo.reschedule(this.db, id, this.owner, now, new Date(now.getTime() + def.everyMs));
      } else {
        await repo.finish(this.db, id, this.owner, now);
      }
    } catch (error) {
      const now = this.clock.now();
      const message = error instanceof Error ? error.message : String(error);
      this.log.error({ err: error, job: def.kind, jobId: id, attempt }, 'job failed');
      const retryAt = new Date(now.getTime() + Math.min(2 ** attempt * 1000, 3_600_000));
      const giveUp = !def.everyMs && attempt >= (def.maxAttempts ?? DEFAULT_ATTEMPTS);
      await repo.fail(this.db, id, this.owner, now, message, giveUp ? null : retryAt);
    } finally {
      clearInterval(renew);
    }
  }
}
