import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMachineAccess } from '@console/contract/access';
import { routeIds, routes, type RouteId } from '@console/contract/routes';
import { otpOf } from '../helpers/agents';
import { answerOf, call, createTestApp, encrypted, type TestApp } from '../helpers/app';
import { expectFailure, expectNoInternals } from '../helpers/expect';
import type { Caller } from '../helpers/parents';
import { fieldPaths } from '../helpers/schema-fields';
import { FIXTURE_WINDOWS, jobBody, twoParents, type Tenant } from '../helpers/two-parents';
import { expectedAllowed } from './expected-roles';

/**
 * The parent-reach rule (apps/server/src/modules/parents/parent-scope.ts) walked call by call:
 * every call a parent may make that names a parent, staff user, agent, rule group, job, run or
 * command is made by each of two parents with the other's ids, and by each with his own ids but
 * one of the other's. Each is refused with 403 `common.permission_denied` (a parent learns nothing
 * of another's records, not even whether they exist), answers nothing of the other's, and changes
 * no row of the parents' data; then each parent makes the same call on his own ids, which
 * succeeds, so the refusal was not for a bad body. Staff with `parents.any` read both parents'.
 */
let t: TestApp;
let a: Tenant;
let b: Tenant;
let supporter: Caller;
/** Names only that parent's data holds (his own, his staff users', agents', groups', jobs'). */
const markers = new Map<number, string[]>();

type Body = Record<string, unknown>;
type Build = (f: Tenant) => Body | Promise<Body>;

/** A field naming a record: `id`, `admin_id`, `staff_ids`, … */
const ID_FIELD = /^(id|\w+_ids?)$/;
const idFieldsOf = (id: RouteId) =>
  [...new Set(fieldPaths(routes[id].request).map((p) => p.split('.')[0]!))].filter((f) =>
    ID_FIELD.test(f),
  );

/**
 * The calls walked, derived from the contract: those a parent may make by the hand-written role
 * table (expected-roles.ts) whose request names a record. Public calls act for nobody, and
 * machine calls take no user's session (role-walk.test.ts covers both).
 */
const WALKED: RouteId[] = routeIds.filter((id) => {
  const { access } = routes[id];
  if (access === 'public' || isMachineAccess(access)) return false;
  return expectedAllowed('parent', access) && idFieldsOf(id).length > 0;
});

let counter = 0;
const unique = (f: Tenant, what: string) => `${f.tag} ${what} ${(counter += 1)}`;
const own = (f: Tenant) => ({ admin_id: f.id });
const ofStaff = (f: Tenant) => ({ staff_id: f.staffId });
const onAgent = (f: Tenant) => ({ admin_id: f.id, agent_id: f.agent.id });

/**
 * A valid request of each walked call for one parent's fixture (helpers/two-parents.ts); several
 * when the call may leave the parent out (then it reaches the record by its own id alone). Calls
 * that delete or use up what they name get a record made for the call.
 */
