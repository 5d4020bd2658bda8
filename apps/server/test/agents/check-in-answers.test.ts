import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentCommandMachine } from '@console/contract/machines/agent-command';
import { OTP_TTL_MS } from '@console/contract/schemas/agents';
import { TestClock } from '../../src/clock';
import { detailsOf, historyOf } from '../../src/machines/transitions';
import { answerOf, call, createTestApp, type TestApp } from '../helpers/app';
import { expectFailure } from '../helpers/expect';
import {
  checkIn,
  enrolAgent,
  givePaidPackage,
  linkAgent,
  loginCustomer,
  otpOf,
  type TestAgent,
  within,
} from '../helpers/agents';

/**
 * What a check-in answers and what the agent's calls leave in a command's history: the linked
 * flag, a queued command answered without waiting, the parent's link request and a new staff
 * link waking a waiting check-in, the OTP as the agent shows it (typed in small letters, with
 * spaces) and at the exact end of its time, and who moved each command (the agent by its name,
 * the parent who logged it out), with what the agent reported.
 */
const NOW = '2030-07-01T08:00:00.000Z';
const clock = new TestClock(NOW);
let t: TestApp;
let parent: { token: string; id: number };
let other: { token: string; id: number };

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  await givePaidPackage(t.app, 'pham_van_duc'); // he links more agents than a free account
  parent = await loginCustomer(t.app, 'pham_van_duc');
  other = await loginCustomer(t.app, 'nguyenthanhha');
});
afterAll(() => t.close());

/** A new agent linked to `who`, after his earlier agents are logged out (4 at most). */
async function linked(name: string, who = parent): Promise<TestAgent> {
  const list = answerOf(
    'agents.list',
    await call(t.app, 'agents.list', { admin_id: who.id }, { token: who.token }),
  );
  for (const { agent_id } of list.list) {
    await call(t.app, 'agents.logout', { admin_id: who.id, agent_id }, { token: who.token });
  }
  const agent = await enrolAgent(t.app, name);
  await linkAgent(t.app, agent, who.id, who.token);
  return agent;
}

const send = (agent: TestAgent, command: string) =>
  call(
    t.app,
    'agents.sendCommand',
    { admin_id: parent.id, agent_id: agent.id, command },
    { token: parent.token },
  );

const ack = (agent: TestAgent, id: number, state: string, output = '') =>
  call(t.app, 'agents.ack', { command_id: id, state, output }, { token: agent.token });

const requestLink = (agent: TestAgent, otp: string, who = parent) =>
  call(t.app, 'agents.login', { agent_id: agent.id, otp, admin_id: who.id }, { token: who.token });

async function etagOf(agent: TestAgent) {
  return answerOf('agents.checkIn', await checkIn(t.app, agent)).policy_etag;
}

