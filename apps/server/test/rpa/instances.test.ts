import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/clock';
import { RPA_TICK_MS } from '../../src/modules/rpa/rpa.jobs';
import { tick } from '../../src/modules/rpa/scheduling.service';
import {
  answerOf,
  call,
  createPeerApp,
  PEERS_ENV,
  createTestApp,
  type TestApp,
} from '../helpers/app';
import { checkIn, enrolAgent, linkAgent, loginCustomer, type TestAgent } from '../helpers/agents';
import { TEST_DB } from '../helpers/database';
import { createJob, historyOf, runOf, runsOf, type Caller } from './helpers';

/**
 * Several servers on one database: a server that stops in the middle of a run and a new one on
 * the same database neither repeat nor lose a run; two servers ticking at once start each run
 * once.
 */
const clock = new TestClock('2030-05-06T00:00:00.000Z'); // a Monday, 07:00 in Ho Chi Minh City
let t: TestApp;
let parent: Caller;
let agent: TestAgent;

beforeAll(async () => {
  t = await createTestApp(PEERS_ENV, { clock });
  parent = await loginCustomer(t.app, 'le-thu-trang');
  agent = await enrolAgent(t.app, 'Máy dùng chung');
  await linkAgent(t.app, agent, parent.id, parent.token);
});
afterAll(() => t.close());

async function signIn() {
  Object.assign(parent, await loginCustomer(t.app, 'le-thu-trang'));
}

const runsInDb = (jobId: number) =>
  t.deps.db
    .selectFrom('rpa_runs')
    .select(['id', 'scheduled_for'])
    .where('job_id', '=', jobId)
    .orderBy('id')
    .execute();

describe('a restart in the middle of a run', () => {
  it('leaves the run as it was: not started again, and finished by the new server', async () => {
    const job = await createJob(t.app, parent, {
      target: 'agents',
      agent_ids: [agent.id],
      time: '08:00',
    });
    expect(job.next_run_at).toBe('2030-05-06T01:00:00.000Z');

    // The first server starts the run, then stops before the agent answers.
    const first = await createPeerApp(t, { clock });
    clock.set(new Date('2030-05-06T00:59:50.000Z'));
    expect((await checkIn(first.app, agent)).statusCode).toBe(200);
    clock.set(new Date('2030-05-06T01:00:00.000Z'));
    await first.deps.jobs.runDue();
    expect(await runsInDb(job.id)).toHaveLength(1);
    const poll = await checkIn(first.app, agent);
    const [command] = answerOf('agents.checkIn', poll).commands;
    expect(command).toBeDefined();
    await first.close();

    // A new server on the same database: due work is claimed again, nothing runs twice.
    const second = await createPeerApp(t, { clock });
    try {
      clock.advance(RPA_TICK_MS);
      await second.deps.jobs.runDue();
      clock.advance(RPA_TICK_MS);
      await second.deps.jobs.runDue();
      const runs = await runsInDb(job.id);
      expect(runs.map((r) => r.scheduled_for)).toEqual(['2030-05-06T01:00:00.000Z']);

      const ack = await call(
        second.app,
        'agents.ack',
        { command_id: command!.id, state: 'succeeded', output: 'ok' },
        { token: agent.token },
      );
      expect(ack.statusCode, ack.body).toBe(200);
      clock.advance(RPA_TICK_MS);
      await second.deps.jobs.runDue();
      await signIn();
      const detail = await runOf(t.app, parent, runs[0]!.id);
      expect(detail.item).toMatchObject({ state: 'done', counts: { succeeded: 1 } });
      const history = await historyOf(t.app, parent, job.id);
      expect(history.filter((h) => h.action === 'run_start')).toHaveLength(1);
      expect(history.filter((h) => h.action === 'run_finish')).toHaveLength(1);
      // The next slot is tomorrow's, once.
      const next = await call(t.app, 'rpa.jobGet', { id: job.id }, { token: parent.token });
      expect(next.json().item.next_run_at).toBe('2030-05-07T01:00:00.000Z');
    } finally {
      await second.close();
    }
  });
});

describe('two servers on one database', () => {
  it('start each due run once when both tick at the same time', async () => {
    const peer = await createPeerApp(t, { clock });
    try {
      clock.set(new Date('2030-05-09T00:00:00.000Z')); // 07:00 in Ho Chi Minh City
      await signIn();
      const jobs = [];
      for (const time of ['07:10', '07:20', '07:30']) {
        jobs.push(
          await createJob(t.app, parent, {
            target: 'agents',
            agent_ids: [agent.id],
            time,
            name: `Song song ${time}`,
          }),
        );
      }
      for (const hour of ['00:10', '00:20', '00:30']) {
        clock.set(new Date(`2030-05-09T${hour}:00.000Z`));
        expect((await checkIn(t.app, agent)).statusCode).toBe(200);
        // The jobs home on each server, and the service's tick on each (past the jobs home's
        // lease on the tick), all at once on PostgreSQL. SQLite is one process's database
        // (docs/decisions/agents.md): two apps in one process cannot wait for its file while
        // the other awaits inside a transaction, so there each comes after the other and finds
        // the slot claimed.
        const work = [
          () => t.deps.jobs.runDue(),
          () => peer.deps.jobs.runDue(),
          () => tick(t.deps),
          () => tick(peer.deps),
        ];
        if (TEST_DB === 'postgres') await Promise.all(work.map((w) => w()));
        else for (const w of work) await w();
      }
      await signIn();
      for (const job of jobs) {
        const runs = await runsOf(t.app, parent, job.id);
        expect(runs, JSON.stringify(runs)).toHaveLength(1);
        const history = await historyOf(t.app, parent, job.id);
        expect(history.filter((h) => h.action === 'run_start')).toHaveLength(1);
      }
      // One command per run, each queued once.
      const commands = await t.deps.db
        .selectFrom('rpa_run_targets')
        .innerJoin('rpa_runs', 'rpa_runs.id', 'rpa_run_targets.run_id')
        .select('rpa_run_targets.command_id')
        .where(
          'rpa_runs.job_id',
          'in',
          jobs.map((j) => j.id),
        )
        .execute();
      expect(commands).toHaveLength(3);
      expect(new Set(commands.map((c) => c.command_id)).size).toBe(3);
    } finally {
      await peer.close();
    }
  });
});
