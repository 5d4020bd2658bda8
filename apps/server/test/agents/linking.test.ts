import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/clock';
import { answerOf, call, createTestApp, login, type TestApp } from '../helpers/app';
import { auditRows, expectFailure, expectFieldErrors } from '../helpers/expect';
import { checkIn, enrolAgent, linkAgent, loginCustomer, otpOf } from '../helpers/agents';

/**
 * Agents from enrolment to a link: the OTP (hashed, expiring, five tries), the agent's
 * confirmation, the 4-agent limit, toggles, names, the policy and its ETag, software snapshots,
 * staff-agent links, the latest version; and every call family refusing another parent's data.
 */
const NOW = '2030-05-01T08:00:00.000Z';
const clock = new TestClock(NOW);
let t: TestApp;
let parent: { token: string; id: number };
let other: { token: string; id: number };
let supporter: string;
let admin: string;
let operator: string;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  const p = await login(t.app, 'parent001');
  parent = { token: p.access_token, id: p.id };
  other = await loginCustomer(t.app, 'nguyenthanhha');
  supporter = (await login(t.app, 'supporter1')).access_token;
  admin = (await login(t.app, 'admin001')).access_token;
  operator = (await login(t.app, 'operator1')).access_token;
});
afterAll(() => t.close());

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
    expect(body.detail).toBe('An account can link at most 4 agents');
    const list = await call(t.app, 'agents.list', { admin_id: owner.id }, { token: owner.token });
    expect(list.json().total).toBe(4);
  });
});

