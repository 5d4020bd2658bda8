import { beforeAll, describe, expect, it } from 'vitest';
import { useAgentWorld } from '../helpers/agent-world';
import { checkIn, enrolAgent, linkAgent, loginCustomer, otpOf } from '../helpers/agents';
import { call, type TestApp } from '../helpers/app';
import { auditRows, expectFailure, expectFieldErrors } from '../helpers/expect';
import type { Caller } from '../helpers/parents';

/**
 * Agents from enrolment to a link, on the real database and a test clock (set-up:
 * helpers/agent-world.ts): the same install enrolled again, the OTP (hashed, expiring, five
 * tries, its form), the agent's confirmation, and the 4-agent limit.
 */
const NOW = '2030-05-01T08:00:00.000Z';
const { world, clock } = useAgentWorld(NOW);
let t: TestApp;
let parent: Caller;
beforeAll(() => {
  ({ t, parent } = world);
});

describe('enrolment', () => {
  it('gives an agent its id and secret; the same install again gets the same id and a new secret', async () => {
    const first = await enrolAgent(t.app, 'Máy kế toán');
    const again = await enrolAgent(t.app, 'Máy kế toán', first.installId, '1.0.1');
    expect(again.id).toBe(first.id);
    expect(again.token).not.toBe(first.token);
    expect((await checkIn(t.app, first)).statusCode).toBe(401);
    expect((await checkIn(t.app, again)).statusCode).toBe(200);
    const row = await t.deps.db
      .selectFrom('agents')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(row.install_id).not.toBe(first.installId);
    expect(row.version).toBe('1.0.1');
  });

  it('refuses a bad install id and a user token on agent calls', async () => {
    const res = await call(t.app, 'agents.enrol', { install_id: 'x', name: 'PC' });
    expectFieldErrors(res, [{ path: 'install_id', message: 'validation.invalid' }]);
    expect((await call(t.app, 'agents.showOtp', {}, { token: parent.token })).statusCode).toBe(401);
  });
});

