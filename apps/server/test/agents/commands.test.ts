import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentCommandMachine } from '@console/contract/machines/agent-command';
import { TestClock } from '../../src/clock';
import { historyOf } from '../../src/machines/transitions';
import { expireCommands } from '../../src/modules/agents/commands.service';
import {
  answerOf,
  call,
  callOk,
  createPeerApp,
  PEERS_ENV,
  createTestApp,
  login,
  type TestApp,
} from '../helpers/app';
import { TEST_DB } from '../helpers/database';
import { expectFailure, expectFieldErrors } from '../helpers/expect';
import {
  checkIn,
  enrolAgent,
  linkAgent,
  loginCustomer,
  type TestAgent,
  within,
} from '../helpers/agents';

/**
 * Commands through their queue: order, states reported by the agent, history rows, expiry of
 * restart and update, update only when the version differs; and the long poll woken by a new
 * command on the same server and on another server of the same PostgreSQL.
 */
const NOW = '2030-06-01T08:00:00.000Z';
const clock = new TestClock(NOW);
let t: TestApp;
let parent: { token: string; id: number };
let admin: string;

beforeAll(async () => {
  t = await createTestApp(PEERS_ENV, { clock });
  parent = await loginCustomer(t.app, 'pham_van_duc');
  admin = (await login(t.app, 'admin001')).access_token;
});
afterAll(() => t.close());

/** A newly linked agent; the parent's earlier ones are logged out, as he may link only 4. */
async function linked(name: string): Promise<TestAgent> {
  const list = await callOk(t.app, 'agents.list', { admin_id: parent.id }, { token: parent.token });
  for (const { agent_id } of list.list) {
    await call(t.app, 'agents.logout', { admin_id: parent.id, agent_id }, { token: parent.token });
  }
  const agent = await enrolAgent(t.app, name);
  await linkAgent(t.app, agent, parent.id, parent.token);
  return agent;
}

const send = (agent: TestAgent, command: string, app = t.app) =>
  call(
    app,
    'agents.sendCommand',
    { admin_id: parent.id, agent_id: agent.id, command },
    {
      token: parent.token,
    },
  );

const ack = (agent: TestAgent, id: number, state: string, output = '') =>
  call(t.app, 'agents.ack', { command_id: id, state, output }, { token: agent.token });

describe('the command queue', () => {
  it('hands commands over in the order sent, and keeps each state the agent reports', async () => {
    const agent = await linked('Máy lệnh');
    const ids: number[] = [];
    for (const command of ['lockscreen', 'list_software', 'unlockscreen']) {
      const res = await send(agent, command);
      expect(res.json().item).toMatchObject({ command, state: 'queued', expires_at: null });
      ids.push(res.json().item.id);
    }
    const poll = await checkIn(t.app, agent);
    expect(answerOf('agents.checkIn', poll).commands.map((c) => c.id)).toEqual(ids);

    // Sent but not received: handed over again.
    expect((await checkIn(t.app, agent)).json().commands).toHaveLength(3);
    for (const id of ids) expect((await ack(agent, id, 'received')).json().state).toBe('received');
    expect((await checkIn(t.app, agent)).json().commands).toHaveLength(0);

    expect((await ack(agent, ids[0]!, 'started')).statusCode).toBe(200);
    expect((await ack(agent, ids[0]!, 'succeeded', 'locked')).json().state).toBe('succeeded');
    // A repeated report answers the same; one the state no longer allows gets 409.
    expect((await ack(agent, ids[0]!, 'succeeded')).json().state).toBe('succeeded');
    expectFailure(await ack(agent, ids[0]!, 'received'), 409, 'agents.command_state');
    expect((await ack(agent, ids[1]!, 'failed', 'no access')).json().state).toBe('failed');

    const list = await call(
      t.app,
      'agents.commands',
      { admin_id: parent.id, agent_id: agent.id },
      { token: parent.token },
    );
    expect(answerOf('agents.commands', list).list.map((c) => `${c.command}:${c.state}`)).toEqual([
      'unlockscreen:received',
      'list_software:failed',
      'lockscreen:succeeded',
    ]);
    expect(list.json().list[2].output).toBe('locked');

    const history = await historyOf(t.deps.db, [agentCommandMachine], ids[0]!);
    expect(history.map((h) => `${h.from_state}>${h.to_state}`).reverse()).toEqual([
      'queued>sent',
      'sent>received',
      'received>started',
      'started>succeeded',
    ]);
  });

  it('does not let one agent report another’s command', async () => {
    const a = await linked('Máy A');
    const b = await enrolAgent(t.app, 'Máy B');
    const id = (await send(a, 'lockscreen')).json().item.id as number;
    expectFailure(await ack(b, id, 'received'), 404, 'agents.command_not_found');
    expectFieldErrors(await ack(a, id, 'done'), [
      { path: 'state', message: 'validation.invalid_option' },
    ]);
    expectFieldErrors(await send(a, 'format_disk'), [
      { path: 'command', message: 'validation.invalid_option' },
    ]);
  });

  it('expires restart and update after 10 minutes undelivered, and never hands them over', async () => {
    const agent = await linked('Máy ngủ');
    await call(
      t.app,
      'agents.setLatestVersion',
      { version: '9.9.9', url: 'https://downloads.example.com/agent.msi' },
      { token: admin },
    );
    const restart = (await send(agent, 'restart_now')).json().item;
    const update = (await send(agent, 'update_now')).json().item;
    const lock = (await send(agent, 'lockscreen')).json().item;
    expect(restart.expires_at).toBe('2030-06-01T08:10:00.000Z');
    expect(update.state).toBe('queued');
    clock.set('2030-06-01T08:10:01.000Z');
    try {
      expect(await expireCommands(t.deps.db, clock.now())).toBe(2);
      const poll = await checkIn(t.app, agent);
      expect(answerOf('agents.checkIn', poll).commands.map((c) => c.id)).toEqual([lock.id]);
      const states = await t.deps.db
        .selectFrom('agent_commands')
        .select(['id', 'state'])
        .where('id', 'in', [restart.id, update.id])
        .orderBy('id')
        .execute();
      expect(states.map((s) => s.state)).toEqual(['expired', 'expired']);
      expect((await historyOf(t.deps.db, [agentCommandMachine], restart.id))[0]).toMatchObject({
        action: 'expire',
        actor_name: 'system',
      });
    } finally {
      clock.set(NOW);
    }
  });

  it('offers update_now only when the agent’s version differs from the latest', async () => {
    const agent = await linked('Máy cập nhật');
    await call(
      t.app,
      'agents.setLatestVersion',
      { version: '1.0.0', url: 'https://downloads.example.com/agent-1.0.0.msi' },
      { token: admin },
    );
    expectFailure(await send(agent, 'update_now'), 409, 'agents.update_not_needed');
    const list = await call(t.app, 'agents.list', { admin_id: parent.id }, { token: parent.token });
    expect(
      answerOf('agents.list', list).list.find((a) => a.agent_id === agent.id)!.update_available,
    ).toBe(false);
    await call(
      t.app,
      'agents.setLatestVersion',
      { version: '1.1.0', url: 'https://downloads.example.com/agent-1.1.0.msi' },
      { token: admin },
    );
    const sent = await send(agent, 'update_now');
    expect(sent.statusCode, sent.body).toBe(200);
    const poll = await checkIn(t.app, agent);
    expect(poll.json().commands.at(-1)).toMatchObject({
      command: 'update_now',
      args: { version: '1.1.0', url: 'https://downloads.example.com/agent-1.1.0.msi' },
    });
  });

  it('cancels what the agent has not finished when it is logged out', async () => {
    const agent = await linked('Máy đăng xuất');
    const id = (await send(agent, 'lockscreen')).json().item.id as number;
    await call(
      t.app,
      'agents.logout',
      { admin_id: parent.id, agent_id: agent.id },
      { token: parent.token },
    );
    const row = await t.deps.db
      .selectFrom('agent_commands')
      .select('state')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('cancelled');
  });
});