describe('a linked agent', () => {
  let owner: { token: string; id: number };
  beforeAll(async () => {
    owner = await loginCustomer(t.app, 'le-thu-trang');
  });
  it('is listed with its state and toggles, renamed, and its policy follows the settings', async () => {
    const agent = await enrolAgent(t.app, 'Máy phòng họp');
    await linkAgent(t.app, agent, owner.id, owner.token);
    const first = await call(t.app, 'agents.policy', {}, { token: agent.token });
    expect(first.json()).toMatchObject({ changed: true, policy: { agent_id: agent.id } });
    const etag = answerOf('agents.policy', first).etag;
    const same = await call(t.app, 'agents.policy', { etag }, { token: agent.token });
    expect(same.json()).toEqual({ success: true, etag, changed: false, policy: null });

    const set = await call(
      t.app,
      'agents.setBlockBrowser',
      { agent_id: agent.id, admin_id: owner.id, block_browser: true },
      { token: owner.token },
    );
    expect(set.json().item).toMatchObject({ block_browser: true, user_login: false });
    await call(
      t.app,
      'agents.setUserLogin',
      { agent_id: agent.id, admin_id: owner.id, user_login: true },
      { token: owner.token },
    );
    const renamed = await call(
      t.app,
      'agents.setName',
      { agent_id: agent.id, name: 'Phòng họp 2' },
      { token: owner.token },
    );
    expect(renamed.json().item.name).toBe('Phòng họp 2');
    const poll = await checkIn(t.app, agent, { policy_etag: etag });
    expect(poll.json().policy_changed).toBe(true);
    const next = await call(t.app, 'agents.policy', { etag }, { token: agent.token });
    expect(next.json().policy).toMatchObject({
      name: 'Phòng họp 2',
      block_browser: true,
      user_login: true,
    });

    const list = await call(t.app, 'agents.list', { admin_id: owner.id }, { token: owner.token });
    expect(list.json().list).toContainEqual(
      expect.objectContaining({ agent_id: agent.id, online: true, user_id: owner.id }),
    );
    clock.set(new Date(Date.parse(NOW) + 61_000).toISOString());
    const later = await call(t.app, 'agents.list', { admin_id: owner.id }, { token: owner.token });
    expect(
      later.json().list.find((a: { agent_id: number }) => a.agent_id === agent.id).online,
    ).toBe(false);
    clock.set(NOW);
  });

  it('keeps the software as the last snapshot, and what changed as history', async () => {
    const agent = await enrolAgent(t.app, 'Máy phần mềm');
    await linkAgent(t.app, agent, owner.id, owner.token);
    const upload = (list: object[]) =>
      call(t.app, 'agents.uploadSoftware', { list }, { token: agent.token });
    const chrome = { display_name: 'Google Chrome', version: '120', publisher: 'Google LLC' };
    const zalo = { display_name: 'Zalo', version: '23.1', publisher: 'VNG Corp' };
    const office = { display_name: 'Microsoft Office', version: '16', publisher: 'Microsoft' };
    expect((await upload([chrome, zalo])).json()).toMatchObject({ added: 2, removed: 0 });
    expect((await upload([{ ...chrome, version: '121' }, office])).json()).toEqual({
      success: true,
      added: 1,
      removed: 1,
      changed: 1,
    });
    const list = await call(
      t.app,
      'agents.software',
      { agent_id: agent.id, admin_id: owner.id, keyword: 'chrome' },
      { token: owner.token },
    );
    expect(list.json()).toMatchObject({
      total: 1,
      list: [{ display_name: 'Google Chrome', version: '121', publisher: 'Google LLC' }],
    });
    const history = await t.deps.db
      .selectFrom('agent_software_changes')
      .select(['change', 'display_name'])
      .where('agent_id', '=', agent.id)
      .orderBy('id')
      .execute();
    const catalogue = await t.deps.db
      .selectFrom('app_catalogue')
      .select('name')
      .where('name', 'in', ['Zalo', 'Microsoft Office'])
      .execute();
    expect(catalogue.map((c) => c.name).sort()).toEqual(['Microsoft Office', 'Zalo']);
    expect(history.map((h) => `${h.change} ${h.display_name}`)).toEqual([
      'added Google Chrome',
      'added Zalo',
      'changed Google Chrome',
      'added Microsoft Office',
      'removed Zalo',
    ]);
  });

  it('signs one enabled staff user in per agent', async () => {
    const agent = await enrolAgent(t.app, 'Máy nhân viên');
    await linkAgent(t.app, agent, owner.id, owner.token);
    const staff = [];
    for (const name of ['lan', 'minh']) {
      staff.push(
        await t.deps.db
          .insertInto('staff_users')
          .values({
            admin_id: owner.id,
            user_name: `${name}-${agent.id}`,
            full_name: name,
            password_hash: 'x',
            created_at: NOW,
            updated_at: NOW,
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
    }
    const link = (id: string, staffId: number) =>
      call(
        t.app,
        id as never,
        { admin_id: owner.id, agent_id: agent.id, staff_id: staffId },
        { token: owner.token },
      );
    expect((await link('agents.staffAgentCreate', staff[0]!.id)).json().item.enable).toBe(true);
    expect((await link('agents.staffAgentCreate', staff[1]!.id)).json().item.enable).toBe(false);
    expectFailure(await link('agents.staffAgentCreate', staff[1]!.id), 409, 'agents.link_exists');
    expect((await link('agents.staffAgentActive', staff[1]!.id)).json().item.enable).toBe(true);
    const list = await call(
      t.app,
      'agents.staffAgentList',
      { admin_id: owner.id, agent_id: agent.id },
      { token: owner.token },
    );
    expect(list.json().list.map((l: { enable: boolean }) => l.enable)).toEqual([false, true]);
    const policy = await call(t.app, 'agents.policy', {}, { token: agent.token });
    expect(policy.json().policy.staff.user_name).toBe(`minh-${agent.id}`);
    expect((await link('agents.staffAgentDelete', staff[1]!.id)).statusCode).toBe(200);
    expectFailure(
      await link('agents.staffAgentDelete', staff[1]!.id),
      404,
      'agents.link_not_found',
    );
  });

  it('logs out: unlinked, staff links gone, agent told', async () => {
    const agent = await enrolAgent(t.app, 'Máy tạm');
    await linkAgent(t.app, agent, owner.id, owner.token);
    const res = await call(
      t.app,
      'agents.logout',
      { agent_id: agent.id, admin_id: owner.id },
      { token: owner.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await checkIn(t.app, agent)).json()).toMatchObject({ linked: false, admin_id: null });
  });
});

describe('the latest version', () => {
  it('is set by an admin and read by parents and staff', async () => {
    const input = { version: '2.0.0', url: 'https://downloads.example.com/agent-2.0.0.msi' };
    expect(
      (await call(t.app, 'agents.setLatestVersion', input, { token: parent.token })).statusCode,
    ).toBe(403);
    const set = await call(t.app, 'agents.setLatestVersion', input, { token: admin });
    expect(set.json().item).toMatchObject({ ...input, updated_by: 'admin001' });
    const got = await call(t.app, 'agents.latestVersion', {}, { token: parent.token });
    expect(got.json().item).toMatchObject(input);
    expectFieldErrors(
      await call(
        t.app,
        'agents.setLatestVersion',
        { version: '2', url: 'ftp://x' },
        { token: admin },
      ),
      [{ path: 'url', message: 'validation.agent_url' }],
    );
  });
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

  it('lets staff with parents.any reach any parent', async () => {
    const list = await call(t.app, 'agents.list', { admin_id: parent.id }, { token: supporter });
    expect(list.json().list.map((a: { agent_id: number }) => a.agent_id)).toContain(agent.id);
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