describe('linking by OTP', () => {
  it('links an agent the parent names with its OTP, once the agent confirms', async () => {
    const agent = await enrolAgent(t.app, 'Máy lễ tân');
    const otp = await otpOf(t.app, agent);
    expect(otp).toMatch(/^[A-Z2-9]{6}$/);
    const stored = await t.deps.db
      .selectFrom('agent_otps')
      .selectAll()
      .where('agent_id', '=', agent.id)
      .executeTakeFirstOrThrow();
    expect(stored.otp_hash).not.toContain(otp);

    const login1 = await call(
      t.app,
      'agents.login',
      { agent_id: agent.id, otp: otp.toLowerCase(), admin_id: parent.id },
      { token: parent.token },
    );
    expect(login1.statusCode, login1.body).toBe(200);
    const pending = await call(
      t.app,
      'agents.check',
      { agent_id: agent.id, admin_id: parent.id },
      { token: parent.token },
    );
    expect(pending.json()).toMatchObject({ success: true, linked: false, item: null });

    const poll = await checkIn(t.app, agent);
    expect(poll.json().link_request).toMatchObject({
      admin_id: parent.id,
      admin_name: 'parent001',
    });
    const confirm = await call(
      t.app,
      'agents.confirmLink',
      { request_id: poll.json().link_request.request_id },
      { token: agent.token },
    );
    expect(confirm.json()).toEqual({ success: true, admin_id: parent.id });
    const done = await call(
      t.app,
      'agents.check',
      { agent_id: agent.id, admin_id: parent.id },
      { token: parent.token },
    );
    expect(done.json()).toMatchObject({ linked: true, item: { agent_id: agent.id, online: true } });

    // The OTP is used up; a second confirmation finds nothing to confirm.
    expectFailure(
      await call(
        t.app,
        'agents.login',
        { agent_id: agent.id, otp, admin_id: parent.id },
        { token: parent.token },
      ),
      409,
      'agents.already_linked',
    );
    expectFailure(
      await call(
        t.app,
        'agents.confirmLink',
        { request_id: poll.json().link_request.request_id },
        { token: agent.token },
      ),
      409,
      'agents.link_request_invalid',
    );
    // Polls leave no audit row; the login does.
    const rows = await auditRows(t.deps.db);
    expect(rows.some((r) => /check_?in/i.test(r.call))).toBe(false);
    expect(rows.some((r) => /agent.*login/i.test(r.call))).toBe(true);
  });

  it('takes five wrong OTPs, then refuses even the right one', async () => {
    const agent = await enrolAgent(t.app, 'Máy thử');
    const otp = await otpOf(t.app, agent);
    const attempt = (code: string) =>
      call(
        t.app,
        'agents.login',
        { agent_id: agent.id, otp: code, admin_id: parent.id },
        { token: parent.token },
      );
    for (let i = 0; i < 4; i++) expectFailure(await attempt('WRONG1'), 409, 'agents.otp_invalid');
    expectFailure(await attempt('WRONG1'), 409, 'agents.otp_tries');
    expectFailure(await attempt(otp), 409, 'agents.otp_tries');
    // A new OTP starts over.
    expect((await attempt(await otpOf(t.app, agent))).statusCode).toBe(200);
  });

  it('refuses an expired OTP, and a link request the agent confirms too late', async () => {
    const agent = await enrolAgent(t.app, 'Máy cũ');
    const otp = await otpOf(t.app, agent);
    clock.set(new Date(Date.parse(NOW) + 11 * 60_000).toISOString());
    try {
      expectFailure(
        await call(
          t.app,
          'agents.login',
          { agent_id: agent.id, otp, admin_id: parent.id },
          { token: parent.token },
        ),
        409,
        'agents.otp_expired',
      );
      const fresh = await otpOf(t.app, agent);
      const ok = await call(
        t.app,
        'agents.login',
        { agent_id: agent.id, otp: fresh, admin_id: parent.id },
        { token: parent.token },
      );
      clock.set(new Date(Date.parse(NOW) + 13 * 60_000).toISOString());
      expectFailure(
        await call(
          t.app,
          'agents.confirmLink',
          { request_id: ok.json().request_id },
          { token: agent.token },
        ),
        409,
        'agents.link_request_invalid',
      );
    } finally {
      clock.set(NOW);
    }
  });

  it('checks the OTP’s form: 1 to 30 letters, digits or . - _ $ @ * !', async () => {
    const res = await call(
      t.app,
      'agents.login',
      { agent_id: 1, otp: 'has space', admin_id: parent.id },
      { token: parent.token, headers: { 'accept-language': 'vi' } },
    );
    const body = expectFieldErrors(res, [{ path: 'otp', message: 'validation.agent_otp_format' }]);
    expect(body.errors?.[0]?.detail).toContain('Mã OTP');
    expectFieldErrors(
      await call(t.app, 'agents.login', { otp: '', admin_id: parent.id }, { token: parent.token }),
      [
        { path: 'agent_id', message: 'validation.agent_required' },
        { path: 'otp', message: 'validation.agent_otp_required' },
      ],
    );
  });

  it('links at most 4 agents to one parent', async () => {
    const owner = await loginCustomer(t.app, 'tranquocbao');
    for (let i = 0; i < 4; i++) {
      await linkAgent(t.app, await enrolAgent(t.app, `PC ${i}`), owner.id, owner.token);
    }
    const fifth = await enrolAgent(t.app, 'PC 5');
    const res = await call(
      t.app,
      'agents.login',
      { agent_id: fifth.id, otp: await otpOf(t.app, fifth), admin_id: owner.id },
      { token: owner.token },
    );
    const body = expectFailure(res, 409, 'agents.limit_reached');
    expect(body.detail).toBe(
      'The account has linked all the agents its package allows: Free links 1, Standard up to 4',
    );
    const list = await call(t.app, 'agents.list', { admin_id: owner.id }, { token: owner.token });
    expect(list.json().total).toBe(4);
  });
});
