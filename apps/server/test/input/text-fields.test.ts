import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMachineAccess } from '@console/contract/access';
import { ROLES, canAccess, permissionsOf } from '@console/contract/permissions';
import { isAudited, routeIds, routes, type RouteId } from '@console/contract/routes';
import { issueCredential } from '../../src/credentials/machine-credentials';
import { DEMO_ACCOUNTS } from '../../src/seed/accounts';
import { call, createTestApp, login, uniqueAddress, type TestApp } from '../helpers/app';
import { auditRows, expectFailure } from '../helpers/expect';
import { inputWith, textFields } from '../helpers/schema-fields';

/**
 * Every text field of every route in the contract, generated from the request schemas: a value
 * with a NUL (which PostgreSQL refuses, so it used to answer 500), a bidi override or a lone
 * surrogate (which the drivers would store as U+FFFD) answers 400 with an error naming that
 * field, the caller being one who may call the route, and nothing is written but the audit row.
 * The field is sent alone: zod reports every field's issues, so the bad field's own error must be
 * there whatever the other fields hold.
 */
let t: TestApp;
const tokens = new Map<string, string>();
let rowsBefore: Record<string, number>;

const SECRET = 'do-not-store';
const BAD = {
  nul: { value: `${SECRET}\u0000x`, message: 'validation.control_character' },
  bidi: { value: `${SECRET}\u202Eexe.jpg`, message: 'validation.bidi_character' },
  surrogate: { value: `${SECRET}\uD800x`, message: 'validation.lone_surrogate' },
} as const;

/** A bearer token of a caller the route lets in: a demo account of the first role that may. */
async function callerFor(id: RouteId): Promise<string | undefined> {
  const access = routes[id].access as string;
  if (access === 'public') return undefined;
  if (isMachineAccess(access)) {
    // One credential per kind, issued before the counts are taken.
    if (!tokens.has(access)) {
      const issued = await issueCredential(t.deps.db, access, 1, `walk ${access}`, new Date());
      tokens.set(access, issued.token);
    }
    return tokens.get(access);
  }
  const role = ROLES.find((r) => canAccess(access, { permissions: permissionsOf(r) }));
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!account) throw new Error(`${id}: no demo account may call it`);
  if (!tokens.has(account.user_name)) {
    tokens.set(account.user_name, (await login(t.app, account.user_name)).access_token);
  }
  return tokens.get(account.user_name);
}

/** Rows per table, the audit log aside: what "nothing written" compares. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await t.deps.db.introspection.getTables();
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    // Audit rows are expected; so are the per-address counts of public calls, taken before the
    // input is read (route-limits.test.ts).
    if (name === 'audit_log' || name === 'limit_counters') continue;
    const row = await t.deps.db
      .selectFrom(name as 'users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[name] = Number(row.n);
  }
  return counts;
}

const cases = routeIds.flatMap((id) =>
  textFields(routes[id].request).flatMap((field) =>
    (['nul', 'bidi', 'surrogate'] as const).map((bad) => ({ id, field, bad })),
  ),
);

beforeAll(async () => {
  t = await createTestApp();
  for (const id of new Set(cases.map((c) => c.id))) await callerFor(id);
  rowsBefore = await rowCounts();
});
afterAll(() => t.close());

describe('text fields of the route table', () => {
  it('finds the text fields of the sign-in, sign-up and name-check calls', () => {
    const fieldsOf = (id: RouteId) => textFields(routes[id].request).map((f) => f.path);
    expect(fieldsOf('auth.login')).toEqual(['username', 'password', 'token']);
    expect(fieldsOf('accounts.testName')).toEqual(['userName', 'token']);
    expect(cases.length).toBeGreaterThan(100);
  });

  it.each(cases)('$id refuses $bad in $field.path', async ({ id, field, bad }) => {
    const def = routes[id];
    const params = [...def.path.matchAll(/:(\w+)/g)].map((m) => [m[1] as string, 1]);
    const input = { ...Object.fromEntries(params), ...inputWith(field.path, BAD[bad].value) };
    const res = await call(t.app, id, input, {
      token: await callerFor(id),
      remoteAddress: uniqueAddress(),
    });
    const body = expectFailure(res, 400, 'common.invalid_input');
    const messages = (body.errors ?? []).filter((e) => e.path === field.path).map((e) => e.message);
    expect(messages, res.body).not.toEqual([]);
    if (field.kind === 'string') expect(messages).toContain(BAD[bad].message);

    const audited = await auditRows(t.deps.db);
    const rows = audited.filter((r) => r.request_id === res.headers['x-request-id']);
    if (isAudited(def)) {
      expect(rows).toEqual([
        expect.objectContaining({ call: id, status: 400, outcome: 'failure' }),
      ]);
    }
    for (const row of rows) expect(JSON.stringify(row)).not.toContain(SECRET);
  });

  it('wrote nothing but audit rows', async () => {
    expect(await rowCounts()).toEqual(rowsBefore);
  });
});
