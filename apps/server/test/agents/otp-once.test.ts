import { beforeAll, describe, expect, it } from 'vitest';
import { useAgentWorld } from '../helpers/agent-world';
import { checkIn, otpOf, type TestAgent } from '../helpers/agents';
import { answerOf, call, type TestApp } from '../helpers/app';
import { expectFailure } from '../helpers/expect';
import type { Tenant } from '../helpers/two-parents';

/**
 * An agent's one-time code links once (docs/decisions/agents.md, "Linking by OTP"): the OTP the
 * agent shows (`/api/v1/agent/otp`) is used up by the parent's call that takes it, and the link
 * request it made is confirmed once. A second use of either, by the same parent or by the other,
 * is refused and leaves the agent, its requests and its OTP as they were. Set-up:
 * helpers/agent-world.ts with the two parents of two-parents.ts.
 */
const { world } = useAgentWorld('2030-05-01T08:00:00.000Z', { tenants: true });
let t: TestApp;
let a: Tenant;
let b: Tenant;
beforeAll(() => {
  ({ t, a, b } = world);
});

const login = (parent: Tenant, agent: TestAgent, otp: string) =>
  call(
    t.app,
    'agents.login',
    { agent_id: agent.id, otp, admin_id: parent.id },
    { token: parent.token },
  );

const confirm = (agent: TestAgent, requestId: number) =>
  call(t.app, 'agents.confirmLink', { request_id: requestId }, { token: agent.token });

/** What linking has written for the agent: its row's parent, its requests, its OTP rows. */
async function linkState(agent: TestAgent) {
  const db = t.deps.db;
  const row = await db
    .selectFrom('agents')
    .select('admin_id')
    .where('id', '=', agent.id)
    .executeTakeFirstOrThrow();
  const requests = await db
    .selectFrom('agent_link_requests')
    .select(['id', 'admin_id', 'state'])
    .where('agent_id', '=', agent.id)
    .orderBy('id')
    .execute();
  const otps = await db
    .selectFrom('agent_otps')
    .select(['otp_hash', 'tries'])
    .where('agent_id', '=', agent.id)
    .execute();
  return { adminId: row.admin_id, requests, otps };
}

describe('an OTP used a second time', () => {
  it('is refused to its parent and to the other, and changes nothing', async () => {
    const agent = b.spareAgent;
    const otp = await otpOf(t.app, agent);
    const first = answerOf('agents.login', await login(b, agent, otp));
    const after = await linkState(agent);
    expect(after).toEqual({
      adminId: null,
      requests: [{ id: first.request_id, admin_id: b.id, state: 'pending' }],
      otps: [],
    });

    // Before the agent confirms: the same code again, by B and by A, in any case of letters.
    expectFailure(await login(b, agent, otp), 409, 'agents.otp_invalid');
    expectFailure(await login(a, agent, otp.toLowerCase()), 409, 'agents.otp_invalid');
    expect(await linkState(agent)).toEqual(after);
    // The agent is still offered B's request, not one of A's.
    expect(answerOf('agents.checkIn', await checkIn(t.app, agent)).link_request).toMatchObject({
      request_id: first.request_id,
      admin_id: b.id,
    });

    expect(answerOf('agents.confirmLink', await confirm(agent, first.request_id))).toEqual({
      success: true,
      admin_id: b.id,
    });
    const linked = await linkState(agent);
    expect(linked).toMatchObject({ adminId: b.id, requests: [{ state: 'confirmed' }] });
  });

  it('shown again is a new code: the one it replaced no longer links', async () => {
    const agent = a.spareAgent;
    const old = await otpOf(t.app, agent);
    const fresh = await otpOf(t.app, agent);
    // Six characters from 31: the two are the same once in a billion.
    expect(fresh).not.toBe(old);
    const before = await linkState(agent);
    expectFailure(await login(a, agent, old), 409, 'agents.otp_invalid');
    // The wrong code took one of the new code's tries, and nothing else.
    expect(await linkState(agent)).toEqual({
      ...before,
      otps: [{ ...before.otps[0], tries: 1 }],
    });
    expect((await login(a, agent, fresh)).statusCode).toBe(200);
  });
});

describe('a link request confirmed a second time', () => {
  it('is refused while linked, and after a logout does not link the agent again', async () => {
    const agent = b.spareAgent;
    const { requests } = await linkState(agent);
    const requestId = requests.at(-1)!.id;
    expectFailure(await confirm(agent, requestId), 409, 'agents.link_request_invalid');

    const out = await call(
      t.app,
      'agents.logout',
      { admin_id: b.id, agent_id: agent.id },
      { token: b.token },
    );
    expect(out.statusCode, out.body).toBe(200);
    const unlinked = await linkState(agent);
    expect(unlinked.adminId).toBeNull();

    // Within the request's 60 s, its confirmation again: refused, the agent stays unlinked.
    expectFailure(await confirm(agent, requestId), 409, 'agents.link_request_invalid');
    expect(await linkState(agent)).toEqual(unlinked);
    const check = await call(
      t.app,
      'agents.check',
      { admin_id: b.id, agent_id: agent.id },
      { token: b.token },
    );
    expect(answerOf('agents.check', check)).toMatchObject({ linked: false, item: null });
  });
});
