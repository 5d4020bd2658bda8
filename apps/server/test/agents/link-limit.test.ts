import { beforeAll, describe, expect, it } from 'vitest';
import { AGENTS_PER_PARENT } from '@console/contract/schemas/agents';
import { useAgentWorld } from '../helpers/agent-world';
import { enrolAgent, otpOf, type TestAgent } from '../helpers/agents';
import { answerOf, call, type TestApp } from '../helpers/app';
import { TEST_DB } from '../helpers/database';
import { expectFailure } from '../helpers/expect';
import type { Tenant } from '../helpers/two-parents';

/**
 * The per-parent agent limit where the agent confirms the link (links.service.ts,
 * `confirmLink`): the parent's agents are counted when the agent confirms, not only when the
 * parent asks with the OTP, so link requests made while he had room cannot take him past
 * AGENTS_PER_PARENT, one after the other or at once. Set-up: helpers/agent-world.ts with the two
 * parents of two-parents.ts (A holds 3 agents, B 2), both with a running Standard package, which
 * allows AGENTS_PER_PARENT (seed/accounts.ts; the free package's limit is licence-limit.test.ts's).
 */
const { world } = useAgentWorld('2030-05-01T08:00:00.000Z', { tenants: true });
let t: TestApp;
let a: Tenant;
let b: Tenant;
beforeAll(() => {
  ({ t, a, b } = world);
});

async function agentsOf(parent: Tenant) {
  const res = await call(t.app, 'agents.list', { admin_id: parent.id }, { token: parent.token });
  return answerOf('agents.list', res).list.map((x) => x.agent_id);
}

/** Links agents to the parent until he holds one fewer than the limit. */
async function fillToOneBelow(parent: Tenant) {
  while ((await agentsOf(parent)).length < AGENTS_PER_PARENT - 1) await parent.fresh.linkedAgent();
  expect(await agentsOf(parent)).toHaveLength(AGENTS_PER_PARENT - 1);
}

/** A new agent with a link request of the parent's, made while he has room, not confirmed. */
async function requested(parent: Tenant, name: string) {
  const agent = await enrolAgent(t.app, name);
  const res = await call(
    t.app,
    'agents.login',
    { agent_id: agent.id, otp: await otpOf(t.app, agent), admin_id: parent.id },
    { token: parent.token },
  );
  return { agent, requestId: answerOf('agents.login', res).request_id };
}

const confirm = ({ agent, requestId }: { agent: TestAgent; requestId: number }) =>
  call(t.app, 'agents.confirmLink', { request_id: requestId }, { token: agent.token });

const parentOf = async (agent: TestAgent) =>
  (
    await t.deps.db
      .selectFrom('agents')
      .select('admin_id')
      .where('id', '=', agent.id)
      .executeTakeFirstOrThrow()
  ).admin_id;

describe('the agent limit when the agent confirms', () => {
  it('links the agent of a parent one below the limit, and refuses the next at the limit', async () => {
    await fillToOneBelow(b);
    const last = await requested(b, 'B PC at the limit');
    const over = await requested(b, 'B PC past the limit');

    expect(answerOf('agents.confirmLink', await confirm(last))).toEqual({
      success: true,
      admin_id: b.id,
    });
    expect(await agentsOf(b)).toHaveLength(AGENTS_PER_PARENT);

    const res = await confirm(over);
    expect(expectFailure(res, 409, 'agents.limit_reached').detail).toBe(
      'The account has linked all the agents its package allows: Free links 1, Standard up to 4',
    );
    expect(await parentOf(over.agent)).toBeNull();
    expect(await agentsOf(b)).not.toContain(over.agent.id);
    expect(await agentsOf(b)).toHaveLength(AGENTS_PER_PARENT);
    // The other parent's room is his own: A, below the limit, is not counted with B.
    expect((await agentsOf(a)).length).toBeLessThan(AGENTS_PER_PARENT);
  });

  // On SQLite the server has one connection, which runs one transaction at a time
  // (db/database.ts): two confirmations cannot overlap there, and the lock is not taken.
  it.runIf(TEST_DB === 'postgres')(
    'links exactly one of two agents confirming at once for the last place',
    async () => {
      await fillToOneBelow(a);
      const first = await requested(a, 'A PC one');
      const second = await requested(a, 'A PC two');

      const answers = await Promise.all([confirm(first), confirm(second)]);
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses, answers.map((r) => r.body).join(' ')).toEqual([200, 409]);
      const refused = answers.find((r) => r.statusCode === 409)!;
      expectFailure(refused, 409, 'agents.limit_reached');

      const ids = await agentsOf(a);
      expect(ids).toHaveLength(AGENTS_PER_PARENT);
      const parents = [await parentOf(first.agent), await parentOf(second.agent)];
      expect(parents.filter((p) => p === a.id)).toHaveLength(1);
      expect(parents.filter((p) => p === null)).toHaveLength(1);
    },
  );
});
