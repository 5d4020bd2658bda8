import type { FastifyInstance } from 'fastify';
import type { RouteId } from '@console/contract/routes';
import { DEMO_CUSTOMER_PASSWORD } from '../../src/seed/accounts';
import { enrolAgent, linkAgent, type TestAgent } from './agents';
import { call, callOk, login, loginRaw, type TestApp } from './app';
import { createStaff, type Caller } from './parents';

/**
 * Two parents, each with data of every kind a parent owns, made through the API as he would make
 * it: a staff user with a web blacklist, a web whitelist and an app blocklist of his parent's own
 * assigned and a timer, an agent linked by its OTP with the staff user linked on it, a command sent
 * to it and a day of its reports uploaded, a remote-automation job on that agent with a run, a
 * second staff user signed in on a second linked agent, and an agent enrolled but not linked yet.
 * Tests that need two tenants take them from here.
 */
export interface Tenant extends Caller {
  /** In the name of everything the fixture makes for him (`tenant-a`): who owns what. */
  tag: string;
  userName: string;
  staffId: number;
  blacklistId: number;
  whitelistId: number;
  blocklistId: number;
  /** Linked, with the staff user linked and enabled on it. */
  agent: TestAgent;
  /** Another of his staff users, linked and enabled on `secondAgent` only. */
  secondStaffId: number;
  /**
   * Another linked agent, with `secondStaffId` signed in: what a call aimed at one staff user or
   * one agent must leave alone. With it parent A (who has a seeded agent) holds 3 agents of
   * AGENTS_PER_PARENT, parent B 2.
   */
  secondAgent: TestAgent;
  /** Enrolled, not linked: it shows an OTP to whoever asks it. */
  spareAgent: TestAgent;
  commandId: number;
  jobId: number;
  runId: number;
  /** Records made on demand, for calls that delete or use up what they are given. */
  fresh: FreshRecords;
}

export interface FreshRecords {
  staff(): Promise<number>;
  webGroup(): Promise<number>;
  appGroup(): Promise<number>;
  /** A staff user linked on the tenant's agent (not enabled there: the fixture's is). */
  linkedStaff(): Promise<number>;
  /** An agent linked to the tenant: mind the AGENTS_PER_PARENT limit. */
  linkedAgent(): Promise<TestAgent>;
  job(): Promise<number>;
}

/** The windows the fixture sets on each staff user's timer. */
export const FIXTURE_WINDOWS = [{ weekday: 'mon', start: '08:00', end: '12:00' }];

/** A daily job on the tenant's agent, as `rpa.jobCreate` takes it. */
export const jobBody = (adminId: number, agentId: number, name: string) => ({
  admin_id: adminId,
  name,
  command: 'lockscreen',
  target: 'agents',
  agent_ids: [agentId],
  schedule: 'daily',
  time: '09:00',
  timezone: 'Asia/Ho_Chi_Minh',
});

