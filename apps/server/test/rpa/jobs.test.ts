import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/clock';
import { RPA_TICK_MS } from '../../src/modules/rpa/rpa.jobs';
import { call, callOk, createTestApp, login, type TestApp } from '../helpers/app';
import {
  checkIn,
  enrolAgent,
  givePaidPackage,
  linkAgent,
  loginCustomer,
  type TestAgent,
} from '../helpers/agents';
import { createStaff } from '../helpers/parents';
import { createJob, historyOf, jobOf, runOf, runsOf, type Caller } from './helpers';

/**
 * Remote-automation jobs on one server: a run queues the command in each online target's queue
 * and its targets follow the agent's acks; offline agents are marked; one-off, daily and weekly
 * jobs, pause and resume, edit, delete, missed slots, and daylight saving through the API.
 */
const clock = new TestClock('2030-03-09T12:00:00.000Z');
let t: TestApp;
let parent: Caller;
let a1: TestAgent;
let a2: TestAgent;

/** Signs the parent in again: the clock moves past his session's idle timeout. */
async function signIn() {
  Object.assign(parent, await loginCustomer(t.app, 'pham_van_duc'));
}

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  await givePaidPackage(t.app, 'pham_van_duc'); // he links more agents than a free account
  parent = await loginCustomer(t.app, 'pham_van_duc');
  a1 = await enrolAgent(t.app, 'Máy 1');
  await linkAgent(t.app, a1, parent.id, parent.token);
  a2 = await enrolAgent(t.app, 'Máy 2');
  await linkAgent(t.app, a2, parent.id, parent.token);
});
afterAll(() => t.close());
beforeEach(signIn);

/** Moves the clock by `ms` (at least one tick) and runs what is due, as a server would. */
async function later(ms: number = RPA_TICK_MS) {
  clock.advance(ms);
  await t.deps.jobs.runDue();
  await signIn();
}

async function setClock(to: string) {
  clock.set(new Date(to));
  await signIn();
}

/** Only `agents` have checked in within the online window. */
async function onlyOnline(...agents: TestAgent[]) {
  clock.advance(61_000);
  for (const agent of agents) expect((await checkIn(t.app, agent)).statusCode).toBe(200);
  await signIn();
}

const ack = (agent: TestAgent, id: number, state: string, output = '') =>
  call(t.app, 'agents.ack', { command_id: id, state, output }, { token: agent.token });

const act = (id: string, input: Record<string, unknown>) =>
  call(t.app, id as 'rpa.jobPause', input, { token: parent.token });

