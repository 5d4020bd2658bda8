import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMachineAccess } from '@console/contract/access';
import { errors, type ErrorKey } from '@console/contract/errors';
import { ROLES, type Role } from '@console/contract/permissions';
import { routeIds, routes, type RouteId } from '@console/contract/routes';
import { DEMO_ACCOUNTS } from '../../src/seed/accounts';
import { call, createTestApp, login, type SessionTokens, type TestApp } from '../helpers/app';
import { createBrowser } from '../helpers/browsers';
import { expectNoInternals } from '../helpers/expect';
import { expectedAllowed } from './expected-roles';
import { ROUTE_ACCESS } from './route-access';

/**
 * Every route of the contract, called by every role with a minimal input: the answer must match the
 * route's access rule and what the role may do, both by tables written by hand (route-access.ts,
 * and expected-roles.ts from DESIGN.md), not by the contract's own tables that the server enforces,
 * so a wrong rule or grant in the code fails here. A new route is walked as soon as it is declared.
 * An allowed call must answer what its route promises: a success its response schema accepts, or
 * a failure the contract declares, at that failure's status.
 */
let t: TestApp;
const sessions = new Map<Role, SessionTokens>();

function accountOf(role: Role): string {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!account) throw new Error(`No demo account for role ${role}`);
  return account.user_name;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) sessions.set(role, await login(t.app, accountOf(role)));
});
afterAll(() => t.close());

