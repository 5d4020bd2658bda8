import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/clock';
import { call, callOk, createTestApp, login, type TestApp } from '../helpers/app';
import { enrolAgent, linkAgent, loginCustomer } from '../helpers/agents';

/**
 * The dashboard's figures (`dashboard.summary`), on the real database (both, by project): each part
 * only for who may read its area, counts that follow the rows, and Vietnam's days (UTC+7) for
 * the redemptions, whatever the server's clock zone.
 */
// 01:30 on 2 March in Vietnam, still 1 March in UTC.
const NOW = '2030-03-01T18:30:00.000Z';
const clock = new TestClock(NOW);
const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.parse(NOW) + ms).toISOString();

let t: TestApp;
let admin: string;
let risk: string;
let operator: string;
let parent: { token: string; id: number };
let other: { token: string; id: number };

/** The dashboard's figures as the caller sees them. */
const summary = (token: string) => callOk(t.app, 'dashboard.summary', {}, { token });

let codes = 0;
async function campaign(state: string, maxBudget: number | null, used = 0) {
  codes += 1;
  const row = await t.deps.db
    .insertInto('campaigns')
    .values({
      code: `H-${codes}`,
      code_key: `h-${codes}`,
      name: `Dashboard ${codes}`,
      search_text: `dashboard ${codes}`,
      type: 'bank',
      state: state as never,
      start_time: at(-48 * HOUR),
      end_time: at(240 * HOUR),
      bank_code: '970436',
      merchant_code: '',
      max_budget: maxBudget,
      details: '{}',
      submitted_by: null,
      created_by: 'test',
      created_at: at(-72 * HOUR),
      updated_at: at(-72 * HOUR),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Counters come with a campaign's first redemption: one that has spent nothing has none.
  if (used > 0) {
    await t.deps.db
      .insertInto('campaign_counters')
      .values({ campaign_id: row.id, max_budget: maxBudget, max_uses: null, budget_used: used })
      .execute();
  }
  return row.id;
}

let transactions = 0;
async function redemption(
  clientId: number,
  credentialId: number,
  campaignId: number,
  createdAt: string,
  state: string,
  discount: number,
  reversed = 0,
) {
  transactions += 1;
  await t.deps.db
    .insertInto('redemptions')
    .values({
      client_id: clientId,
      credential_id: credentialId,
      transaction_id: `dashboard-${transactions}`,
      request_hash: 'h',
      campaign_id: campaignId,
      state: state as never,
      phone: '0901000001',
      merchant_code: 'M1',
      terminal_code: 'T1',
      amount: 1_000_000,
      discount,
      discount_reversed: reversed,
      answer: '{}',
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = (await login(t.app, 'admin001')).access_token;
  risk = (await login(t.app, 'riskuser1')).access_token;
  operator = (await login(t.app, 'operator1')).access_token;
  parent = await loginCustomer(t.app, 'nguyenthanhha');
  other = await loginCustomer(t.app, 'tranquocbao');
});

afterAll(async () => {
  await t?.close();
});

describe('dashboard.summary', () => {
  it('answers only the parts of the areas the caller may read', async () => {
    const forOperator = await summary(operator);
    expect(forOperator).toMatchObject({
      campaigns: null,
      redemptions: null,
      agents: null,
      files: null,
    });
    const forRisk = await summary(risk);
    expect(forRisk.campaigns).not.toBeNull();
    expect(forRisk.redemptions).not.toBeNull();
    expect(forRisk.files).not.toBeNull();
    expect(forRisk.agents).toBeNull();
    const forParent = await summary(parent.token);
    expect(forParent).toMatchObject({ campaigns: null, redemptions: null, files: null });
    expect(forParent.agents).toEqual({ total: 0, online: 0 });
    expect(forParent.today).toBe('2030-03-02');
  });

  it('counts campaigns by state and what running campaigns spent of their budgets', async () => {
    const before = (await summary(admin)).campaigns!;
    await campaign('running', 1_000_000, 250_000);
    await campaign('running', 3_000_000, 500_000);
    await campaign('running', null);
    await campaign('running', 2_000_000);
    await campaign('pending', 5_000_000);
    await campaign('locked', 9_000_000, 100_000);
    const after = (await summary(admin)).campaigns!;
    expect(after.by_state.running - before.by_state.running).toBe(4);
    expect(after.by_state.pending - before.by_state.pending).toBe(1);
    expect(after.by_state.locked - before.by_state.locked).toBe(1);
    expect(after.by_state.draft).toBe(before.by_state.draft);
    expect(after.budget_used - before.budget_used).toBe(750_000);
    expect(after.budget_max - before.budget_max).toBe(6_000_000);
  });

  it('counts applied redemptions per Vietnam day over the last 7, net of what was given back', async () => {
    const created = await call(
      t.app,
      'redemption.clients.create',
      { name: 'Dashboard payments', campaignTypes: ['bank'], campaignIds: [] },
      { token: admin },
    );
    expect(created.statusCode, created.body).toBe(200);
    const clientId = created.json().item.id as number;
    const client = await t.deps.db
      .selectFrom('integration_clients')
      .select('credential_id')
      .where('id', '=', clientId)
      .executeTakeFirstOrThrow();
    const credentialId = client.credential_id!;
    const id = await campaign('running', 50_000_000);
    // Vietnam's 2 March began at 17:00 UTC on 1 March.
    await redemption(clientId, credentialId, id, at(-90 * 60_000), 'applied', 10_000); // 00:00 +7, 2 Mar
    await redemption(clientId, credentialId, id, at(-91 * 60_000), 'applied', 20_000); // 23:59 +7, 1 Mar
    await redemption(clientId, credentialId, id, at(-60_000), 'partially_reversed', 30_000, 5_000);
    await redemption(clientId, credentialId, id, at(-2 * 60_000), 'reversed', 40_000, 40_000);
    await redemption(clientId, credentialId, id, at(-3 * 60_000), 'rejected', 0);
    // 6 days before today is the oldest day shown; 7 days before is not.
    await redemption(clientId, credentialId, id, at(-(6 * 24 + 1) * HOUR), 'applied', 7_000);
    await redemption(clientId, credentialId, id, at(-(7 * 24 + 1) * HOUR), 'applied', 8_000);

    const { days } = (await summary(risk)).redemptions!;
    expect(days.map((d) => d.day)).toEqual([
      '2030-02-24',
      '2030-02-25',
      '2030-02-26',
      '2030-02-27',
      '2030-02-28',
      '2030-03-01',
      '2030-03-02',
    ]);
    expect(days.at(-1)).toEqual({ day: '2030-03-02', applied: 2, discount: 35_000 });
    expect(days.at(-2)).toEqual({ day: '2030-03-01', applied: 1, discount: 20_000 });
    expect(days[0]).toEqual({ day: '2030-02-24', applied: 1, discount: 7_000 });
    expect(days.slice(1, 5).every((d) => d.applied === 0 && d.discount === 0)).toBe(true);
  });

  it("counts a parent's own agents, and every parent's for employees, online when seen in the last minute", async () => {
    const staffBefore = (await summary(admin)).agents!;
    const mine = [await enrolAgent(t.app, 'PC-1'), await enrolAgent(t.app, 'PC-2')];
    for (const agent of mine) await linkAgent(t.app, agent, parent.id, parent.token);
    const theirs = await enrolAgent(t.app, 'PC-3');
    await linkAgent(t.app, theirs, other.id, other.token);
    // One of the parent's agents was last seen five minutes ago.
    await t.deps.db
      .updateTable('agents')
      .set({ last_seen_at: at(-5 * 60_000) })
      .where('id', '=', mine[1]!.id)
      .execute();
    await t.deps.db
      .updateTable('agents')
      .set({ last_seen_at: at(-10_000) })
      .where('id', 'in', [mine[0]!.id, theirs.id])
      .execute();

    expect((await summary(parent.token)).agents).toEqual({ total: 2, online: 1 });
    expect((await summary(other.token)).agents).toEqual({ total: 1, online: 1 });
    const staffAfter = (await summary(admin)).agents!;
    expect(staffAfter.total - staffBefore.total).toBe(3);
    expect(staffAfter.online - staffBefore.online).toBe(2);
  });

  it('shows a parent the top domains and apps of his own agents today, in his time zone', async () => {
    const agent = await enrolAgent(t.app, 'PC-4');
    await linkAgent(t.app, agent, parent.id, parent.token);
    const other_ = await enrolAgent(t.app, 'PC-5');
    await linkAgent(t.app, other_, other.id, other.token);
    const url = (address: string, ms: number, request_count = 1) => ({
      type: 'url',
      user_id: null,
      url: address,
      start_time: at(ms),
      request_count,
    });
    const upload = async (token: string, batch_id: string, items: unknown[]) => {
      const res = await call(t.app, 'agents.reports', { batch_id, items }, { token });
      expect(res.statusCode, res.body).toBe(200);
    };
    await upload(agent.token, 'dashboard-1', [
      url('https://www.youtube.com/watch?v=1', -30 * 60_000, 3), // 01:00 in Vietnam: today
      url('https://vnexpress.net/a', -40 * 60_000, 2),
      url('https://vnexpress.net/b', -45 * 60_000, 2),
      url('https://zing.vn/old', -2 * HOUR, 9), // 23:30 yesterday in Vietnam
      {
        type: 'app',
        user_id: null,
        app_name: 'Zalo',
        start_time: at(-20 * 60_000),
        stop_time: at(-10 * 60_000),
      },
    ]);
    await upload(other_.token, 'dashboard-2', [url('https://facebook.com/', -10 * 60_000, 50)]);

    const { activity } = await summary(parent.token);
    expect(activity).toEqual({
      day: '2030-03-02',
      domains: [
        { domain: 'vnexpress.net', count: 4 },
        { domain: 'youtube.com', count: 3 },
      ],
      apps: [{ app_name: 'Zalo', seconds: 600 }],
    });
    expect((await summary(admin)).activity).toBeNull();
    expect((await summary(operator)).activity).toBeNull();
  });

  it('counts mer-ter files waiting and in progress, and those failed today', async () => {
    const before = (await summary(risk)).files!;
    const id = await campaign('draft', 1_000_000);
    const file = (status: string, updatedAt: string) =>
      t.deps.db
        .insertInto('merter_files')
        .values({
          campaign_id: id,
          file_name: `${status}.xlsx`,
          content: Buffer.from('x'),
          status: status as never,
          total: 1,
          lang: 'en',
          uploaded_by: null,
          uploaded_by_name: 'test',
          applied_at: null,
          created_at: updatedAt,
          updated_at: updatedAt,
        })
        .execute();
    await file('pending', at(-HOUR));
    await file('processing', at(-HOUR));
    await file('processing', at(-HOUR));
    await file('error', at(-HOUR)); // 00:30 in Vietnam: today
    await file('error', at(-3 * HOUR)); // 22:30 yesterday in Vietnam
    await file('done', at(-HOUR));
    const after = (await summary(risk)).files!;
    expect(after.pending - before.pending).toBe(1);
    expect(after.processing - before.processing).toBe(2);
    expect(after.failed_today - before.failed_today).toBe(1);
  });

  it('asks for a session', async () => {
    const res = await call(t.app, 'dashboard.summary', {});
    expect(res.statusCode).toBe(401);
  });
});