async function makeTenant(
  app: FastifyInstance,
  now: Date,
  caller: Caller,
  userName: string,
  tag: string,
) {
  const { token, id: adminId } = caller;
  let made = 0;
  const next = () => (made += 1);
  const as = <K extends RouteId>(id: K, input: Record<string, unknown>) =>
    callOk(app, id, input, { token });

  const group = async (
    route: 'rules.webBlacklistCreate' | 'rules.webWhitelistCreate' | 'rules.blocklistCreateAdmin',
    list: string[],
  ) => (await as(route, { admin_id: adminId, name: `${tag} list ${next()}`, list })).item.id;
  const staff = async () =>
    (await createStaff(app, token, { admin_id: adminId, user_name: `${tag}.staff${next()}` })).id;
  const linkedAgent = async () => {
    const agent = await enrolAgent(app, `${tag} PC ${next()}`);
    await linkAgent(app, agent, adminId, token);
    return agent;
  };

  const blacklistId = await group('rules.webBlacklistCreate', ['facebook.com']);
  const whitelistId = await group('rules.webWhitelistCreate', ['wikipedia.org']);
  const blocklistId = await group('rules.blocklistCreateAdmin', ['Zalo']);
  const staffId = await staff();
  for (const [route, ruleId] of [
    ['parents.blacklistAdd', blacklistId],
    ['parents.whitelistAdd', whitelistId],
    ['parents.blocklistAdd', blocklistId],
  ] as const) {
    await as(route, { staff_id: staffId, rule_id: ruleId });
  }
  await as('parents.timerSet', { staff_id: staffId, windows: FIXTURE_WINDOWS });

  const agent = await linkedAgent();
  const onAgent = { admin_id: adminId, agent_id: agent.id };
  await as('agents.staffAgentCreate', { ...onAgent, staff_id: staffId });
  const commandId = (await as('agents.sendCommand', { ...onAgent, command: 'lockscreen' })).item.id;
  const spareAgent = await enrolAgent(app, `${tag} spare PC`);
  const secondStaffId = await staff();
  const secondAgent = await linkedAgent();
  await as('agents.staffAgentCreate', {
    admin_id: adminId,
    agent_id: secondAgent.id,
    staff_id: secondStaffId,
  });

  // A day of reports: the minute before the app's now, today in any time zone but for its last
  // minute (the server refuses items more than 30 days from its clock).
  const at = new Date(now.getTime() - 60_000).toISOString();
  const upload = await call(
    app,
    'agents.reports',
    {
      batch_id: `${tag}-day`,
      items: [
        {
          type: 'url',
          user_id: staffId,
          url: `https://${tag}.example.com/page`,
          title: `${tag} page`,
          start_time: at,
        },
        { type: 'app', user_id: staffId, app_name: `${tag} app`, start_time: at, stop_time: at },
        { type: 'keyword', user_id: staffId, keyword: `${tag} search`, time: at },
      ],
    },
    { token: agent.token },
  );
  if (upload.statusCode !== 200 || upload.json().items !== 3) {
    throw new Error(`agents.reports: ${upload.body}`);
  }

  const job = async () =>
    (await as('rpa.jobCreate', jobBody(adminId, agent.id, `${tag} job ${next()}`))).item.id;
  const jobId = await job();
  const runId = (await as('rpa.jobRunNow', { id: jobId })).item.id;

  const fresh: FreshRecords = {
    staff,
    webGroup: () => group('rules.webBlacklistCreate', ['example.org']),
    appGroup: () => group('rules.blocklistCreateAdmin', ['Telegram']),
    linkedStaff: async () => {
      const id = await staff();
      await as('agents.staffAgentCreate', { ...onAgent, staff_id: id });
      return id;
    },
    linkedAgent,
    job,
  };
  return {
    token,
    id: adminId,
    tag,
    userName,
    staffId,
    blacklistId,
    whitelistId,
    blocklistId,
    agent,
    secondStaffId,
    secondAgent,
    spareAgent,
    commandId,
    jobId,
    runId,
    fresh,
  } satisfies Tenant;
}

/**
 * Parent A is the demo parent (`parent001`, who has the demo seed's data besides), parent B a demo
 * customer (`tranquocbao`); both get the fixture's data. The supporter reaches every parent.
 */
export async function twoParents(t: TestApp): Promise<{ a: Tenant; b: Tenant; supporter: Caller }> {
  const parent = await login(t.app, 'parent001');
  const customer = await loginRaw(t.app, 'tranquocbao', DEMO_CUSTOMER_PASSWORD);
  if (customer.statusCode !== 200) throw new Error(`login tranquocbao: ${customer.body}`);
  const staff = await login(t.app, 'supporter1');
  return {
    a: await makeTenant(
      t.app,
      t.deps.clock.now(),
      { token: parent.access_token, id: parent.id },
      'parent001',
      'tenant-a',
    ),
    b: await makeTenant(
      t.app,
      t.deps.clock.now(),
      { token: customer.json().access_token, id: customer.json().id },
      'tranquocbao',
      'tenant-b',
    ),
    supporter: { token: staff.access_token, id: staff.id },
  };
}
