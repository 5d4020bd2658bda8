import { afterAll, beforeAll, expect } from 'vitest';
import { TestClock } from '../../src/clock';
import { enrolAgent, givePaidPackage, linkAgent, loginCustomer, type TestAgent } from './agents';
import { call, createTestApp, type TestApp } from './app';
import type { Caller } from './parents';

/** What a reports test file's `beforeAll` made. */
export interface ReportsWorld {
  t: TestApp;
  /** A parent in Asia/Ho_Chi_Minh (UTC+7), with a staff user `vnStaff`. */
  vn: Caller;
  /** A parent in America/New_York, whose clocks move on 10 March 2030. */
  ny: Caller;
  vnStaff: number;
}

/**
 * The set-up of a reports test file, its hooks registered: an app of its own on a test clock at
 * 15:00 UTC on 10 March 2030, two parents in two zones. `world` is filled once the file's
 * `beforeAll` has run; the helpers read it when called.
 */
export function useReportsWorld() {
  const clock = new TestClock('2030-03-10T15:00:00.000Z');
  const world = {} as ReportsWorld;

  async function staffOf(adminId: number, userName: string): Promise<number> {
    const now = clock.now().toISOString();
    const row = await world.t.deps.db
      .insertInto('staff_users')
      .values({
        admin_id: adminId,
        user_name: userName,
        full_name: `Con ${userName}`,
        password_hash: 'x',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function setZone(adminId: number, zone: string) {
    await world.t.deps.db
      .updateTable('users')
      .set({ time_zone: zone })
      .where('id', '=', adminId)
      .execute();
  }

  async function linked(parent: Caller, name: string): Promise<TestAgent> {
    const agent = await enrolAgent(world.t.app, name);
    await linkAgent(world.t.app, agent, parent.id, parent.token);
    return agent;
  }

  const upload = (agent: TestAgent, batch_id: string, items: unknown[]) =>
    call(world.t.app, 'agents.reports', { batch_id, items }, { token: agent.token });

  const report = (
    route: Parameters<typeof call>[1],
    parent: Caller,
    agent: TestAgent,
    input: Record<string, unknown> = {},
  ) =>
    call(
      world.t.app,
      route,
      { admin_id: parent.id, agent_id: agent.id, ...input },
      { token: parent.token },
    );

  async function reports(parent: Caller, agent: TestAgent, date: string) {
    const out: Record<string, { total: number; list: Record<string, unknown>[] }> = {};
    for (const [name, route] of [
      ['domains', 'agents.urlChart'],
      ['urls', 'agents.urlList'],
      ['keywords', 'agents.userQuery'],
      ['sessions', 'agents.appList'],
      ['apps', 'agents.appChart'],
    ] as const) {
      const res = await report(route, parent, agent, { date });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().date).toBe(date);
      out[name] = res.json();
    }
    return out;
  }

  beforeAll(async () => {
    world.t = await createTestApp({}, { clock });
    const { t } = world;
    await givePaidPackage(t.app, 'pham_van_duc'); // he links more agents than a free account
    world.vn = await loginCustomer(t.app, 'pham_van_duc');
    world.ny = await loginCustomer(t.app, 'nguyenthanhha');
    await setZone(world.vn.id, 'Asia/Ho_Chi_Minh');
    await setZone(world.ny.id, 'America/New_York');
    world.vnStaff = await staffOf(world.vn.id, 'be_an_tel');
  });
  afterAll(() => world.t.close());

  return { clock, world, linked, upload, report, reports };
}

/** The tables an agent's upload writes its rows to, each row naming the staff user it credits. */
export const REPORT_ROW_TABLES = [
  'report_url_requests',
  'report_app_sessions',
  'report_keywords',
  'report_domain_days',
  'report_url_days',
  'report_app_days',
  'report_keyword_days',
] as const;
