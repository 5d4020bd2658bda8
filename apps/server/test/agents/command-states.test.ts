import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentCommandMachine } from '@console/contract/machines/agent-command';
import {
  ACK_STATES,
  COMMAND_STATES,
  type AckState,
  type CommandState,
} from '@console/contract/schemas/agents';
import { historyOf } from '../../src/machines/transitions';
import { useAgentWorld } from '../helpers/agent-world';
import { answerOf, call, type TestApp } from '../helpers/app';
import type { TestAgent } from '../helpers/agents';
import type { Tenant } from '../helpers/two-parents';

/**
 * The agent-command state table (docs/decisions/agents.md, "Commands"), pinned through the
 * agent's own call (`command/ack`) the way the campaign machine's table is pinned
 * (packages/contract/src/machines/machines.test.ts): a command is put in each state, the agent
 * reports each outcome, and what happens is compared with a table written by hand, not derived
 * from the machine. Set-up: helpers/agent-world.ts with the two parents of two-parents.ts.
 */
const { world } = useAgentWorld('2030-05-01T08:00:00.000Z', { tenants: true });
let t: TestApp;
let a: Tenant;
let b: Tenant;
beforeAll(() => {
  ({ t, a, b } = world);
});

/**
 * What the agent's report of each outcome does from each state: the state it moves to (200, one
 * history row), '=' (200, the same state answered again for a retried report, nothing written),
 * or 'refused' (409 agents.command_state, nothing written: a finished command stays finished).
 */
const EXPECTED: Record<CommandState, Record<AckState, string>> = {
  queued: { received: 'received', started: 'started', succeeded: 'succeeded', failed: 'failed' },
  sent: { received: 'received', started: 'started', succeeded: 'succeeded', failed: 'failed' },
  received: { received: '=', started: 'started', succeeded: 'succeeded', failed: 'failed' },
  started: { received: 'refused', started: '=', succeeded: 'succeeded', failed: 'failed' },
  succeeded: { received: 'refused', started: 'refused', succeeded: '=', failed: 'refused' },
  failed: { received: 'refused', started: 'refused', succeeded: 'refused', failed: '=' },
  expired: { received: 'refused', started: 'refused', succeeded: 'refused', failed: 'refused' },
  cancelled: { received: 'refused', started: 'refused', succeeded: 'refused', failed: 'refused' },
};

const ACTIONS: Record<AckState, string> = {
  received: 'receive',
  started: 'start',
  succeeded: 'succeed',
  failed: 'fail',
};

/** A command of the parent's on his agent, put in `state` as its earlier steps would leave it. */
async function commandIn(parent: Tenant, state: CommandState): Promise<number> {
  const sent = await call(
    t.app,
    'agents.sendCommand',
    { admin_id: parent.id, agent_id: parent.agent.id, command: 'lockscreen' },
    { token: parent.token },
  );
  const id = answerOf('agents.sendCommand', sent).item.id;
  await t.deps.db.updateTable('agent_commands').set({ state }).where('id', '=', id).execute();
  return id;
}

const rowOf = (id: number) =>
  t.deps.db
    .selectFrom('agent_commands')
    .select(['state', 'output', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const ack = (agent: TestAgent, id: number, state: AckState, output: string) =>
  call(t.app, 'agents.ack', { command_id: id, state, output }, { token: agent.token });

/** What one report did, in the table's words, or what went wrong instead. */
async function outcome(
  id: number,
  from: CommandState,
  to: AckState,
  res: LightMyRequestResponse,
  before: Awaited<ReturnType<typeof rowOf>>,
  historyBefore: number,
): Promise<string> {
  const row = await rowOf(id);
  const history = await historyOf(t.deps.db, [agentCommandMachine], id);
  const added = history.length - historyBefore;
  if (res.statusCode === 409 && res.json().message === 'agents.command_state') {
    return added === 0 && row.state === before.state && row.output === before.output
      ? 'refused'
      : `refused, yet ${row.state} with ${added} history rows`;
  }
  if (res.statusCode !== 200) return `${res.statusCode} ${res.body}`;
  const answered = answerOf('agents.ack', res).state;
  if (answered === from && row.state === from && added === 0) return '=';
  const last = history[0];
  const recorded =
    added === 1 &&
    last?.from_state === from &&
    last.to_state === to &&
    last.action === ACTIONS[to] &&
    row.output === `report ${to}`;
  return answered === to && row.state === to && recorded
    ? to
    : `answered ${answered}, row ${row.state}, ${added} history rows`;
}

describe('the agent-command state table', () => {
  it('has a row for every state and a column for every outcome the agent reports', () => {
    expect(Object.keys(EXPECTED)).toEqual([...COMMAND_STATES]);
    expect(agentCommandMachine.states).toEqual([...COMMAND_STATES]);
    for (const row of Object.values(EXPECTED)) expect(Object.keys(row)).toEqual([...ACK_STATES]);
  });

  it('answers every (state, reported outcome) pair as written, through the agent’s call', async () => {
    const observed: Record<string, Record<string, string>> = {};
    for (const from of COMMAND_STATES) {
      observed[from] = {};
      for (const to of ACK_STATES) {
        const id = await commandIn(a, from);
        const before = await rowOf(id);
        const historyBefore = (await historyOf(t.deps.db, [agentCommandMachine], id)).length;
        const res = await ack(a.agent, id, to, `report ${to}`);
        observed[from][to] = await outcome(id, from, to, res, before, historyBefore);
      }
    }
    expect(observed).toEqual(EXPECTED);
  });

  it('keeps a command reported succeeded succeeded when a later report says it failed', async () => {
    const id = await commandIn(a, 'started');
    expect(answerOf('agents.ack', await ack(a.agent, id, 'succeeded', 'locked')).state).toBe(
      'succeeded',
    );
    const late = await ack(a.agent, id, 'failed', 'timeout');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('agents.command_state');
    expect(await rowOf(id)).toMatchObject({ state: 'succeeded', output: 'locked' });
    const history = await historyOf(t.deps.db, [agentCommandMachine], id);
    expect(history.map((h) => `${h.from_state}>${h.to_state}`)).toEqual(['started>succeeded']);
  });

  it('lets no agent report another parent’s command, in any state', async () => {
    for (const from of COMMAND_STATES) {
      const id = await commandIn(a, from);
      const before = await rowOf(id);
      for (const to of ACK_STATES) {
        const res = await ack(b.agent, id, to, 'not mine');
        expect(res.statusCode, `${from} reported ${to} by B's agent`).toBe(404);
        expect(res.json().message).toBe('agents.command_not_found');
      }
      expect(await rowOf(id)).toEqual(before);
    }
  });
});
