import { beforeAll, describe, expect, it } from 'vitest';
import { useAgentWorld } from '../helpers/agent-world';
import { checkIn, type TestAgent } from '../helpers/agents';
import { answerOf, call, callOk, type TestApp } from '../helpers/app';
import type { Tenant } from '../helpers/two-parents';
import { createJob, runOf, runsOf } from './helpers';

/**
 * Whom a job reaches (modules/rpa/targets.ts): a job aimed at all of the parent's agents reaches
 * his agents only, and one aimed at chosen staff users only the agents those users sign in on
 * (their enabled links), never the other parent's agents nor the agents of the parent's other
 * staff users. Checked in the run's per-agent rows, in the commands queued, and in what each
 * agent's check-in hands over. Set-up: helpers/agent-world.ts with the two parents of
 * two-parents.ts; each has a staff user signed in on `agent` and another on `secondAgent`.
 */
const { world } = useAgentWorld('2030-05-01T08:00:00.000Z', { tenants: true });
let t: TestApp;
let a: Tenant;
let b: Tenant;
/** Every agent of the two parents' fixtures that has a secret here, by name for the messages. */
let everyAgent: [string, TestAgent][];

beforeAll(async () => {
  ({ t, a, b } = world);
  everyAgent = [
    ['A agent', a.agent],
    ['A second agent', a.secondAgent],
    ['B agent', b.agent],
    ['B second agent', b.secondAgent],
  ];
  // Each parent's first staff user also linked, not signed in, on the second agent: a job for
  // him must follow where he signs in, not every link he has.
  for (const p of [a, b]) {
    await callOk(
      t.app,
      'agents.staffAgentCreate',
      { admin_id: p.id, agent_id: p.secondAgent.id, staff_id: p.staffId },
      { token: p.token },
    );
  }
  // All four online (the clock stands still, so a check-in now keeps them online).
  for (const [, agent] of everyAgent) expect((await checkIn(t.app, agent)).statusCode).toBe(200);
});

async function agentsOf(parent: Tenant) {
  const res = await call(t.app, 'agents.list', { admin_id: parent.id }, { token: parent.token });
  return answerOf('agents.list', res)
    .list.map((x) => x.agent_id)
    .sort((x, y) => x - y);
}

/**
 * A job for now: its one run's per-agent rows (agent id → state), the agents its commands were
 * queued for, and which of the fixture agents' check-ins hand one of them over.
 */
async function reachOf(parent: Tenant, fields: Record<string, unknown>) {
  const job = await createJob(t.app, parent, { schedule: 'now', ...fields });
  const [run] = await runsOf(t.app, parent, job.id);
  const rows = (await runOf(t.app, parent, run!.id)).list;
  const commands = await t.deps.db
    .selectFrom('agent_commands')
    .select(['id', 'agent_id', 'admin_id'])
    .where('requested_by', '=', `rpa:${job.id}`)
    .execute();
  const ids = new Set(commands.map((c) => c.id));
  const handedTo: string[] = [];
  for (const [name, agent] of everyAgent) {
    const poll = answerOf('agents.checkIn', await checkIn(t.app, agent));
    if (poll.commands.some((c) => ids.has(c.id))) handedTo.push(name);
  }
  return {
    rows: Object.fromEntries(rows.map((r) => [r.agent_id, r.state])),
    queuedFor: commands.map((c) => c.agent_id).sort((x, y) => x - y),
    commandParents: [...new Set(commands.map((c) => c.admin_id))],
    handedTo,
  };
}

describe('a job aimed at all of the parent’s agents', () => {
  it('reaches every agent of his and none of the other parent’s', async () => {
    for (const [parent, names] of [
      [a, ['A agent', 'A second agent']],
      [b, ['B agent', 'B second agent']],
    ] as const) {
      const mine = await agentsOf(parent);
      const reach = await reachOf(parent, { target: 'parent' });
      expect(Object.keys(reach.rows).map(Number)).toEqual(mine);
      // His fixture agents are online and get the command; any other (A's seeded one) is
      // offline: a row, no command.
      const online = [parent.agent.id, parent.secondAgent.id].sort((x, y) => x - y);
      expect(reach.queuedFor).toEqual(online);
      for (const id of online) expect(reach.rows[id]).toBe('queued');
      expect(reach.commandParents).toEqual([parent.id]);
      expect(reach.handedTo).toEqual(names);
    }
  });
});

describe('a job aimed at chosen staff users', () => {
  it('reaches only the agents the chosen users sign in on', async () => {
    const cases = [
      [a, [a.staffId], [a.agent], ['A agent']],
      [a, [a.secondStaffId], [a.secondAgent], ['A second agent']],
      [a, [a.staffId, a.secondStaffId], [a.agent, a.secondAgent], ['A agent', 'A second agent']],
      [b, [b.staffId], [b.agent], ['B agent']],
      [b, [b.secondStaffId], [b.secondAgent], ['B second agent']],
    ] as const;
    for (const [parent, staffIds, agents, names] of cases) {
      const reach = await reachOf(parent, { target: 'staff', staff_ids: staffIds });
      const ids = agents.map((x) => x.id).sort((x, y) => x - y);
      expect(reach, `staff ${staffIds.join(', ')}`).toEqual({
        rows: Object.fromEntries(ids.map((id) => [id, 'queued'])),
        queuedFor: ids,
        commandParents: [parent.id],
        handedTo: names,
      });
    }
  });

  it('previews the same agents it will reach', async () => {
    const preview = await callOk(
      t.app,
      'rpa.targetsPreview',
      { admin_id: a.id, target: 'staff', staff_ids: [a.staffId] },
      { token: a.token },
    );
    expect(preview.list.map((x) => x.agent_id)).toEqual([a.agent.id]);
  });
});