describe('the long poll', () => {
  it('answers a waiting check-in with a command sent meanwhile', async () => {
    const agent = await linked('Máy chờ');
    const first = await checkIn(t.app, agent);
    const etag = answerOf('agents.checkIn', first).policy_etag;
    const waiting = checkIn(t.app, agent, { policy_etag: etag, wait_seconds: 20 });
    // Nothing to say: it waits.
    expect(await within(waiting, 300)).toBe('still waiting');
    const sent = await send(agent, 'lockscreen');
    const answer = await within(waiting, 5_000);
    expect(answer).not.toBe('still waiting');
    expect((answer as Awaited<typeof waiting>).json().commands).toEqual([
      expect.objectContaining({ id: sent.json().item.id, command: 'lockscreen' }),
    ]);
  });

  it.runIf(TEST_DB === 'postgres')(
    'wakes a check-in waiting on one server when the command is sent through another',
    async () => {
      const peer = await createPeerApp(t, { clock });
      try {
        const agent = await linked('Máy hai máy chủ');
        const etag = answerOf('agents.checkIn', await checkIn(t.app, agent)).policy_etag;
        const waiting = checkIn(peer.app, agent, { policy_etag: etag, wait_seconds: 20 });
        expect(await within(waiting, 300)).toBe('still waiting');
        const sent = await send(agent, 'unlockscreen', t.app);
        const answer = await within(waiting, 5_000);
        expect(answer).not.toBe('still waiting');
        expect((answer as Awaited<typeof waiting>).json().commands[0]).toMatchObject({
          id: sent.json().item.id,
          command: 'unlockscreen',
        });
      } finally {
        await peer.close();
      }
    },
  );

  it('answers a waiting check-in when the signed-in staff user’s settings change', async () => {
    const agent = await linked('Máy chính sách');
    const staff = await t.deps.db
      .insertInto('staff_users')
      .values({
        admin_id: parent.id,
        user_name: 'nhanvien-chinh-sach',
        full_name: 'Nhân viên chính sách',
        password_hash: 'not used here',
        created_at: NOW,
        updated_at: NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const link = { admin_id: parent.id, agent_id: agent.id, staff_id: staff.id };
    const as = { token: parent.token };
    expect((await call(t.app, 'agents.staffAgentCreate', link, as)).statusCode).toBe(200);
    expect((await call(t.app, 'agents.staffAgentActive', link, as)).statusCode).toBe(200);
    const etag = answerOf('agents.checkIn', await checkIn(t.app, agent)).policy_etag;
    const waiting = checkIn(t.app, agent, { policy_etag: etag, wait_seconds: 20 });
    expect(await within(waiting, 300)).toBe('still waiting');
    const set = await call(
      t.app,
      'parents.tabModeSet',
      { staff_id: staff.id, mode: 'closetab' },
      as,
    );
    expect(set.statusCode).toBe(200);
    const answer = await within(waiting, 5_000);
    expect(answer).not.toBe('still waiting');
    expect((answer as Awaited<typeof waiting>).json()).toMatchObject({ policy_changed: true });
  });

  it('answers after its wait with nothing new', async () => {
    const agent = await linked('Máy yên');
    const etag = answerOf('agents.checkIn', await checkIn(t.app, agent)).policy_etag;
    const res = await checkIn(t.app, agent, { policy_etag: etag, wait_seconds: 1 });
    expect(res.json()).toMatchObject({ commands: [], policy_changed: false, link_request: null });
  });
});
