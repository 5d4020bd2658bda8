import { beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from '../helpers/app';
import { enrolAgent, linkAgent, type TestAgent } from '../helpers/agents';
import { expectFailure, expectFieldErrors } from '../helpers/expect';
import { createStaff, useParentsWorld, type Caller } from '../helpers/parents';

/**
 * The overview pages' calls on both databases: /website counts the parents and staff users of
 * each global web list, /application counts the agents that run each app and names the groups
 * that block it, /policy answers what the agent's own policy call answers; who may call which.
 */
const { world, ok } = useParentsWorld();
let t: TestApp;
let parent: Caller;
let other: Caller;
let supporter: Caller;
let operator: Caller;
let guest: Caller;
beforeAll(() => {
  ({ t, parent, other, supporter, operator, guest } = world);
});

describe('/website', () => {
  it('lists the global web lists with their entries, version and users', async () => {
    const black = (
      await ok(
        'rules.webBlacklistCreate',
        { name: 'Overview black', list: ['a.example', 'b.example'] },
        operator.token,
      )
    ).item;
    const white = (
      await ok(
        'rules.webWhitelistCreate',
        { name: 'Overview white', list: ['c.example'] },
        operator.token,
      )
    ).item;
    await ok(
      'rules.webEdit',
      { id: white.id, list: ['c.example', 'd.example', 'e.example'] },
      operator.token,
    );

    // Two staff users of one parent and one of another use the blacklist; one uses the whitelist.
    const s1 = await createStaff(t.app, parent.token, { user_name: 'ov.one' });
    const s2 = await createStaff(t.app, parent.token, { user_name: 'ov.two' });
    const s3 = await createStaff(t.app, other.token, { user_name: 'ov.three' });
    for (const [who, staff] of [
      [parent, s1],
      [parent, s2],
      [other, s3],
    ] as const) {
      await ok('parents.blacklistAdd', { staff_id: staff.id, rule_id: black.id }, who.token);
    }
    await ok('parents.whitelistAdd', { staff_id: s2.id, rule_id: white.id }, parent.token);

    const answer = await ok('overview.websites', {}, supporter.token);
    const list = answer.list;
    expect(answer.total).toBe(list.length);
    expect(list.find((g) => g.id === black.id)).toMatchObject({
      kind: 'blacklist',
      type: 'global',
      list: ['a.example', 'b.example'],
      version: 1,
      parents: 2,
      staff: 3,
    });
    expect(list.find((g) => g.id === white.id)).toMatchObject({
      kind: 'whitelist',
      version: 2,
      parents: 1,
      staff: 1,
    });
    expect(list.find((g) => g.id === white.id)?.list).toHaveLength(3);
    // Only global web lists: no parent's own group, no app blocklist.
    for (const g of list) {
      expect(g).toMatchObject({ type: 'global', admin_id: null });
      expect(['blacklist', 'whitelist']).toContain(g.kind);
    }
  });

  it('is for staff: a parent and a guest get 403', async () => {
    for (const who of [parent, guest]) {
      expectFailure(
        await call(t.app, 'overview.websites', {}, { token: who.token }),
        403,
        'common.permission_denied',
      );
    }
    expect((await call(t.app, 'overview.websites', {})).statusCode).toBe(401);
  });
});

async function linkedAgent(name: string, owner: Caller): Promise<TestAgent> {
  const agent = await enrolAgent(t.app, name);
  await linkAgent(t.app, agent, owner.id, owner.token);
  return agent;
}

/** Agents already linked to a parent count against his limit: unlink them first. */
async function unlinkAll(owner: Caller) {
  const list = await ok('agents.list', { admin_id: owner.id }, owner.token);
  for (const { agent_id } of list.list) {
    await ok('agents.logout', { admin_id: owner.id, agent_id }, owner.token);
  }
}

const software = (names: string[]) =>
  names.map((display_name) => ({ display_name, version: '1.0', publisher: 'Test' }));

describe('/application', () => {
  it('counts the agents that run each app and names the groups that block it', async () => {
    await unlinkAll(parent);
    const a = await linkedAgent('Overview A', parent);
    const b = await linkedAgent('Overview B', parent);
    const c = await enrolAgent(t.app, 'Overview C');
    await ok(
      'agents.uploadSoftware',
      { list: software(['Overview Zeta', 'Overview Alpha']) },
      a.token,
    );
    await ok('agents.uploadSoftware', { list: software(['Overview Zeta']) }, b.token);
    await ok(
      'agents.uploadSoftware',
      { list: software(['Overview Zeta', 'Overview Mid']) },
      c.token,
    );

    const own = (
      await ok(
        'rules.blocklistCreateAdmin',
        { admin_id: parent.id, name: 'Overview own', list: ['Overview Zeta', 'Steam'] },
        parent.token,
      )
    ).item;
    const global = (
      await ok(
        'rules.appCreate',
        { name: 'Overview global', list: ['Overview Zeta'] },
        operator.token,
      )
    ).item;

    const answer = await ok(
      'overview.applications',
      { keyword: 'OVERVIEW', sort: 'agents', order: 'desc', page: 1, page_size: 10 },
      operator.token,
    );
    expect(answer.total).toBe(3);
    const list = answer.list;
    expect(list.map((r) => [r.name, r.agents])).toEqual([
      ['Overview Zeta', 3],
      ['Overview Alpha', 1],
      ['Overview Mid', 1],
    ]);
    expect(list[0]!.blocked_by.map((g) => [g.id, g.type])).toEqual([
      [global.id, 'global'],
      [own.id, 'admin'],
    ]);
    expect(list[1]!.blocked_by).toEqual([]);

    // By name, a page at a time.
    const first = await ok(
      'overview.applications',
      { keyword: 'overview', sort: 'name', order: 'asc', page: 1, page_size: 10 },
      operator.token,
    );
    expect(first.list.map((r) => r.name)).toEqual([
      'Overview Alpha',
      'Overview Mid',
      'Overview Zeta',
    ]);

    // A name that is not a whole entry is not blocked by it; % and _ are literal.
    const none = await ok('overview.applications', { keyword: 'overview_%' }, operator.token);
    expect(none).toMatchObject({ total: 0, list: [] });

    // A seeded catalogue name no agent reported: no agents, its global group named.
    const steam = await ok('overview.applications', { keyword: 'steam' }, supporter.token);
    const row = steam.list.find((r) => r.name === 'Steam');
    expect(row?.blocked_by.map((g) => g.id)).toContain(own.id);
  });

  it('refuses bad paging and sorts with field errors', async () => {
    const res = await call(
      t.app,
      'overview.applications',
      { sort: 'size', page: 0, page_size: 101 },
      { token: operator.token },
    );
    expectFieldErrors(res, [
      { path: 'sort', message: 'validation.invalid_option' },
      { path: 'page', message: 'validation.too_small' },
      { path: 'page_size', message: 'validation.too_big' },
    ]);
  });

  it('is for staff: a parent and a guest get 403', async () => {
    for (const who of [parent, guest]) {
      expectFailure(
        await call(t.app, 'overview.applications', {}, { token: who.token }),
        403,
        'common.permission_denied',
      );
    }
  });
});

describe('/policy', () => {
  let agent: TestAgent;
  let staffId: number;

  beforeAll(async () => {
    await unlinkAll(parent);
    agent = await linkedAgent('Overview policy', parent);
    const staff = await createStaff(t.app, parent.token, { user_name: 'ov.policy' });
    staffId = staff.id;
    await ok(
      'agents.staffAgentCreate',
      { admin_id: parent.id, agent_id: agent.id, staff_id: staffId },
      parent.token,
    );
  });

  it('answers what the agent fetches, and whether and when the agent fetched it', async () => {
    const before = await ok('overview.policy', { agent_id: agent.id }, parent.token);
    expect(before).toMatchObject({ agent_etag: '', fetched_at: null, up_to_date: false });
    expect(before.policy.staff).toMatchObject({ id: staffId, user_name: 'ov.policy' });

    const fetched = await ok('agents.policy', { etag: '' }, agent.token);
    expect(fetched.changed).toBe(true);
    const after = await ok(
      'overview.policy',
      { admin_id: parent.id, agent_id: agent.id },
      parent.token,
    );
    expect(after.policy).toEqual(fetched.policy);
    expect(after.etag).toBe(fetched.etag);
    expect(after).toMatchObject({ agent_etag: fetched.etag, up_to_date: true });
    expect(typeof after.fetched_at).toBe('string');

    // A change of the agent's toggles moves the version; the agent no longer holds it.
    await ok(
      'agents.setBlockBrowser',
      { admin_id: parent.id, agent_id: agent.id, block_browser: !after.policy.block_browser },
      parent.token,
    );
    const changed = await ok('overview.policy', { agent_id: agent.id }, supporter.token);
    expect(changed.etag).not.toBe(fetched.etag);
    expect(changed).toMatchObject({ agent_etag: fetched.etag, up_to_date: false });
    const again = await ok('agents.policy', { etag: fetched.etag }, agent.token);
    expect(again.policy).toEqual(changed.policy);
    expect(again.etag).toBe(changed.etag);
  });

  it("gives employees any parent's agent, and a parent only his own", async () => {
    const staffView = await ok(
      'overview.policy',
      { admin_id: parent.id, agent_id: agent.id },
      supporter.token,
    );
    expect(staffView.policy.agent_id).toBe(agent.id);
    expectFailure(
      await call(t.app, 'overview.policy', { agent_id: agent.id }, { token: other.token }),
      403,
      'common.permission_denied',
    );
    expectFailure(
      await call(
        t.app,
        'overview.policy',
        { admin_id: parent.id, agent_id: agent.id },
        { token: other.token },
      ),
      403,
      'common.permission_denied',
    );
    expectFailure(
      await call(
        t.app,
        'overview.policy',
        { admin_id: other.id, agent_id: agent.id },
        { token: supporter.token },
      ),
      404,
      'agents.not_found',
    );
    expectFailure(
      await call(t.app, 'overview.policy', { agent_id: 999999 }, { token: supporter.token }),
      404,
      'agents.not_found',
    );
  });

  it('is refused to roles without it', async () => {
    for (const who of [operator, guest]) {
      expectFailure(
        await call(t.app, 'overview.policy', { agent_id: agent.id }, { token: who.token }),
        403,
        'common.permission_denied',
      );
    }
    expectFieldErrors(
      await call(t.app, 'overview.policy', { agent_id: 'x' }, { token: supporter.token }),
      [{ path: 'agent_id', message: 'validation.invalid' }],
    );
  });
});
