import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENTS_FREE, AGENTS_PAID } from '@console/contract/licence';
import { TestClock } from '../../src/clock';
import { enrolAgent, linkAgent, loginCustomer, otpOf, type TestAgent } from '../helpers/agents';
import { answerOf, call, callOk, createTestApp, login, type TestApp } from '../helpers/app';
import { expectFailure } from '../helpers/expect';
import type { Caller } from '../helpers/parents';

/**
 * What a licence buys (docs/decisions/pricing.md): a free parent links AGENTS_FREE agents, a
 * parent whose paid package runs AGENTS_PAID, both when he asks with the OTP and when the agent
 * confirms (links.service.ts); each parent's room is his own. Every answer that carries
 * `license` (the user, the parent tab, the signed-in user) and the agents list's `limit` say the
 * same number. The demo customers (seed/accounts.ts): `sarah_nguyen` never paid,
 * `pham_van_duc` was downgraded, `nguyenthanhha` runs Standard for 5 more months of the app's
 * clock.
 */
const NOW = '2030-05-01T08:00:00.000Z';
const clock = new TestClock(NOW);
let t: TestApp;
let admin: string;
let free: Caller;
let downgraded: Caller;
let paid: Caller;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = (await login(t.app, 'admin001')).access_token;
  free = await loginCustomer(t.app, 'sarah_nguyen');
  downgraded = await loginCustomer(t.app, 'pham_van_duc');
  paid = await loginCustomer(t.app, 'nguyenthanhha');
});
afterAll(() => t.close());

async function agentsOf(parent: Caller) {
  return callOk(t.app, 'agents.list', { admin_id: parent.id }, { token: parent.token });
}

/** The link request of a new agent, asked with its OTP; the call's answer, not checked. */
async function ask(parent: Caller, name: string) {
  const agent = await enrolAgent(t.app, name);
  const res = await call(
    t.app,
    'agents.login',
    { agent_id: agent.id, otp: await otpOf(t.app, agent), admin_id: parent.id },
    { token: parent.token },
  );
  return { agent, res };
}

const confirm = (agent: TestAgent, requestId: number) =>
  call(t.app, 'agents.confirmLink', { request_id: requestId }, { token: agent.token });

const limitText = 'The account has linked all the agents its package allows';

/** The number every answer about the parent gives: user, parent tab, himself, agents list. */
async function numbersOf(parent: Caller) {
  return [
    (await callOk(t.app, 'users.get', { id: parent.id }, { token: admin })).item.license,
    (await callOk(t.app, 'parents.get', { admin_id: parent.id }, { token: parent.token })).item
      .license,
    (await callOk(t.app, 'users.me', {}, { token: parent.token })).item.subscription.license,
    (await agentsOf(parent)).limit,
  ];
}

describe('what a licence buys', () => {
  it('says the same number everywhere: the free one without a running paid package', async () => {
    expect(await numbersOf(free)).toEqual([1, 1, 1, 1].map(() => AGENTS_FREE));
    expect(await numbersOf(downgraded)).toEqual([1, 1, 1, 1].map(() => AGENTS_FREE));
    expect(await numbersOf(paid)).toEqual([1, 1, 1, 1].map(() => AGENTS_PAID));
  });

  it('links a free parent one agent, refuses the next when asked; the paid parent is not counted', async () => {
    const first = await enrolAgent(t.app, 'Sarah PC 1');
    await linkAgent(t.app, first, free.id, free.token);
    const { agent, res } = await ask(free, 'Sarah PC 2');
    expect(expectFailure(res, 409, 'agents.limit_reached').detail).toContain(limitText);
    const list = await agentsOf(free);
    expect(list.list.map((a) => a.agent_id)).toEqual([first.id]);
    expect(list.list.map((a) => a.agent_id)).not.toContain(agent.id);
    // The paid parent's room is his own: he links as before.
    await linkAgent(t.app, await enrolAgent(t.app, 'Hà PC 1'), paid.id, paid.token);
    expect((await agentsOf(paid)).total).toBe(1);
  });

  it('refuses at the confirmation the request a free parent made while he had room', async () => {
    const one = await ask(downgraded, 'Đức PC 1');
    const two = await ask(downgraded, 'Đức PC 2');
    const requestOf = (r: typeof one) => answerOf('agents.login', r.res).request_id;
    // Both asked with no agent linked; the agents confirm one after the other.
    expect((await confirm(one.agent, requestOf(one))).statusCode).toBe(200);
    const refused = await confirm(two.agent, requestOf(two));
    expect(expectFailure(refused, 409, 'agents.limit_reached').detail).toContain(limitText);
    expect((await agentsOf(downgraded)).list.map((a) => a.agent_id)).toEqual([one.agent.id]);
  });

  it('links a paid parent up to the paid number, and not one more; the free parents stay as they were', async () => {
    while ((await agentsOf(paid)).total < AGENTS_PAID - 1) {
      await linkAgent(t.app, await enrolAgent(t.app, 'Hà PC'), paid.id, paid.token);
    }
    const last = await ask(paid, 'Hà PC last');
    const over = await ask(paid, 'Hà PC over');
    expect(
      (await confirm(last.agent, answerOf('agents.login', last.res).request_id)).statusCode,
    ).toBe(200);
    expectFailure(
      await confirm(over.agent, answerOf('agents.login', over.res).request_id),
      409,
      'agents.limit_reached',
    );
    expect((await agentsOf(paid)).total).toBe(AGENTS_PAID);
    expectFailure((await ask(paid, 'Hà PC fifth')).res, 409, 'agents.limit_reached');
    expect((await agentsOf(free)).total).toBe(AGENTS_FREE);
    expect((await agentsOf(downgraded)).total).toBe(AGENTS_FREE);
  });

  it('gives the free number once the paid period has ended; the agents linked stay linked', async () => {
    const end = (await callOk(t.app, 'users.get', { id: paid.id }, { token: admin })).item
      .subscription_end!;
    clock.set(new Date(Date.parse(end) + 1000).toISOString());
    try {
      // The sessions of the earlier clock have ended: sign in again.
      admin = (await login(t.app, 'admin001')).access_token;
      const caller = await loginCustomer(t.app, 'nguyenthanhha');
      expect(await numbersOf(caller)).toEqual([1, 1, 1, 1].map(() => AGENTS_FREE));
      expect((await agentsOf(caller)).total).toBe(AGENTS_PAID);
      expectFailure((await ask(caller, 'Hà PC after')).res, 409, 'agents.limit_reached');
    } finally {
      clock.set(NOW);
    }
  });
});