/** Path parameters filled with the caller's own id (so users.byId is about oneself); no body. */
function minimalInput(id: RouteId, selfId: number): Record<string, unknown> {
  const params = [...routes[id].path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  return Object.fromEntries(params.map((name) => [name, selfId]));
}

/** Calls that end the caller's own sessions: the walk signs that role in again after them. */
const ENDS_OWN_SESSIONS: ReadonlySet<RouteId> = new Set(['auth.logoutAll']);

/** A 401 that a public route may answer: its own credential (refresh or SSO token) was wrong. */
const credentialMessages: Record<string, string> = {
  refresh_token: 'auth.invalid_refresh_token',
  sso_token: 'auth.invalid_sso_token',
};

function expectPublicAnswer(id: RouteId, status: number, message: string | undefined) {
  const def = routes[id];
  expect(status, `${id} answered ${status} ${message}`).not.toBe(403);
  if (status === 401) {
    expect(def.credential, `${id} answered 401 without a credential of its own`).toBeDefined();
    expect(message).toBe(credentialMessages[def.credential!]);
  }
}

/**
 * What a route promises an allowed caller: 200 with an answer its response schema accepts, or a
 * failure envelope whose message key the contract declares, at that key's status and code.
 */
function expectPromisedAnswer(id: RouteId, status: number, body: Record<string, unknown>) {
  if (status === 200) {
    expect(body.success, `${id}: ${JSON.stringify(body)}`).toBe(true);
    const parsed = routes[id].response.safeParse(body);
    expect(parsed.success, `${id} answered outside its schema: ${parsed.error?.message}`).toBe(
      true,
    );
    return;
  }
  expect(body.success, `${id}: ${JSON.stringify(body)}`).toBe(false);
  const declared = errors[body.message as ErrorKey];
  expect(declared, `${id} answered an undeclared error ${String(body.message)}`).toBeDefined();
  expect({ status, code: body.code }, `${id}: ${JSON.stringify(body)}`).toEqual(declared);
  expect(status, `${id}: ${JSON.stringify(body)}`).toBeLessThan(500);
}

describe('every route × every role', () => {
  it('has a demo account for every role, signed in', () => {
    expect([...sessions.keys()].sort()).toEqual([...ROLES].sort());
  });

  it('walks the campaign console calls too, RPC sign-in and bank catalogue included', () => {
    const rpc = routeIds.filter((id) => routes[id].path.startsWith('/rpc/'));
    expect(rpc).toEqual(
      expect.arrayContaining(['auth.rpcLogin', 'bank.catalogueList', 'bank.catalogueGet']),
    );
  });

  describe.each(ROLES)('as %s', (role) => {
    it.each(routeIds)('%s follows the contract', async (id) => {
      const session = sessions.get(role)!;
      const def = routes[id];
      const access = ROUTE_ACCESS[id];
      const res = await call(t.app, id, minimalInput(id, session.id), {
        token: session.access_token,
      });
      // A file answer (a `download` route) is no JSON: it must be a file with its name.
      if (def.download && res.statusCode === 200) {
        expect(res.headers['content-disposition']).toMatch(/^attachment; filename=/);
        return;
      }
      const body = res.json();
      if (ENDS_OWN_SESSIONS.has(id)) sessions.set(role, await login(t.app, accountOf(role)));
      expect(res.headers['x-request-id']).toBeTruthy();
      expectNoInternals(res);
      if (access === 'public') {
        expectPublicAnswer(id, res.statusCode, body.message);
        return;
      }
      if (isMachineAccess(access)) {
        // A user's session never opens a machine's call (docs/decisions/machine-credentials.md).
        expect(res.statusCode, `${role} ${id}: ${res.body}`).toBe(401);
        expect(body).toMatchObject({ success: false, message: 'auth.unauthenticated' });
        return;
      }
      if (expectedAllowed(role, access)) {
        expect([401, 403], `${role} ${id}: ${res.body}`).not.toContain(res.statusCode);
        expectPromisedAnswer(id, res.statusCode, body);
      } else {
        expect(res.statusCode, `${role} ${id}: ${res.body}`).toBe(403);
        expect(body).toMatchObject({ success: false, message: 'common.permission_denied' });
      }
    });
  });
});

describe('every route without a token', () => {
  it.each(routeIds)('%s', async (id) => {
    const res = await call(t.app, id, minimalInput(id, 1));
    const body = res.json();
    expect(res.headers['x-request-id']).toBeTruthy();
    expectNoInternals(res);
    if (ROUTE_ACCESS[id] === 'public') {
      expectPublicAnswer(id, res.statusCode, body.message);
    } else {
      expect(res.statusCode, res.body).toBe(401);
      expect(body).toMatchObject({ success: false, message: 'auth.unauthenticated' });
    }
  });
});

describe('blocked browsers by role', () => {
  const browserRoutes = routeIds.filter((id) => routes[id].area === 'browsers');

  it('covers all six blocked-browser calls', () => {
    expect([...browserRoutes].sort()).toEqual(
      [
        'browsers.apply',
        'browsers.create',
        'browsers.delete',
        'browsers.edit',
        'browsers.get',
        'browsers.list',
      ].sort(),
    );
  });

  it.each(['salesman', 'parent', 'guest'] as const)(
    'refuses a %s every blocked-browser call, even with valid input',
    async (role) => {
      const token = sessions.get(role)!.access_token;
      const target = await createBrowser(t.app, sessions.get('operator')!.access_token, {
        browser_name: `Target for ${role}`,
        file_name: `target-${role}.exe`,
      });
      const inputs: Record<string, Record<string, unknown>> = {
        'browsers.list': {},
        'browsers.get': { id: target.id },
        'browsers.create': { browser_name: 'X', file_name: `${role}-x.exe` },
        'browsers.edit': { id: target.id, browser_name: 'X', file_name: `${role}-y.exe` },
        'browsers.delete': { id: target.id },
        'browsers.apply': {},
      };
      for (const id of browserRoutes) {
        const res = await call(t.app, id, inputs[id]!, { token });
        expect(res.statusCode, `${role} ${id}`).toBe(403);
        expect(res.json().message).toBe('common.permission_denied');
      }
      const still = await call(
        t.app,
        'browsers.get',
        { id: target.id },
        {
          token: sessions.get('operator')!.access_token,
        },
      );
      expect(still.json().item).toMatchObject({ browser_name: `Target for ${role}` });
    },
  );

  it.each(['operator', 'admin'] as const)(
    'lets an %s through every blocked-browser call',
    async (role) => {
      const token = sessions.get(role)!.access_token;
      const created = await call(
        t.app,
        'browsers.create',
        { browser_name: `By ${role}`, file_name: `by-${role}.exe` },
        { token },
      );
      expect(created.statusCode, created.body).toBe(200);
      const id = created.json().item.id as number;
      const answers = [
        await call(t.app, 'browsers.list', {}, { token }),
        await call(t.app, 'browsers.get', { id }, { token }),
        await call(
          t.app,
          'browsers.edit',
          { id, browser_name: `By ${role} (edited)`, file_name: `by-${role}.exe` },
          { token },
        ),
        await call(t.app, 'browsers.apply', {}, { token }),
        await call(t.app, 'browsers.delete', { id }, { token }),
      ];
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    },
  );
});
