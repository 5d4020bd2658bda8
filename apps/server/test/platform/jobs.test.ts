import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/clock';
import { jobsRepository } from '../../src/jobs/jobs.repository';
import type { JobContext } from '../../src/jobs/jobs';
import { createPeerApp, PEERS_ENV, createTestApp, type TestApp } from '../helpers/app';

/** Background jobs on the real database, moved by a test clock; two servers share one database. */
const clock = new TestClock('2030-01-01T00:00:00.000Z');
let t: TestApp;
let peer: TestApp;
const peerClock = clock;

beforeAll(async () => {
  t = await createTestApp(PEERS_ENV, { clock });
  peer = await createPeerApp(t, { clock: peerClock });
});
afterAll(async () => {
  await peer.close();
  await t.close();
});

const jobState = async (id: number) => (await jobsRepository.find(t.deps.db, id))!;

describe('a one-off job', () => {
  it('runs once when due, with its payload, and is then done', async () => {
    const seen: unknown[] = [];
    t.deps.jobs.define({ kind: 'test.once', run: async (payload) => void seen.push(payload) });
    const id = await t.deps.jobs.enqueue(
      t.deps.db,
      'test.once',
      { n: 1 },
      new Date('2030-01-01T00:05:00Z'),
    );
    await t.deps.jobs.runDue();
    expect(seen).toEqual([]);
    clock.advance(5 * 60_000);
    await t.deps.jobs.runDue();
    await t.deps.jobs.runDue();
    expect(seen).toEqual([{ n: 1 }]);
    expect((await jobState(id)).state).toBe('done');
  });

  it('is retried later after a failure, and given up after its attempts', async () => {
    let calls = 0;
    t.deps.jobs.define({
      kind: 'test.failing',
      maxAttempts: 2,
      run: async () => {
        calls += 1;
        throw new Error(`boom ${calls}`);
      },
    });
    const id = await t.deps.jobs.enqueue(t.deps.db, 'test.failing', {});
    await t.deps.jobs.runDue();
    let row = await jobState(id);
    expect(row).toMatchObject({ state: 'queued', attempts: 1, last_error: 'boom 1' });
    expect(Date.parse(row.run_at)).toBeGreaterThan(clock.now().getTime());
    await t.deps.jobs.runDue();
    expect(calls).toBe(1);
    clock.advance(60_000);
    await t.deps.jobs.runDue();
    row = await jobState(id);
    expect(row).toMatchObject({ state: 'failed', attempts: 2, last_error: 'boom 2' });
    clock.advance(3_600_000);
    await t.deps.jobs.runDue();
    expect(calls).toBe(2);
  });

  it('is taken over by another server when the one that claimed it stopped renewing', async () => {
    const ran: string[] = [];
    const run = (who: string) => async (_p: unknown, _ctx: JobContext) => void ran.push(who);
    t.deps.jobs.define({ kind: 'test.lease', leaseMs: 30_000, run: run('first') });
    peer.deps.jobs.define({ kind: 'test.lease', leaseMs: 30_000, run: run('peer') });
    const id = await t.deps.jobs.enqueue(t.deps.db, 'test.lease', {});
    // A server claims it and dies before finishing: the claim is all that is left of it.
    expect(await jobsRepository.claim(t.deps.db, id, 'crashed', clock.now(), 30_000)).toBe(true);
    await peer.deps.jobs.runDue();
    expect(ran).toEqual([]);
    clock.advance(31_000);
    await peer.deps.jobs.runDue();
    expect(ran).toEqual(['peer']);
    expect(await jobState(id)).toMatchObject({ state: 'done', attempts: 2, lease_owner: null });
  });
});

describe('a recurring job', () => {
  it('has one row for all servers and runs again every period', async () => {
    let runs = 0;
    for (const jobs of [t.deps.jobs, peer.deps.jobs]) {
      jobs.define({ kind: 'test.every', everyMs: 60_000, run: async () => void (runs += 1) });
      await jobs.start();
    }
    const rows = await t.deps.db
      .selectFrom('jobs')
      .selectAll()
      .where('key', '=', 'test.every')
      .execute();
    expect(rows).toHaveLength(1);
    await Promise.all([t.deps.jobs.runDue(), peer.deps.jobs.runDue()]);
    expect(runs).toBe(1);
    clock.advance(30_000);
    await Promise.all([t.deps.jobs.runDue(), peer.deps.jobs.runDue()]);
    expect(runs).toBe(1);
    clock.advance(30_000);
    await Promise.all([t.deps.jobs.runDue(), peer.deps.jobs.runDue()]);
    expect(runs).toBe(2);
  });
});

describe('two servers on one database', () => {
  it('run each of 60 jobs exactly once between them', async () => {
    const byServer = { first: [] as number[], peer: [] as number[] };
    const define = (app: TestApp, who: keyof typeof byServer) =>
      app.deps.jobs.define<{ n: number }>({
        kind: 'test.shared',
        run: async ({ n }) => {
          byServer[who].push(n);
          await new Promise((resolve) => setTimeout(resolve, 2));
        },
      });
    define(t, 'first');
    define(peer, 'peer');
    for (let n = 0; n < 60; n++) await t.deps.jobs.enqueue(t.deps.db, 'test.shared', { n });
    await Promise.all([
      t.deps.jobs.runDue(),
      peer.deps.jobs.runDue(),
      t.deps.jobs.runDue(),
      peer.deps.jobs.runDue(),
    ]);
    const all = [...byServer.first, ...byServer.peer].sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: 60 }, (_, n) => n));
  });
});