describe('a run', () => {
  it('queues the command for online targets; their states follow the agent acks', async () => {
    await onlyOnline(a1);
    const job = await createJob(t.app, parent, {
      schedule: 'now',
      target: 'agents',
      agent_ids: [a1.id, a2.id],
    });
    // A job for now starts its run in the call and is then done.
    expect(job).toMatchObject({ state: 'done', next_run_at: null, last_run: { total: 2 } });
    const [run] = await runsOf(t.app, parent, job.id);
    expect(run).toMatchObject({ state: 'running', trigger: 'schedule', total: 2 });
    expect(run!.counts).toMatchObject({ queued: 1, offline: 1, delivered: 0 });

    let detail = await runOf(t.app, parent, run!.id);
    const target = detail.list.find((x) => x.agent_id === a1.id)!;
    expect(detail.list.find((x) => x.agent_id === a2.id)).toMatchObject({
      state: 'offline',
      command_id: null,
    });
    expect(target.state).toBe('queued');

    // The agent's long poll hands the command over, as any command.
    const poll = await checkIn(t.app, a1);
    expect(poll.json().commands).toEqual([
      expect.objectContaining({ id: target.command_id, command: 'lockscreen' }),
    ]);
    expect((await checkIn(t.app, a2)).json().commands).toEqual([]);
    const stateOf = async () =>
      (await runOf(t.app, parent, run!.id)).list.find((x) => x.agent_id === a1.id)!;
    expect((await stateOf()).state).toBe('delivered');
    expect((await ack(a1, target.command_id!, 'received')).statusCode).toBe(200);
    expect((await ack(a1, target.command_id!, 'started')).statusCode).toBe(200);
    expect((await stateOf()).state).toBe('delivered');
    expect((await ack(a1, target.command_id!, 'succeeded', 'locked')).statusCode).toBe(200);
    expect(await stateOf()).toMatchObject({ state: 'succeeded', output: 'locked' });

    // Every target is final: the next tick closes the run.
    expect((await runOf(t.app, parent, run!.id)).item.state).toBe('running');
    await later();
    detail = await runOf(t.app, parent, run!.id);
    expect(detail.item).toMatchObject({ state: 'done', counts: { succeeded: 1, offline: 1 } });
    expect(detail.item.finished_at).not.toBeNull();

    const history = await historyOf(t.app, parent, job.id);
    expect(history.map((h) => h.action)).toEqual(['create', 'run_start', 'finish', 'run_finish']);
    expect(history[0]).toMatchObject({ actor: 'pham_van_duc', from: null, to: 'active' });
    expect(history[2]).toMatchObject({ from: 'active', to: 'done', actor: 'system' });
    expect(history[3]!.details).toMatchObject({ run_id: run!.id, counts: { succeeded: 1 } });
  });

  it('shows a failed command as failed, and an unanswered one as expired', async () => {
    await onlyOnline(a1, a2);
    const job = await createJob(t.app, parent, { schedule: 'now', target: 'parent' });
    const [run] = await runsOf(t.app, parent, job.id);
    expect(run!.counts).toMatchObject({ queued: 2 });
    const targets = (await runOf(t.app, parent, run!.id)).list;
    const first = targets.find((x) => x.agent_id === a1.id)!;
    expect((await ack(a1, first.command_id!, 'failed', 'no session')).statusCode).toBe(200);
    await later();
    expect((await runOf(t.app, parent, run!.id)).item.state).toBe('running');

    // Not received in 10 minutes: the agents' own expiry ends it, then the run closes.
    await later(10 * 60_000 + 30_000);
    await later();
    const detail = await runOf(t.app, parent, run!.id);
    expect(detail.item).toMatchObject({ state: 'done', counts: { failed: 1, expired: 1 } });
    expect(detail.list.find((x) => x.agent_id === a1.id)).toMatchObject({
      state: 'failed',
      output: 'no session',
    });
    // A paged, filtered target table.
    const failed = await call(
      t.app,
      'rpa.runGet',
      { id: run!.id, state: 'failed' },
      { token: parent.token },
    );
    expect(failed.json()).toMatchObject({ total: 1, list: [{ agent_id: a1.id }] });
  });

  it('reaches the agents of the chosen staff users, resolved when it runs', async () => {
    const staff = await createStaff(t.app, parent.token, { user_name: 'rpa_staff_1' });
    const preview = async () =>
      (
        await callOk(
          t.app,
          'rpa.targetsPreview',
          { admin_id: parent.id, target: 'staff', staff_ids: [staff.id] },
          { token: parent.token },
        )
      ).list;
    expect(await preview()).toEqual([]);
    const none = await call(
      t.app,
      'rpa.targetsPreview',
      { admin_id: parent.id, target: 'agents', agent_ids: [] },
      { token: parent.token },
    );
    expect(none.json()).toMatchObject({ total: 0, list: [] });
    const link = await call(
      t.app,
      'agents.staffAgentCreate',
      { admin_id: parent.id, agent_id: a2.id, staff_id: staff.id },
      { token: parent.token },
    );
    expect(link.statusCode, link.body).toBe(200);
    expect((await preview()).map((a) => a.agent_id)).toEqual([a2.id]);

    await onlyOnline(a1, a2);
    const job = await createJob(t.app, parent, {
      schedule: 'now',
      target: 'staff',
      staff_ids: [staff.id],
    });
    const [run] = await runsOf(t.app, parent, job.id);
    const detail = await runOf(t.app, parent, run!.id);
    expect(detail.list.map((x) => [x.agent_id, x.staff_name])).toEqual([[a2.id, 'rpa_staff_1']]);

    // The run keeps who was signed in when it started, after the staff user signs out.
    const signedOut = await call(
      t.app,
      'agents.staffAgentDelete',
      { admin_id: parent.id, agent_id: a2.id, staff_id: staff.id },
      { token: parent.token },
    );
    expect(signedOut.statusCode, signedOut.body).toBe(200);
    expect((await runOf(t.app, parent, run!.id)).list[0]!.staff_name).toBe('rpa_staff_1');
  });

  it('marks update_now not needed for an agent already on the latest version', async () => {
    const admin = (await login(t.app, 'admin001')).access_token;
    const release = await call(
      t.app,
      'agents.setLatestVersion',
      { version: '1.0.0', url: 'https://downloads.example.com/agent-1.0.0.msi' },
      { token: admin },
    );
    expect(release.statusCode, release.body).toBe(200);
    await onlyOnline(a1);
    const job = await createJob(t.app, parent, {
      schedule: 'now',
      command: 'update_now',
      target: 'agents',
      agent_ids: [a1.id],
    });
    const [run] = await runsOf(t.app, parent, job.id);
    expect((await runOf(t.app, parent, run!.id)).list).toEqual([
      expect.objectContaining({
        state: 'failed',
        command_id: null,
        note: 'agents.update_not_needed',
      }),
    ]);
  });
});

