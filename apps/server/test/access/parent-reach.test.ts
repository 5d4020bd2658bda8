import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteId } from '@console/contract/routes';
import { answerOf, call, createTestApp, type TestApp } from '../helpers/app';
import { expectFailure, expectNoInternals } from '../helpers/expect';
import type { Caller } from '../helpers/parents';
import { REPORT_ROW_TABLES } from '../helpers/reports';
import { twoParents, type Tenant } from '../helpers/two-parents';
import {
  BODIES,
  buildersOf,
  DESTRUCTIVE,
  idFieldsOf,
  onAgent,
  ORDER,
  own,
  WALKED,
  type Body,
} from './parent-reach-requests';

/**
 * The parent-reach rule (apps/server/src/modules/parents/parent-scope.ts) walked call by call:
 * every call a parent may make that names a parent, staff user, agent, rule group, job, run or
 * command is made by each of two parents with the other's ids, and by each with his own ids but
 * one of the other's. Each is refused with 403 `common.permission_denied` (a parent learns nothing
 * of another's records, not even whether they exist), answers nothing of the other's, and changes
 * no row of the parents' data; then each parent makes the same call on his own ids, which
 * succeeds, so the refusal was not for a bad body. Employees with `parents.any` read both parents'.
 * The calls and their requests: parent-reach-requests.ts.
 */
let t: TestApp;
let a: Tenant;
let b: Tenant;
let supporter: Caller;
/** Names only that parent's data holds (his own, his staff users', agents', groups', jobs'). */
const markers = new Map<number, string[]>();

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
  'report_batches',
  ...REPORT_ROW_TABLES,
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

describe('employees with parents.any', () => {
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
        [a, await build(a, t.app)],
        [b, await build(b, t.app)],
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