const BODIES: Partial<Record<RouteId, Build | readonly Build[]>> = {
  'users.byId': (f) => ({ id: f.id }),

  'parents.get': own,
  'parents.staffList': own,
  'parents.staffGet': ofStaff,
  'parents.staffCreate': async (f) => ({
    admin_id: f.id,
    user_name: `${f.tag}.new${(counter += 1)}`,
    full_name: 'Con mới',
    password: await encrypted(t.app, 'pass1234'),
  }),
  'parents.staffEdit': (f) => ({ staff_id: f.staffId, full_name: unique(f, 'staff') }),
  'parents.staffDelete': async (f) => ({ staff_id: await f.fresh.staff() }),
  'parents.switchAppMode': (f) => ({ staff_id: f.staffId, switch_mode: 'timer' }),
  'parents.staffWebList': own,
  'parents.staffAppList': own,
  'parents.blacklistAdd': (f) => ({ staff_id: f.staffId, rule_id: f.blacklistId }),
  'parents.whitelistAdd': (f) => ({ staff_id: f.staffId, rule_id: f.whitelistId }),
  'parents.blocklistAdd': (f) => ({ staff_id: f.staffId, rule_id: f.blocklistId }),
  'parents.blacklistSet': ofStaff,
  'parents.whitelistSet': ofStaff,
  'parents.blocklistSet': ofStaff,
  'parents.runModeSet': (f) => ({ staff_id: f.staffId, mode: 'normal' }),
  'parents.tabModeSet': (f) => ({ staff_id: f.staffId, mode: 'closetab' }),
  'parents.notificationModeSet': (f) => ({ staff_id: f.staffId, mode: 'hide' }),
  'parents.timerGet': ofStaff,
  'parents.timerSet': (f) => ({ staff_id: f.staffId, windows: FIXTURE_WINDOWS }),

  'rules.webBlacklistList': own,
  'rules.webWhitelistList': own,
  'rules.webBlacklistCreate': (f) => ({
    admin_id: f.id,
    name: unique(f, 'blacklist'),
    list: ['example.com'],
  }),
  'rules.webWhitelistCreate': (f) => ({
    admin_id: f.id,
    name: unique(f, 'whitelist'),
    list: ['example.com'],
  }),
  'rules.webSetName': (f) => ({ id: f.blacklistId, name: unique(f, 'blacklist') }),
  'rules.webDelete': async (f) => ({ id: await f.fresh.webGroup() }),
  'rules.webEdit': (f) => ({ id: f.whitelistId, list: ['wikipedia.org', 'khanacademy.org'] }),
  'rules.appList': own,
  'rules.appSetName': (f) => ({ id: f.blocklistId, name: unique(f, 'blocklist') }),
  'rules.appDelete': async (f) => ({ id: await f.fresh.appGroup() }),
  'rules.blocklistGet': (f) => ({ id: f.blocklistId }),
  'rules.blocklistEdit': (f) => ({ id: f.blocklistId, list: ['Zalo', 'Telegram'] }),
  'rules.blocklistListAdmin': own,
  'rules.blocklistCreateAdmin': (f) => ({
    admin_id: f.id,
    name: unique(f, 'blocklist'),
    list: ['Zalo'],
  }),
  'rules.blocklistEditAdmin': (f) => ({ id: f.blocklistId, list: ['Zalo', 'Discord'] }),

  'agents.list': own,
  'agents.login': async (f) => ({
    admin_id: f.id,
    agent_id: f.spareAgent.id,
    otp: await otpOf(t.app, f.spareAgent),
  }),
  'agents.check': onAgent,
  'agents.logout': async (f) => ({ admin_id: f.id, agent_id: (await f.fresh.linkedAgent()).id }),
  'agents.setBlockBrowser': (f) => ({ ...onAgent(f), block_browser: true }),
  'agents.setUserLogin': (f) => ({ ...onAgent(f), user_login: true }),
  'agents.sendCommand': (f) => ({ ...onAgent(f), command: 'lockscreen' }),
  'agents.commands': onAgent,
  'agents.setName': [
    (f) => ({ agent_id: f.agent.id, name: unique(f, 'PC') }),
    (f) => ({ ...onAgent(f), name: unique(f, 'PC') }),
  ],
  'agents.software': [(f) => ({ agent_id: f.agent.id }), onAgent],
  'agents.staffAgentList': [own, onAgent],
  'agents.staffAgentCreate': async (f) => ({ ...onAgent(f), staff_id: await f.fresh.staff() }),
  'agents.staffAgentActive': (f) => ({ ...onAgent(f), staff_id: f.staffId }),
  'agents.staffAgentDelete': async (f) => ({
    ...onAgent(f),
    staff_id: await f.fresh.linkedStaff(),
  }),
  'agents.urlChart': onAgent,
  'agents.urlList': onAgent,
  'agents.userQuery': onAgent,
  'agents.appList': onAgent,
  'agents.appChart': onAgent,

  'overview.policy': [(f) => ({ agent_id: f.agent.id }), onAgent],

  'rpa.jobList': own,
  'rpa.jobGet': (f) => ({ id: f.jobId }),
  'rpa.jobCreate': (f) => jobBody(f.id, f.agent.id, unique(f, 'job')),
  'rpa.jobUpdate': (f) => ({ id: f.jobId, ...jobBody(f.id, f.agent.id, unique(f, 'job')) }),
  'rpa.jobPause': (f) => ({ id: f.jobId, reason: 'walk' }),
  'rpa.jobResume': (f) => ({ id: f.jobId, reason: 'walk' }),
  'rpa.jobDelete': async (f) => ({ id: await f.fresh.job(), reason: 'walk' }),
  // The fixture's job still runs its first run: a second one would be refused (rpa.state).
  'rpa.jobRunNow': async (f) => ({ id: await f.fresh.job() }),
  'rpa.jobHistory': (f) => ({ id: f.jobId }),
  'rpa.runList': (f) => ({ job_id: f.jobId }),
  'rpa.runGet': (f) => ({ id: f.runId }),
  'rpa.targetsPreview': [
    (f) => ({ admin_id: f.id, target: 'agents', agent_ids: [f.agent.id] }),
    (f) => ({ admin_id: f.id, target: 'staff', staff_ids: [f.staffId] }),
  ],
};

