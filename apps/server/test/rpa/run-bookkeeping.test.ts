import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ONLINE_WINDOW_MS } from '@console/contract/schemas/agents';
import { TestClock } from '../../src/clock';
import { call, callOk, createTestApp, login, type TestApp } from '../helpers/app';
import {
  checkIn,
  enrolAgent,
  givePaidPackage,
  linkAgent,
  loginCustomer,
  type TestAgent,
} from '../helpers/agents';
import { expectFailure } from '../helpers/expect';
import { createStaff } from '../helpers/parents';
import { createJob, historyOf, runOf, runsOf, type Caller } from './helpers';

/**
 * What a run writes down and answers: the update a run hands to each agent (the latest
 * release's version and link, or "not needed" for an agent already on it) and the bare command
 * of any other job; a run with no one to reach, done at once with its history; the agents
 * online at the edge of the online window; run_now's answer, also for a paused job;
 * a run's targets paged; a deleted job's runs not found.
 */
const clock = new TestClock('2030-04-01T03:00:00.000Z');
let t: TestApp;
let parent: Caller;
let behind: TestAgent;
let current: TestAgent;
const RELEASE = { version: '2.0.0', url: 'https://downloads.example.com/agent-2.0.0.msi' };

async function signIn() {
  Object.assign(parent, await loginCustomer(t.app, 'pham_van_duc'));
}

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  await givePaidPackage(t.app, 'pham_van_duc'); // he links more agents than a free account
  parent = await loginCustomer(t.app, 'pham_van_duc');
  behind = await enrolAgent(t.app, 'Máy cũ', undefined, '1.0.0');
  await linkAgent(t.app, behind, parent.id, parent.token);
  current = await enrolAgent(t.app, 'Máy mới', undefined, RELEASE.version);
  await linkAgent(t.app, current, parent.id, parent.token);
  const admin = (await login(t.app, 'admin001')).access_token;
  const set = await call(t.app, 'agents.setLatestVersion', RELEASE, { token: admin });
  expect(set.statusCode, set.body).toBe(200);
});
afterAll(() => t.close());
beforeEach(signIn);

/** Both agents check in now, a minute after the last time: both online. */
async function bothOnline() {
  clock.advance(61_000);
  for (const agent of [behind, current]) {
    expect((await checkIn(t.app, agent)).statusCode).toBe(200);
  }
  await signIn();
}

const act = (id: string, input: Record<string, unknown>) =>
  call(t.app, id as 'rpa.jobRunNow', input, { token: parent.token });

/** The commands the agent's next check-in hands over. */
async function handedTo(agent: TestAgent) {
  return (await checkIn(t.app, agent)).json().commands as {
    command: string;
    args: Record<string, string>;
  }[];
}

describe('the command a run hands over', () => {
  it('updates an agent behind the latest release to it, and marks one on it not needed', async () => {
    await bothOnline();
    const job = await createJob(t.app, parent, { schedule: 'now', command: 'update_now' });
    const [run] = await runsOf(t.app, parent, job.id);
    const { list } = await runOf(t.app, parent, run!.id);
    expect(list.find((x) => x.agent_id === behind.id)).toMatchObject({
      state: 'queued',
      note: '',
    });
    expect(list.find((x) => x.agent_id === current.id)).toMatchObject({
      state: 'failed',
      command_id: null,
      note: 'agents.update_not_needed',
    });
    expect(await handedTo(behind)).toEqual([
      expect.objectContaining({ command: 'update_now', args: RELEASE }),
    ]);
    expect(await handedTo(current)).toEqual([]);
  });

  it('hands any other command over without arguments, to every online agent', async () => {
    await bothOnline();
    const job = await createJob(t.app, parent, { schedule: 'now', command: 'lockscreen' });
    const [run] = await runsOf(t.app, parent, job.id);
    expect(run).toMatchObject({ total: 2, counts: { queued: 2 } });
    for (const agent of [behind, current]) {
      expect((await handedTo(agent)).filter((c) => c.command === 'lockscreen')).toEqual([
        expect.objectContaining({ args: {} }),
      ]);
    }
  });
});

