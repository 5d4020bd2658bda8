import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaNames, routes, type AreaName, type RouteId } from '@console/contract/routes';
import type { AllHandlers } from '../../src/context';
import { call, createTestApp, login, type TestApp } from '../helpers/app';

/**
 * The README's promise: a call's answer passes through its route's response schema, so a field
 * the contract does not declare never leaves the server, whatever a service puts in. Each area's
 * representative read is wrapped (AppOptions.wrapHandlers, for tests only) to plant a password
 * hash and an internal id in every object of the real answer; the client must get exactly the
 * answer it gets without them.
 */
const PLANTED = {
  password_hash: '$argon2id$v=19$m=65536,t=3,p=4$PLANTED-SALT$PLANTED-HASH',
  internal_id: 987_654_321,
  session_version: 7,
};

/** The answer with the planted fields in every object, at any depth. */
function plant(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plant);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => [k, plant(v)]);
    return { ...Object.fromEntries(entries), ...PLANTED };
  }
  return value;
}

type Caller = 'none' | 'admin001' | 'manager01' | 'operator1' | 'salesman1';
interface Read {
  id: RouteId;
  as: Caller;
  input?: Record<string, unknown>;
}

/** One read per area with calls (a new area must add its own: see the first test). */
const READS: Partial<Record<AreaName, Read[]>> = {
  health: [{ id: 'health.readiness', as: 'none' }],
  auth: [{ id: 'auth.publicKey', as: 'none' }],
  accounts: [{ id: 'accounts.testName', as: 'none', input: { userName: 'admin001' } }],
  users: [
    { id: 'users.me', as: 'admin001' },
    { id: 'users.list', as: 'admin001' },
  ],
  employees: [{ id: 'employees.list', as: 'admin001' }],
  browsers: [{ id: 'browsers.list', as: 'operator1' }],
  bank: [{ id: 'bank.list', as: 'operator1' }],
  promotions: [{ id: 'promotions.listMine', as: 'salesman1' }],
  sales: [{ id: 'sales.list', as: 'manager01' }],
  campaigns: [
    { id: 'campaigns.list', as: 'manager01' },
    { id: 'campaigns.get', as: 'manager01', input: { id: 1 } },
  ],
  merchants: [{ id: 'merchants.list', as: 'manager01' }],
  merter: [{ id: 'merter.status', as: 'manager01', input: { campaignId: 1 } }],
  redemption: [{ id: 'redemption.list', as: 'manager01', input: { campaignId: 1 } }],
  blocklists: [
    { id: 'blocklists.customers', as: 'manager01' },
    { id: 'blocklists.terminals', as: 'manager01', input: { merchantCode: 'M0002' } },
  ],
  rules: [{ id: 'rules.webBlacklistList', as: 'operator1' }],
  // parent001, the seventh demo account seeded.
  parents: [{ id: 'parents.staffList', as: 'manager01', input: { admin_id: 7 } }],
  agents: [{ id: 'agents.latestVersion', as: 'admin001' }],
  dashboard: [{ id: 'dashboard.summary', as: 'manager01' }],
  overview: [
    { id: 'overview.websites', as: 'operator1' },
    { id: 'overview.applications', as: 'manager01' },
  ],
  // The demo parent's seeded jobs (seed/rpa.ts).
  rpa: [
    { id: 'rpa.jobList', as: 'manager01' },
    { id: 'rpa.jobGet', as: 'manager01', input: { id: 1 } },
    { id: 'rpa.jobHistory', as: 'manager01', input: { id: 1 } },
  ],
};
const allReads = Object.values(READS).flat();
const plantedIds = new Set<string>(allReads.map((r) => r.id));

let t: TestApp;
let planting = false;
const planted = new Set<string>();
const tokens = new Map<Caller, string>();

function wrap(handlers: AllHandlers): AllHandlers {
  const wrapped: Record<string, unknown> = { ...handlers };
  for (const id of plantedIds) {
    const original = handlers[id as RouteId] as (...args: unknown[]) => Promise<unknown>;
    wrapped[id] = async (...args: unknown[]) => {
      const answer = await original(...args);
      if (!planting) return answer;
      planted.add(id);
      return plant(answer);
    };
  }
  return wrapped as AllHandlers;
}

beforeAll(async () => {
  t = await createTestApp({}, { wrapHandlers: wrap });
  for (const who of ['admin001', 'manager01', 'operator1', 'salesman1'] as const) {
    tokens.set(who, (await login(t.app, who)).access_token);
  }
});
afterAll(() => t.close());

const run = (read: Read) =>
  call(t.app, read.id, read.input ?? {}, read.as === 'none' ? {} : { token: tokens.get(read.as)! });

describe('the response schema filters every answer', () => {
  it('covers every area that has calls', () => {
    const withCalls = areaNames.filter((a) => Object.values(routes).some((def) => def.area === a));
    expect(Object.keys(READS).sort()).toEqual(withCalls.sort());
  });

  it.each(allReads.map((r) => [r.id, r] as const))(
    '%s: planted fields never reach the client, the rest is the real answer',
    async (id, read) => {
      planting = false;
      const clean = await run(read);
      expect(clean.statusCode, clean.body).toBe(200);
      planting = true;
      const res = await run(read);
      planting = false;
      expect(planted.has(id), 'the plant ran').toBe(true);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toMatch(/PLANTED|password_hash|internal_id|session_version|987654321/);
      expect(res.json()).toEqual(clean.json());
    },
  );
});
