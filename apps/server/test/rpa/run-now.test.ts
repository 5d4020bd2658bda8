import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textAt } from '@console/contract/messages';
import { TestClock } from '../../src/clock';
import { RPA_TICK_MS } from '../../src/modules/rpa/rpa.jobs';
import { call, createTestApp, type TestApp } from '../helpers/app';
import { checkIn, enrolAgent, linkAgent, loginCustomer, type TestAgent } from '../helpers/agents';
import { expectFailure } from '../helpers/expect';
import { createJob, runOf, type Caller } from './helpers';

/**
 * `job/run_now` starts one manual run of a job at a time (docs/decisions/remote-automation.md,
 * "Runs"): twenty at once used to make 17 runs and queue 17 lock-screen commands for one agent.
 * The database's unique index over a job's running manual runs (migration 0075) refuses the
 * others with 409 `rpa.run_pending`, on PostgreSQL with the calls truly side by side.
 */

/** A test clock a millisecond later at each reading: calls at once get slots of their own, as on real servers. */
class TickingClock extends TestClock {
  override now(): Date {
    const now = super.now();
    this.advance(1);
    return now;
  }
}
const clock = new TickingClock('2030-03-09T12:00:00.000Z');
let t: TestApp;
let parent: Caller;
let agent: TestAgent;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  parent = await loginCustomer(t.app, 'pham_van_duc');
  agent = await enrolAgent(t.app, 'Máy chạy ngay');
  await linkAgent(t.app, agent, parent.id, parent.token);
});
afterAll(() => t.close());

const runNow = (jobId: number, language = 'en') =>
  call(
    t.app,
    'rpa.jobRunNow',
    { id: jobId },
    { token: parent.token, headers: { 'accept-language': language } },
  );

/** The job's runs and the commands its runs queued. */
async function madeBy(jobId: number) {
  const runs = await t.deps.db
    .selectFrom('rpa_runs')
    .select(['id', 'trigger', 'state'])
    .where('job_id', '=', jobId)
    .execute();
  const commands = await t.deps.db
    .selectFrom('agent_commands')
    .select('id')
    .where('requested_by', '=', `rpa:${jobId}`)
    .execute();
  return { runs, commands: commands.length };
}

async function online() {
  clock.advance(61_000);
  expect((await checkIn(t.app, agent)).statusCode).toBe(200);
  Object.assign(parent, await loginCustomer(t.app, 'pham_van_duc'));
}

describe('run_now', () => {
  it('twenty at once make one run and one command; the others answer 409', async () => {
    await online();
    const job = await createJob(t.app, parent, { target: 'agents', agent_ids: [agent.id] });
    const answers = await Promise.all(Array.from({ length: 20 }, () => runNow(job.id)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(409)]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expectFailure(res, 409, 'rpa.run_pending');
    }
    const made = await madeBy(job.id);
    expect(made.runs).toEqual([expect.objectContaining({ trigger: 'manual', state: 'running' })]);
    expect(made.commands).toBe(1);
  });

  it('refuses a second while the first runs, in the caller’s language; takes one once it is done', async () => {
    await online();
    const job = await createJob(t.app, parent, {
      name: 'Lần lượt',
      target: 'agents',
      agent_ids: [agent.id],
    });
    const first = await runNow(job.id);
    expect(first.statusCode, first.body).toBe(200);
    const refused = expectFailure(await runNow(job.id, 'vi'), 409, 'rpa.run_pending');
    expect(refused.detail).toBe(textAt('vi', 'errors.rpa.run_pending'));
    expect(await madeBy(job.id)).toMatchObject({ runs: [{ state: 'running' }], commands: 1 });

    // The agent ends the command; the tick closes the run; a new one may start.
    const [target] = (await runOf(t.app, parent, first.json().item.id)).list;
    const ack = await call(
      t.app,
      'agents.ack',
      { command_id: target!.command_id, state: 'succeeded', output: '' },
      { token: agent.token },
    );
    expect(ack.statusCode, ack.body).toBe(200);
    clock.advance(RPA_TICK_MS);
    await t.deps.jobs.runDue();
    // As in jobs.test.ts: the session is signed in again after the jobs have run.
    Object.assign(parent, await loginCustomer(t.app, 'pham_van_duc'));
    const again = await runNow(job.id);
    expect(again.statusCode, again.body).toBe(200);
    const made = await madeBy(job.id);
    expect(made.runs.map((r) => r.state).sort()).toEqual(['done', 'running']);
    expect(made.commands).toBe(2);
  });

  it('counts each job apart: another job’s running run does not hold this one', async () => {
    await online();
    const one = await createJob(t.app, parent, {
      name: 'Một',
      target: 'agents',
      agent_ids: [agent.id],
    });
    const two = await createJob(t.app, parent, {
      name: 'Hai',
      target: 'agents',
      agent_ids: [agent.id],
    });
    expect((await runNow(one.id)).statusCode).toBe(200);
    expect((await runNow(two.id)).statusCode).toBe(200);
  });
});