describe('a run with no one to reach', () => {
  it('is done at once, with its start and finish in the job’s history', async () => {
    const staff = await createStaff(t.app, parent.token, { user_name: 'rpa_khong_may' });
    const job = await createJob(t.app, parent, {
      schedule: 'now',
      target: 'staff',
      staff_ids: [staff.id],
    });
    const [run] = await runsOf(t.app, parent, job.id);
    expect(run).toMatchObject({ state: 'done', total: 0, trigger: 'schedule' });
    expect(run!.finished_at).toBe(run!.started_at);
    const history = await historyOf(t.app, parent, job.id);
    expect(history.map((h) => h.action)).toEqual(['create', 'run_start', 'run_finish', 'finish']);
    expect(history[1]!.details).toEqual({
      run_id: run!.id,
      scheduled_for: run!.scheduled_for,
      trigger: 'schedule',
      total: 0,
    });
    expect(history[2]).toMatchObject({ actor: 'system', details: { run_id: run!.id, total: 0 } });
    expect(history[3]).toMatchObject({ to: 'done', details: { run_id: run!.id } });
  });
});

describe('who is online when a run starts', () => {
  it('counts an agent seen exactly the online window ago, not a millisecond more', async () => {
    await bothOnline();
    const seen = clock.now().getTime();
    clock.set(new Date(seen + ONLINE_WINDOW_MS));
    await signIn();
    const edge = await createJob(t.app, parent, { schedule: 'now', name: 'Ở mép' });
    expect((await runsOf(t.app, parent, edge.id))[0]!.counts).toMatchObject({
      queued: 2,
      offline: 0,
    });
    clock.set(new Date(seen + ONLINE_WINDOW_MS + 1));
    await signIn();
    const past = await createJob(t.app, parent, { schedule: 'now', name: 'Quá mép' });
    expect((await runsOf(t.app, parent, past.id))[0]!.counts).toMatchObject({
      queued: 0,
      offline: 2,
    });
  });
});

describe('run now', () => {
  it('answers the run with its targets, and runs a paused job by hand, which stays paused', async () => {
    await bothOnline();
    const job = await createJob(t.app, parent, { time: '08:00', name: 'Chạy ngay' });
    const res = await act('rpa.jobRunNow', { id: job.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toMatchObject({
      trigger: 'manual',
      state: 'running',
      total: 2,
      counts: { queued: 2 },
    });

    const paused = await createJob(t.app, parent, { time: '08:00', name: 'Tạm dừng' });
    const pause = await act('rpa.jobPause', { id: paused.id, reason: 'nghỉ' });
    expect(pause.statusCode, pause.body).toBe(200);
    const byHand = await act('rpa.jobRunNow', { id: paused.id });
    expect(byHand.statusCode, byHand.body).toBe(200);
    expect((await runsOf(t.app, parent, paused.id)).map((r) => r.trigger)).toEqual(['manual']);
    expect(
      (await call(t.app, 'rpa.jobGet', { id: paused.id }, { token: parent.token })).json(),
    ).toMatchObject({ item: { state: 'paused' } });
  });
});

describe('a run’s targets', () => {
  it('are paged', async () => {
    await bothOnline();
    const job = await createJob(t.app, parent, { schedule: 'now', name: 'Phân trang' });
    const [run] = await runsOf(t.app, parent, job.id);
    const page = (n: number) =>
      callOk(t.app, 'rpa.runGet', { id: run!.id, page: n, page_size: 1 }, { token: parent.token });
    const all = (await runOf(t.app, parent, run!.id)).list.map((x) => x.agent_id);
    expect(all).toHaveLength(2);
    const [first, second] = [await page(1), await page(2)];
    expect(first).toMatchObject({ total: 2, list: [{ agent_id: all[0] }] });
    expect(second).toMatchObject({ total: 2, list: [{ agent_id: all[1] }] });
    expect((await page(3)).list).toEqual([]);
  });

  it('of a deleted job are not found', async () => {
    const job = await createJob(t.app, parent, { schedule: 'now', name: 'Xóa sau khi chạy' });
    const [run] = await runsOf(t.app, parent, job.id);
    const gone = await act('rpa.jobDelete', { id: job.id, reason: 'không cần' });
    expect(gone.statusCode, gone.body).toBe(200);
    expectFailure(await act('rpa.runGet', { id: run!.id }), 404, 'rpa.run_not_found');
  });
});