/** Calls that delete what they name: walked last (each on a record made for it). */
const DESTRUCTIVE: readonly RouteId[] = [
  'parents.staffDelete',
  'rules.webDelete',
  'rules.appDelete',
  'agents.logout',
  'agents.staffAgentDelete',
  'rpa.jobDelete',
];
const ORDER = [
  ...WALKED.filter((id) => !DESTRUCTIVE.includes(id)),
  ...WALKED.filter((id) => DESTRUCTIVE.includes(id)),
];

interface OtherAnswer {
  why: string;
  /** What the call answers instead; none: the case is not made. */
  check?: (res: LightMyRequestResponse, caller: Tenant) => void;
}
/**
 * The cases that are not a 403, each keyed `<route> <case>` (`all`: every id the other's; a field
 * name: the caller's own request with that one field the other's), with the reason.
 */
const OTHER_ANSWERS: Record<string, OtherAnswer> = {
  'rpa.jobList all': {
    why: 'A parent sees his own jobs whatever he sends (schemas/rpa.ts, jobListRequest)',
    check: (res, caller) => {
      const { list } = answerOf('rpa.jobList', res);
      expect(list.length).toBeGreaterThan(0);
      for (const job of list) expect(job.admin_id).toBe(caller.id);
    },
  },
  'agents.staffAgentList agent_id': {
    why: "The caller's links filtered to an agent that is not his: none",
    check: (res) => {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().list).toEqual([]);
    },
  },
  'rpa.jobUpdate admin_id': {
    why: "A job's parent does not change: his own job named with another parent is bad input",
    check: (res) => {
      expectFailure(res, 400, 'common.invalid_input');
      expect(res.json().errors).toEqual([expect.objectContaining({ path: 'admin_id' })]);
    },
  },
  'agents.login agent_id': {
    why:
      'An agent not linked yet is no parent’s: the OTP it shows is what reaches it, and a wrong ' +
      'one uses up one of its tries (agents.service.ts, requestLink)',
  },
};
const metOtherAnswers = new Set<string>();

// ---- what the parents' data holds -----------------------------------------------------------

/** The tables of a parent's data; whole, so a change to anybody's rows shows. */
const TABLES = [
  'users',
  'staff_users',
  'staff_agents',
  'agents',
  'agent_otps',
  'agent_link_requests',
  'agent_commands',
  'agent_software',
  'agent_software_uploads',
  'agent_software_changes',
  'rule_groups',
  'rpa_jobs',
  'rpa_runs',
  'rpa_run_targets',
  'transitions',
  'machine_credentials',
  'telemetry_batches',
  'telemetry_url_requests',
  'telemetry_app_sessions',
  'telemetry_keywords',
  'telemetry_domain_days',
  'telemetry_url_days',
  'telemetry_app_days',
  'telemetry_keyword_days',
] as const;

type Snapshot = Map<string, Set<string>>;

async function snapshot(): Promise<Snapshot> {
  const tables = await Promise.all(
    TABLES.map(async (table) => {
      const query = sql<Record<string, unknown>>`select * from ${sql.table(table)}`;
      const { rows } = await query.execute(t.deps.db);
      return [table, new Set(rows.map((row) => JSON.stringify(row)))] as const;
    }),
  );
  return new Map(tables);
}

/** The rows one snapshot has and the other has not, table by table. */
function changes(before: Snapshot, after: Snapshot): string[] {
  return TABLES.flatMap((table) => {
    const was = before.get(table)!;
    const is = after.get(table)!;
    return [
      ...[...was].filter((row) => !is.has(row)).map((row) => `${table} - ${row}`),
      ...[...is].filter((row) => !was.has(row)).map((row) => `${table} + ${row}`),
    ];
  });
}

async function namesOf(adminId: number): Promise<string[]> {
  const db = t.deps.db;
  const rows = await Promise.all([
    db.selectFrom('users').select('user_name as name').where('id', '=', adminId).execute(),
    db
      .selectFrom('staff_users')
      .select('user_name as name')
      .where('admin_id', '=', adminId)
      .execute(),
    db.selectFrom('agents').select('name').where('admin_id', '=', adminId).execute(),
    db.selectFrom('rule_groups').select('name').where('admin_id', '=', adminId).execute(),
    db.selectFrom('rpa_jobs').select('name').where('admin_id', '=', adminId).execute(),
  ]);
  return rows.flat().map((r) => r.name);
}

// ---- the walk ----------------------------------------------------------------------------------