describe('schedules', () => {
  it('runs an at-time job once at its time, then is done', async () => {
    const at = new Date(clock.now().getTime() + 3600_000).toISOString();
    const job = await createJob(t.app, parent, { schedule: 'at', run_at: at });
    expect(job).toMatchObject({ state: 'active', next_run_at: at });
    await later();
    expect(await runsOf(t.app, parent, job.id)).toEqual([]);
    await later(3600_000);
    await later(3600_000);
    const runs = await runsOf(t.app, parent, job.id);
    expect(runs.map((r) => r.scheduled_for)).toEqual([at]);
    expect(await jobOf(t.app, parent, job.id)).toMatchObject({ state: 'done', next_run_at: null });
  });

  it('runs a missed daily slot once when the server comes back, then the next slot from now', async () => {
    const job = await createJob(t.app, parent, { time: '09:00' });
    const first = job.next_run_at!;
    // Three days without a server: three slots passed.
    await later(3 * 86_400_000);
    const runs = await runsOf(t.app, parent, job.id);
    expect(runs.map((r) => r.scheduled_for)).toEqual([first]);
    const after = await jobOf(t.app, parent, job.id);
    expect(Date.parse(after.next_run_at!)).toBeGreaterThan(clock.now().getTime());
    expect(Date.parse(after.next_run_at!) - clock.now().getTime()).toBeLessThanOrEqual(86_400_000);
    expect(after.next_run_at!.endsWith('T02:00:00.000Z')).toBe(true); // 09:00 in UTC+7
    await later();
    expect(await runsOf(t.app, parent, job.id)).toHaveLength(1);
  });

  it('does not run while paused, and resumes from the next slot after now', async () => {
    const job = await createJob(t.app, parent, { time: '10:00' });
    const paused = await act('rpa.jobPause', { id: job.id, reason: 'nghỉ lễ' });
    expect(paused.json().item).toMatchObject({ state: 'paused', next_run_at: null });
    expect((await act('rpa.jobPause', { id: job.id })).statusCode).toBe(409);
    await later(3 * 86_400_000);
    expect(await runsOf(t.app, parent, job.id)).toEqual([]);
    const resumed = await act('rpa.jobResume', { id: job.id });
    const next = resumed.json().item.next_run_at as string;
    expect(resumed.json().item.state).toBe('active');
    expect(Date.parse(next)).toBeGreaterThan(clock.now().getTime());
    expect(Date.parse(next) - clock.now().getTime()).toBeLessThanOrEqual(86_400_000);
    expect(next.endsWith('T03:00:00.000Z')).toBe(true);
    await later(Date.parse(next) - clock.now().getTime());
    expect((await runsOf(t.app, parent, job.id)).map((r) => r.scheduled_for)).toEqual([next]);
    const history = await historyOf(t.app, parent, job.id);
    expect(history.slice(0, 3).map((h) => [h.action, h.from, h.to, h.reason])).toEqual([
      ['create', null, 'active', ''],
      ['pause', 'active', 'paused', 'nghỉ lễ'],
      ['resume', 'paused', 'active', ''],
    ]);
  });

  it('moves the next run on an edit, and makes a done one-off job active again', async () => {
    const job = await createJob(t.app, parent, { time: '09:00' });
    const edited = await act('rpa.jobUpdate', {
      id: job.id,
      admin_id: parent.id,
      name: 'Khóa lúc 22 giờ',
      command: 'lockscreen',
      target: 'parent',
      schedule: 'weekly',
      time: '22:00',
      days: [6],
      timezone: 'Asia/Ho_Chi_Minh',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const next = edited.json().item.next_run_at as string;
    expect(new Date(next).getUTCDay()).toBe(6); // Saturday 22:00 in UTC+7 is Saturday 15:00 UTC
    expect(next.endsWith('T15:00:00.000Z')).toBe(true);
    const history = await historyOf(t.app, parent, job.id);
    expect(history.at(-1)).toMatchObject({ action: 'update', from: 'active', to: 'active' });
    expect(history.at(-1)!.details.changed).toEqual(
      expect.arrayContaining(['name', 'schedule', 'time', 'days']),
    );

    const once = await createJob(t.app, parent, { schedule: 'now' });
    expect(once.state).toBe('done');
    const at = new Date(clock.now().getTime() + 7200_000).toISOString();
    const again = await act('rpa.jobUpdate', {
      id: once.id,
      admin_id: parent.id,
      name: 'Lần nữa',
      command: 'lockscreen',
      target: 'parent',
      schedule: 'at',
      run_at: at,
    });
    expect(again.json().item).toMatchObject({ state: 'active', next_run_at: at });
  });

  it('forgets a deleted job: no runs, not listed, not found', async () => {
    const job = await createJob(t.app, parent, { time: '11:00', name: 'Sẽ xóa' });
    expect((await act('rpa.jobDelete', { id: job.id, reason: 'không cần' })).statusCode).toBe(200);
    await later(2 * 86_400_000);
    const list = await call(
      t.app,
      'rpa.jobList',
      { keyword: 'sẽ xóa', page_size: 100 },
      { token: parent.token },
    );
    expect(list.json().total).toBe(0);
    expect((await act('rpa.jobGet', { id: job.id })).statusCode).toBe(404);
    expect((await act('rpa.jobResume', { id: job.id })).statusCode).toBe(404);
    const runs = await t.deps.db
      .selectFrom('rpa_runs')
      .select('id')
      .where('job_id', '=', job.id)
      .execute();
    expect(runs).toEqual([]);
  });

  it('runs now beside the schedule on run_now, leaving the next run as it was', async () => {
    const job = await createJob(t.app, parent, { time: '08:00' });
    const res = await act('rpa.jobRunNow', { id: job.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toMatchObject({ trigger: 'manual', job_id: job.id });
    expect((await jobOf(t.app, parent, job.id)).next_run_at).toBe(job.next_run_at);
  });

  it('lists, filters and searches jobs', async () => {
    const list = async (input: Record<string, unknown>) =>
      (await callOk(t.app, 'rpa.jobList', { page_size: 100, ...input }, { token: parent.token }))
        .list;
    const all = await list({});
    expect(all.length).toBeGreaterThan(3);
    expect(all.every((j) => j.admin_id === parent.id)).toBe(true);
    expect((await list({ state: 'done' })).every((j) => j.state === 'done')).toBe(true);
    expect((await list({ keyword: 'LẦN NỮA' })).map((j) => j.name)).toEqual(['Lần nữa']);
  });
});

describe('daylight saving through the API', () => {
  it('runs a New York 02:30 daily job at 03:30 on the spring-forward day, once', async () => {
    await setClock('2031-03-08T12:00:00.000Z'); // DST starts Sunday 9 March 2031
    const job = await createJob(t.app, parent, { time: '02:30', timezone: 'America/New_York' });
    expect(job.next_run_at).toBe('2031-03-09T07:30:00.000Z'); // 03:30 EDT
    await setClock('2031-03-09T07:30:00.000Z');
    await t.deps.jobs.runDue();
    await later();
    expect((await runsOf(t.app, parent, job.id)).map((r) => r.scheduled_for)).toEqual([
      '2031-03-09T07:30:00.000Z',
    ]);
    expect((await jobOf(t.app, parent, job.id)).next_run_at).toBe('2031-03-10T06:30:00.000Z');
  });

  it('runs a New York 01:30 daily job once on the fall-back day', async () => {
    await setClock('2031-11-01T12:00:00.000Z'); // DST ends Sunday 2 November 2031
    const job = await createJob(t.app, parent, { time: '01:30', timezone: 'America/New_York' });
    expect(job.next_run_at).toBe('2031-11-02T05:30:00.000Z'); // 01:30 EDT
    // Through the repeated hour, a tick every 5 minutes.
    await setClock('2031-11-02T05:25:00.000Z');
    for (let i = 0; i < 24; i += 1) await later(5 * 60_000);
    expect((await runsOf(t.app, parent, job.id)).map((r) => r.scheduled_for)).toEqual([
      '2031-11-02T05:30:00.000Z',
    ]);
    expect((await jobOf(t.app, parent, job.id)).next_run_at).toBe('2031-11-03T06:30:00.000Z');
  });

  it('runs a Ho Chi Minh City weekly job on its days at its hour', async () => {
    await setClock('2031-11-03T00:00:00.000Z'); // a Monday
    const job = await createJob(t.app, parent, {
      schedule: 'weekly',
      time: '07:00',
      days: [1, 4],
      timezone: 'Asia/Ho_Chi_Minh',
    });
    expect(job.next_run_at).toBe('2031-11-06T00:00:00.000Z'); // Thursday 07:00 (Monday's passed)
    await setClock('2031-11-06T00:00:00.000Z');
    await t.deps.jobs.runDue();
    await later();
    expect((await jobOf(t.app, parent, job.id)).next_run_at).toBe('2031-11-10T00:00:00.000Z');
  });
});

describe('the runs of a job', () => {
  it('are listed newest first, oldest first when asked', async () => {
    const job = await createJob(t.app, parent, { time: '09:00', name: 'Hai lần' });
    await onlyOnline(a1, a2);
    const first = (await act('rpa.jobRunNow', { id: job.id })).json().item.id as number;
    // One run at a time: the first ends when both agents have answered.
    for (const target of (await runOf(t.app, parent, first)).list) {
      const agent = target.agent_id === a1.id ? a1 : a2;
      expect((await ack(agent, target.command_id!, 'succeeded')).statusCode).toBe(200);
    }
    await later();
    const again = await act('rpa.jobRunNow', { id: job.id });
    expect(again.statusCode, again.body).toBe(200);
    const second = again.json().item.id as number;
    const runs = async (order?: string) =>
      (
        await callOk(
          t.app,
          'rpa.runList',
          { job_id: job.id, page_size: 100, ...(order && { order }) },
          { token: parent.token },
        )
      ).list.map((r) => r.id);
    expect(await runs()).toEqual([second, first]);
    expect(await runs('desc')).toEqual([first, second]);
  });
});
