import { beforeAll, describe, expect, it } from 'vitest';
import { useAgentWorld } from '../helpers/agent-world';
import { enrolAgent, linkAgent } from '../helpers/agents';
import { answerOf, call, type TestApp } from '../helpers/app';
import { expectFailure } from '../helpers/expect';
import type { Caller } from '../helpers/parents';

/**
 * Every agent call family refusing another parent's data, on the real database (set-up:
 * helpers/agent-world.ts); employees with parents.any reach any parent.
 */
const { world } = useAgentWorld('2030-05-01T08:00:00.000Z');
let t: TestApp;
let parent: Caller;
let other: Caller;
let supporter: string;
let operator: string;
beforeAll(() => {
  ({ t, parent, other, supporter, operator } = world);
});

describe('ownership', () => {
  let agent: Awaited<ReturnType<typeof enrolAgent>>;
  beforeAll(async () => {
    agent = await enrolAgent(t.app, 'Máy của phụ huynh');
    await linkAgent(t.app, agent, parent.id, parent.token);
  });

  const families: [string, (adminId: number) => Record<string, unknown>][] = [
    ['agents.list', (admin_id) => ({ admin_id })],
    ['agents.check', (admin_id) => ({ admin_id, agent_id: agent.id })],
    ['agents.logout', (admin_id) => ({ admin_id, agent_id: agent.id })],
    [
      'agents.setBlockBrowser',
      (admin_id) => ({ admin_id, agent_id: agent.id, block_browser: true }),
    ],
    ['agents.setUserLogin', (admin_id) => ({ admin_id, agent_id: agent.id, user_login: true })],
    ['agents.sendCommand', (admin_id) => ({ admin_id, agent_id: agent.id, command: 'lockscreen' })],
    ['agents.commands', (admin_id) => ({ admin_id, agent_id: agent.id })],
    ['agents.setName', (admin_id) => ({ admin_id, agent_id: agent.id, name: 'x' })],
    ['agents.software', (admin_id) => ({ admin_id, agent_id: agent.id })],
    ['agents.staffAgentList', (admin_id) => ({ admin_id })],
    ['agents.staffAgentCreate', (admin_id) => ({ admin_id, agent_id: agent.id, staff_id: 1 })],
  ];

  it.each(families)(
    '%s: another parent gets 403 naming this parent or his agent',
    async (id, input) => {
      const theirs = await call(t.app, id as never, input(parent.id), { token: other.token });
      expectFailure(theirs, 403, 'common.permission_denied');
      if (id !== 'agents.list' && id !== 'agents.staffAgentList') {
        const mine = await call(t.app, id as never, input(other.id), { token: other.token });
        expectFailure(mine, 403, 'common.permission_denied');
      }
      const noAdmin = await call(t.app, id as never, input(parent.id), { token: operator });
      expectFailure(noAdmin, 403, 'common.permission_denied');
    },
  );

  it('lets a parent rename or read only his own agents without naming himself', async () => {
    expectFailure(
      await call(
        t.app,
        'agents.setName',
        { agent_id: agent.id, name: 'x' },
        { token: other.token },
      ),
      403,
      'common.permission_denied',
    );
    expectFailure(
      await call(t.app, 'agents.software', { agent_id: agent.id }, { token: other.token }),
      403,
      'common.permission_denied',
    );
  });

  it('lets employees with parents.any reach any parent', async () => {
    const list = await call(t.app, 'agents.list', { admin_id: parent.id }, { token: supporter });
    expect(answerOf('agents.list', list).list.map((a) => a.agent_id)).toContain(agent.id);
    const sent = await call(
      t.app,
      'agents.sendCommand',
      { admin_id: parent.id, agent_id: agent.id, command: 'lockscreen' },
      { token: supporter },
    );
    expect(sent.json().item).toMatchObject({ state: 'queued', requested_by: 'supporter1' });
    expectFailure(
      await call(t.app, 'agents.list', { admin_id: 999_999 }, { token: supporter }),
      404,
      'agents.parent_not_found',
    );
  });
});