describe('a check-in’s answer', () => {
  it('says whether the agent is linked, and to whom', async () => {
    const alone = await enrolAgent(t.app, 'Máy chưa gắn');
    expect((await checkIn(t.app, alone)).json()).toMatchObject({
      linked: false,
      admin_id: null,
      commands: [],
    });
    const mine = await linked('Máy đã gắn');
    expect((await checkIn(t.app, mine)).json()).toMatchObject({
      agent_id: mine.id,
      linked: true,
      admin_id: parent.id,
      link_request: null,
    });
    const theirs = await linked('Máy của Mai', other);
    expect((await checkIn(t.app, theirs)).json()).toMatchObject({
      linked: true,
      admin_id: other.id,
    });
  });

  it('hands over a command already queued at once, without waiting out its wait', async () => {
    const agent = await linked('Máy có lệnh');
    const etag = await etagOf(agent);
    const sent = answerOf('agents.sendCommand', await send(agent, 'lockscreen')).item;
    const answer = await within(
      checkIn(t.app, agent, { policy_etag: etag, wait_seconds: 20 }),
      5_000,
    );
    expect(answer).not.toBe('still waiting');
    expect((answer as Awaited<ReturnType<typeof checkIn>>).json()).toMatchObject({
      commands: [{ id: sent.id, command: 'lockscreen' }],
      policy_changed: false,
    });
  });

  it('wakes a waiting unlinked agent when a parent asks to link it', async () => {
    const agent = await enrolAgent(t.app, 'Máy chờ gắn');
    const otp = await otpOf(t.app, agent);
    const etag = await etagOf(agent);
    const waiting = checkIn(t.app, agent, { policy_etag: etag, wait_seconds: 20 });
    expect(await within(waiting, 300)).toBe('still waiting');
    const request = await requestLink(agent, otp);
    expect(request.statusCode, request.body).toBe(200);
    const answer = await within(waiting, 5_000);
    expect(answer).not.toBe('still waiting');
    expect((answer as Awaited<typeof waiting>).json().link_request).toMatchObject({
      request_id: request.json().request_id,
      admin_id: parent.id,
    });
  });

  it('wakes a waiting agent when a staff user is linked to it', async () => {
    const agent = await linked('Máy nhân viên');
    const staff = await t.deps.db
      .insertInto('staff_users')
      .values({
        admin_id: parent.id,
        user_name: 'nhanvien-danh-thuc',
        full_name: 'Nhân viên đánh thức',
        password_hash: 'not used here',
        created_at: NOW,
        updated_at: NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const waiting = checkIn(t.app, agent, { policy_etag: await etagOf(agent), wait_seconds: 20 });
    expect(await within(waiting, 300)).toBe('still waiting');
    const link = { admin_id: parent.id, agent_id: agent.id, staff_id: staff.id };
    const created = await call(t.app, 'agents.staffAgentCreate', link, { token: parent.token });
    expect(created.statusCode, created.body).toBe(200);
    const answer = await within(waiting, 5_000);
    expect(answer).not.toBe('still waiting');
    expect((answer as Awaited<typeof waiting>).json().policy_changed).toBe(true);
  });
});

describe('the OTP a parent types', () => {
  it('is read as the agent shows it: small letters and spaces around it are fine', async () => {
    const agent = await enrolAgent(t.app, 'Máy chữ thường');
    const otp = await otpOf(t.app, agent);
    expect(otp).toBe(otp.toUpperCase());
    const res = await requestLink(agent, `  ${otp.toLowerCase()} `);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('is refused at the very end of its time', async () => {
    const agent = await enrolAgent(t.app, 'Máy hết giờ');
    const otp = await otpOf(t.app, agent);
    clock.set(new Date(Date.parse(NOW) + OTP_TTL_MS).toISOString());
    try {
      expectFailure(await requestLink(agent, otp), 409, 'agents.otp_expired');
      clock.set(new Date(Date.parse(NOW) + OTP_TTL_MS - 1).toISOString());
      const fresh = await otpOf(t.app, agent);
      expect((await requestLink(agent, fresh)).statusCode).toBe(200);
    } finally {
      clock.set(NOW);
    }
  });
});

describe('a command’s history', () => {
  it('names the agent that moved it and keeps what it reported, cut at 500 characters', async () => {
    const agent = await linked('Máy Lễ tân');
    const id = answerOf('agents.sendCommand', await send(agent, 'lockscreen')).item.id;
    await checkIn(t.app, agent);
    expect((await ack(agent, id, 'received')).statusCode).toBe(200);
    const output = `${'x'.repeat(499)}yz`;
    expect((await ack(agent, id, 'failed', output)).statusCode).toBe(200);
    const history = (await historyOf(t.deps.db, [agentCommandMachine], id)).reverse();
    expect(history.map((h) => [h.action, h.actor_name])).toEqual([
      ['deliver', 'agent:Máy Lễ tân'],
      ['receive', 'agent:Máy Lễ tân'],
      ['fail', 'agent:Máy Lễ tân'],
    ]);
    expect(detailsOf(history[1]!)).toEqual({});
    expect(detailsOf(history[2]!)).toEqual({ output: `${'x'.repeat(499)}y` });
  });

  it('names the parent who logged the agent out for a command it cancelled', async () => {
    const agent = await linked('Máy đăng xuất');
    const id = answerOf('agents.sendCommand', await send(agent, 'lockscreen')).item.id;
    const out = await call(
      t.app,
      'agents.logout',
      { admin_id: parent.id, agent_id: agent.id },
      { token: parent.token },
    );
    expect(out.statusCode, out.body).toBe(200);
    const [last] = await historyOf(t.deps.db, [agentCommandMachine], id);
    expect(last).toMatchObject({
      action: 'cancel',
      from_state: 'queued',
      to_state: 'cancelled',
      actor_name: 'pham_van_duc',
      reason: 'logout',
    });
  });
});
