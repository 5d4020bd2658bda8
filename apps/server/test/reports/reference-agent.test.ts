import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Agent, AgentConnection, newState, type Scenario } from '@console/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/clock';
import { answerOf, call, createTestApp, login, type TestApp } from '../helpers/app';
import { injectFetch, linkAgent } from '../helpers/agents';

/**
 * The reference agent (apps/agent) uploads a simulated day from its scenario file through the
 * real route; the parent's reports show it, an app session past midnight in the next day, and an
 * upload repeated for the same day counts once. The demo seed gives its linked agent 7 days.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const scenario = JSON.parse(
  fs.readFileSync(path.resolve(here, '../../../agent/scenarios/school-day.json'), 'utf8'),
) as Scenario;

const clock = new TestClock('2030-05-21T05:00:00.000Z');
let t: TestApp;
let parent: { token: string; id: number };

const report = (route: Parameters<typeof call>[1], agentId: number, input = {}) =>
  call(t.app, route, { admin_id: parent.id, agent_id: agentId, ...input }, { token: parent.token });

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  const p = await login(t.app, 'parent001');
  parent = { token: p.access_token, id: p.id };
  await t.deps.db
    .updateTable('users')
    .set({ time_zone: 'Asia/Ho_Chi_Minh' })
    .where('id', '=', parent.id)
    .execute();
});
afterAll(() => t.close());

describe('the reference agent’s reports', () => {
  it('uploads a scenario day that the reports show, once', async () => {
    const agent = new Agent({
      connection: new AgentConnection({
        baseUrl: 'http://console.test',
        fetch: injectFetch(t.app),
      }),
      state: newState(),
      name: 'Máy học',
      version: '1.0.0',
      software: [],
      waitSeconds: 0,
    });
    const agentId = await agent.enrol();
    // parent001 has linked agents from the seed; at most 4, so one more fits.
    await linkAgent(
      t.app,
      { id: agentId, token: agent.state.token!, installId: '' },
      parent.id,
      parent.token,
    );

    // The 20th of May from midnight in Ho Chi Minh City (UTC+7).
    const midnight = new Date('2030-05-19T17:00:00.000Z');
    const first = await agent.uploadDay(scenario, midnight, null);
    expect(first).toEqual({ items: 12, accepted: 12 });
    expect(await agent.uploadDay(scenario, midnight, null)).toEqual({ items: 12, accepted: 0 });

    const domains = await report('agents.urlChart', agentId, { date: '2030-05-20' });
    expect(domains.statusCode, domains.body).toBe(200);
    expect(domains.json().list).toEqual([
      { domain: 'olm.vn', count: 5 },
      { domain: 'youtube.com', count: 5 },
      { domain: 'vi.wikipedia.org', count: 3 },
      { domain: 'vnexpress.net', count: 2 },
      { domain: 'coccoc.com', count: 1 },
      { domain: 'google.com', count: 1 },
    ]);
    const keywords = await report('agents.userQuery', agentId, { date: '2030-05-20' });
    expect(
      answerOf('agents.userQuery', keywords)
        .list.map((k) => k.keyword)
        .sort(),
    ).toEqual(['de thi vao 10', 'lofi hoc bai', 'lịch thi học kỳ', 'phương trình bậc hai']);
    const apps = await report('agents.appChart', agentId, { date: '2030-05-20' });
    expect(apps.json().list).toEqual([
      { app_name: 'Google Chrome', seconds: (90 + 20) * 60 },
      { app_name: 'Microsoft Word', seconds: 45 * 60 },
      { app_name: 'Zalo', seconds: 25 * 60 },
    ]);
    const next = await report('agents.appChart', agentId, { date: '2030-05-21' });
    expect(next.json().list).toEqual([{ app_name: 'Google Chrome', seconds: 20 * 60 }]);
    const urls = await report('agents.urlList', agentId, { date: '2030-05-20', top: 50 });
    expect(urls.json().total).toBe(7);
  });

  it('the demo seed gave the linked demo agent seven days of reports', async () => {
    const agents = await call(
      t.app,
      'agents.list',
      { admin_id: parent.id },
      { token: parent.token },
    );
    const office = answerOf('agents.list', agents).list.find((a) => a.name === 'Máy lễ tân');
    expect(office).toBeDefined();
    // The seed ran at the test clock's time: today and the 6 days before.
    for (const date of ['2030-05-21', '2030-05-20', '2030-05-15']) {
      const res = await report('agents.urlChart', office!.agent_id, { date });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().list.length, date).toBeGreaterThan(0);
    }
    const apps = await report('agents.appList', office!.agent_id, { date: '2030-05-20' });
    expect(apps.json().total).toBeGreaterThan(0);
  });
});
