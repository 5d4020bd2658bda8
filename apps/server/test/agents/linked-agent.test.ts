import { beforeAll, describe, expect, it } from 'vitest';
import { useAgentWorld } from '../helpers/agent-world';
import { checkIn, enrolAgent, linkAgent, loginCustomer } from '../helpers/agents';
import { answerOf, call, type TestApp } from '../helpers/app';
import { expectFailure, expectFieldErrors } from '../helpers/expect';
import type { Caller } from '../helpers/parents';

/**
 * A linked agent, on the real database and a test clock (set-up: helpers/agent-world.ts): listed
 * with its state and toggles, renamed, its policy and ETag, software snapshots and their history,
 * staff-agent links, the logout; and the latest version an admin sets.
 */
const NOW = '2030-05-01T08:00:00.000Z';
const { world, clock } = useAgentWorld(NOW);
let t: TestApp;
let parent: Caller;
let admin: string;
beforeAll(() => {
  ({ t, parent, admin } = world);
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
    expect(answerOf('agents.list', later).list.find((a) => a.agent_id === agent.id)!.online).toBe(
      false,
    );
    clock.set(NOW);
  });

  it('takes its version and admin rights from its check-ins; one that names neither keeps both', async () => {
    // The parent of its own: le-thu-trang's agents fill this file's other tests up to the limit.
    const its = parent;
    const agent = await enrolAgent(t.app, 'Máy cập nhật');
    await linkAgent(t.app, agent, its.id, its.token);
    const listed = async () =>
      answerOf(
        'agents.list',
        await call(t.app, 'agents.list', { admin_id: its.id }, { token: its.token }),
      ).list.find((a) => a.agent_id === agent.id)!;
    expect(await listed()).toMatchObject({ version: '1.0.0', os_admin: false });
    expect((await checkIn(t.app, agent, { version: '1.2.0', os_admin: true })).statusCode).toBe(
      200,
    );
    expect(await listed()).toMatchObject({ version: '1.2.0', os_admin: true });
    await checkIn(t.app, agent);
    expect(await listed()).toMatchObject({ version: '1.2.0', os_admin: true });
    await checkIn(t.app, agent, { os_admin: false });
    expect(await listed()).toMatchObject({ version: '1.2.0', os_admin: false });
    // The other parent's agents are as they were.
    const others = answerOf(
      'agents.list',
      await call(t.app, 'agents.list', { admin_id: owner.id }, { token: owner.token }),
    ).list;
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((a) => a.version === '1.0.0' && !a.os_admin)).toBe(true);
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
    expect(answerOf('agents.staffAgentList', list).list.map((l) => l.enable)).toEqual([
      false,
      true,
    ]);
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
  it('is set by an admin and read by parents and employees', async () => {
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
