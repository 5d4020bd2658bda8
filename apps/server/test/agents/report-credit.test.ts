import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteId } from '@console/contract/routes';
import { useAgentWorld } from '../helpers/agent-world';
import type { TestAgent } from '../helpers/agents';
import { call, type TestApp } from '../helpers/app';
import { REPORT_ROW_TABLES } from '../helpers/reports';
import type { Tenant } from '../helpers/two-parents';

/**
 * Reports never credit another parent's staff user (docs/decisions/agents.md, "Reports":
 * a `user_id` that is not one of the parent's staff users is kept as none). Parent A's
 * agent, on which only A's staff user is signed in, uploads browsing, app use and searches naming
 * B's staff users; B's reports show only what his own agents sent, and A's show the visits
 * credited to no one, while what names A's own staff user is credited to him. Set-up:
 * helpers/agent-world.ts with the two parents of two-parents.ts.
 */
const NOW = '2030-05-01T08:00:00.000Z';
const { world } = useAgentWorld(NOW, { tenants: true });
let t: TestApp;
let a: Tenant;
let b: Tenant;
beforeAll(() => {
  ({ t, a, b } = world);
});

/** A minute before the test clock's now: today in any parent's zone. */
const AT = new Date(Date.parse(NOW) - 60_000).toISOString();

/** A URL visit, an app session and a search, each naming `staffId`, marked with `tag`. */
const itemsOf = (tag: string, staffId: number) => [
  { type: 'url', user_id: staffId, url: `https://${tag}.example.com/`, title: tag, start_time: AT },
  { type: 'app', user_id: staffId, app_name: `${tag} app`, start_time: AT, stop_time: NOW },
  { type: 'keyword', user_id: staffId, keyword: `${tag} search`, time: AT },
];

async function upload(agent: TestAgent, batchId: string, items: unknown[]) {
  const res = await call(
    t.app,
    'agents.reports',
    { batch_id: batchId, items },
    { token: agent.token },
  );
  expect(res.statusCode, res.body).toBe(200);
}

const REPORTS = [
  'agents.urlChart',
  'agents.urlList',
  'agents.userQuery',
  'agents.appList',
  'agents.appChart',
] as const satisfies readonly RouteId[];

/** Every row of today's five reports of the agent, read as the parent, with the report's name. */
async function reportRows(parent: Tenant, agent: TestAgent) {
  const rows: Record<string, unknown>[] = [];
  for (const route of REPORTS) {
    const res = await call(
      t.app,
      route,
      { admin_id: parent.id, agent_id: agent.id },
      { token: parent.token },
    );
    expect(res.statusCode, `${route}: ${res.body}`).toBe(200);
    for (const row of res.json().list as Record<string, unknown>[]) rows.push({ route, ...row });
  }
  return rows;
}

/**
 * The rows of this file's uploads that carry a staff user, as `route thing: user_id` (the
 * fixture's own day of reports, tagged `tenant-`, is today's too).
 */
const credits = (rows: Record<string, unknown>[]) =>
  rows
    .filter((r) => 'user_id' in r && JSON.stringify(r).includes('credit-'))
    .map((r) => `${r.route} ${r.url ?? r.keyword ?? r.app_name}: ${r.user_id}`)
    .sort();

const mentions = (rows: Record<string, unknown>[], tag: string) =>
  rows.filter((r) => JSON.stringify(r).includes(tag));

describe('an agent reporting with another parent’s staff ids', () => {
  beforeAll(async () => {
    await upload(a.agent, 'credit-a-1', [
      ...itemsOf('credit-foreign', b.staffId),
      ...itemsOf('credit-foreign2', b.secondStaffId),
      ...itemsOf('credit-own', a.staffId),
    ]);
    await upload(b.agent, 'credit-b-1', itemsOf('credit-b', b.staffId));
  });

  it('puts nothing in the other parent’s reports: B reads only what his agents sent', async () => {
    const first = await reportRows(b, b.agent);
    expect(mentions(first, 'credit-foreign')).toEqual([]);
    expect(mentions(first, 'credit-own')).toEqual([]);
    expect(credits(first)).toEqual(
      [
        `agents.appList credit-b app: ${b.staffId}`,
        `agents.urlList https://credit-b.example.com/: ${b.staffId}`,
        `agents.userQuery credit-b search: ${b.staffId}`,
      ].sort(),
    );
    const second = await reportRows(b, b.secondAgent);
    expect(second).toEqual([]);
  });

  it('credits the visits to no one in the agent’s parent’s reports, and his own staff to him', async () => {
    const rows = await reportRows(a, a.agent);
    expect(credits(rows)).toEqual(
      [
        'agents.appList credit-foreign app: null',
        'agents.appList credit-foreign2 app: null',
        `agents.appList credit-own app: ${a.staffId}`,
        'agents.urlList https://credit-foreign.example.com/: null',
        'agents.urlList https://credit-foreign2.example.com/: null',
        `agents.urlList https://credit-own.example.com/: ${a.staffId}`,
        'agents.userQuery credit-foreign search: null',
        'agents.userQuery credit-foreign2 search: null',
        `agents.userQuery credit-own search: ${a.staffId}`,
      ].sort(),
    );
    for (const row of mentions(rows, 'credit-foreign')) {
      if ('user_id' in row) expect(row.user_name).toBe('');
    }
    // The counts are still the agent's: the charts hold every visit and every minute.
    expect(mentions(rows, 'credit-foreign.example.com')).toContainEqual(
      expect.objectContaining({ route: 'agents.urlChart', domain: 'credit-foreign.example.com' }),
    );
  });

  it('writes no row of the upload under B’s staff ids', async () => {
    const db = t.deps.db;
    const foreign = [b.staffId, b.secondStaffId];
    for (const table of REPORT_ROW_TABLES) {
      const rows = await db
        .selectFrom(table)
        .select('staff_id')
        .where('agent_id', '=', a.agent.id)
        .where('staff_id', 'in', foreign)
        .execute();
      expect(rows, table).toEqual([]);
    }
  });
});