beforeAll(async () => {
  t = await createTestApp();
  ({ a, b, supporter } = await twoParents(t));
  const [namesA, namesB] = [await namesOf(a.id), await namesOf(b.id)];
  markers.set(
    a.id,
    namesA.filter((n) => !namesB.includes(n)),
  );
  markers.set(
    b.id,
    namesB.filter((n) => !namesA.includes(n)),
  );
});
afterAll(() => t.close());

const buildersOf = (id: RouteId): readonly Build[] => {
  const entry = BODIES[id];
  if (!entry) return [];
  return typeof entry === 'function' ? [entry] : entry;
};

/**
 * The caller's own request with one of the owner's ids in it, one per id field where the two
 * differ; none when only one does (that is the request with every id the owner's).
 */
function mixedCases(id: RouteId, mine: Body, theirs: Body): [string, Body][] {
  const differing = idFieldsOf(id).filter(
    (field) => field in mine && JSON.stringify(mine[field]) !== JSON.stringify(theirs[field]),
  );
  if (differing.length < 2) return [];
  return differing.map((field) => [field, { ...mine, [field]: theirs[field] }]);
}

/** The call, made by `caller` with `body` naming `owner`'s data, is refused and changes nothing. */
async function expectRefused(
  id: RouteId,
  caseName: string,
  caller: Tenant,
  owner: Tenant,
  body: Body,
  before: Snapshot,
) {
  const key = `${id} ${caseName}`;
  const other = OTHER_ANSWERS[key];
  if (other && !other.check) {
    metOtherAnswers.add(key);
    return;
  }
  const res = await call(t.app, id, body, { token: caller.token });
  const label = `${caller.userName} → ${owner.userName}'s ${key}: ${JSON.stringify(body)}`;
  if (other) {
    other.check!(res, caller);
    metOtherAnswers.add(key);
  } else {
    expect(res.statusCode, `${label}\n${res.body}`).toBe(403);
    expectFailure(res, 403, 'common.permission_denied');
  }
  expectNoInternals(res);
  for (const name of markers.get(owner.id)!) {
    expect(res.body, `${label} answered ${name}`).not.toContain(name);
  }
  expect(changes(before, await snapshot()), `${label} changed data`).toEqual([]);
}

describe('the walked calls', () => {
  it('are every call a parent may make that names a record, each with a request', () => {
    expect(WALKED.length).toBeGreaterThan(60);
    expect(WALKED.filter((id) => !(id in BODIES))).toEqual([]);
    expect(Object.keys(BODIES).filter((id) => !WALKED.includes(id as RouteId))).toEqual([]);
    expect(DESTRUCTIVE.filter((id) => !(id in BODIES))).toEqual([]);
  });
});

describe('staff with parents.any', () => {
  it.each(['a', 'b'] as const)('read parent %s’s data of every area', async (which) => {
    const f = which === 'a' ? a : b;
    for (const [id, input] of [
      ['parents.staffList', own(f)],
      ['rules.blocklistListAdmin', own(f)],
      ['agents.list', own(f)],
      ['agents.urlList', onAgent(f)],
      ['overview.policy', onAgent(f)],
      ['rpa.jobGet', { id: f.jobId }],
      ['rpa.runGet', { id: f.runId }],
    ] as const) {
      const res = await call(t.app, id, input, { token: supporter.token });
      expect(res.statusCode, `${id} ${res.body}`).toBe(200);
      expect(res.body, id).toContain(f.tag);
    }
  });
});

describe("a parent reaches none of another parent's data", () => {
  it.each(ORDER)('%s', async (id) => {
    const builders = buildersOf(id);
    expect(builders.length, `${id} has no request in BODIES`).toBeGreaterThan(0);
    for (const build of builders) {
      const bodies = new Map<Tenant, Body>([
        [a, await build(a)],
        [b, await build(b)],
      ]);
      const before = await snapshot();
      for (const [caller, owner] of [
        [a, b],
        [b, a],
      ] as const) {
        await expectRefused(id, 'all', caller, owner, bodies.get(owner)!, before);
        for (const [field, body] of mixedCases(id, bodies.get(caller)!, bodies.get(owner)!)) {
          await expectRefused(id, field, caller, owner, body, before);
        }
      }
      // The same requests, each made by its own parent: valid, so the refusals were the rule's.
      for (const f of [a, b]) {
        const res = await call(t.app, id, bodies.get(f)!, { token: f.token });
        expect(res.statusCode, `${f.userName}'s own ${id}: ${res.body}`).toBe(200);
      }
    }
  });

  it('met every answer other than 403 written down', () => {
    expect([...metOtherAnswers].sort()).toEqual(Object.keys(OTHER_ANSWERS).sort());
  });
});
