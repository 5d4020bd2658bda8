import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeIds, routes, type RouteId } from '@console/contract/routes';
import { call, createTestApp, login, type TestApp } from '../helpers/app';
import { userRow } from '../helpers/accounts';
import { insertSalesman } from '../helpers/promotions';
import { issueAccountToken } from '../../src/modules/accounts/account-tokens';

let t: TestApp;
const tokens: Record<string, string> = {};
let targetId = 0;
/** An invited account that has not set its password, and its invitation link's token. */
let pendingId = 0;
let inviteToken = '';
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['parent001', 'manager01', 'admin001']) {
    tokens[name] = (await login(t.app, name)).access_token;
  }
  targetId = (await userRow(t.deps.db, 'tranquocbao'))!.id;
  pendingId = (await insertSalesman(t.deps.db, 'pending-sales1')).id;
  inviteToken = await issueAccountToken(t.deps.db, pendingId, 'invite');
});
afterAll(() => t.close());

/** A valid input for every users/subscriptions/employees call, aimed at a seeded customer. */
function validInput(id: RouteId): Record<string, unknown> {
  const inputs: Partial<Record<RouteId, Record<string, unknown>>> = {
    'users.me': {},
    'users.byId': { id: targetId },
    'users.list': {},
    'users.get': { id: targetId },
    'users.update': { id: targetId, email: 'quocbao.tran@example.com' },
    'users.activate': { username: 'sarah_nguyen' },
    'users.listLike': { user_name: 'tran' },
    'users.searchLike': { keyword: 'tran', type: 'email' },
    'users.info': { user_name: 'tranquocbao' },
    'users.upToStandard': { username: 'tranquocbao', count: 1 },
    'users.downToFree': { username: 'le-thu-trang' },
    'users.history': { user_id: targetId },
    'users.quote': { count: 1, username: 'tranquocbao' },
    'employees.add': {
      userName: 'invited-employee1',
      email: 'inv1@example.com',
      role: 'supporter',
    },
    'employees.get': { id: targetId },
    'employees.getUserInfo': {},
    'employees.update': { id: targetId, fullName: 'Trần Quốc Bảo' },
    'employees.delete': { id: targetId },
    'employees.list': {},
    'employees.resendInvitation': { id: pendingId },
    'employees.invitation': { resetToken: inviteToken },
  };
  return inputs[id]!;
}

const areaRoutes = routeIds.filter((id) => ['users', 'employees'].includes(routes[id].area));

describe('users, subscriptions and employees by role', () => {
  it('covers every call of the areas', () => {
    expect(areaRoutes.length).toBe(21);
  });

  it('refuses a parent every call but his own record, even with valid input, and changes nothing', async () => {
    const before = await userRow(t.deps.db, 'tranquocbao');
    for (const id of areaRoutes) {
      const res = await call(t.app, id, validInput(id), { token: tokens.parent001 });
      if (id === 'employees.getUserInfo' || id === 'users.me') {
        expect(res.statusCode).toBe(200);
        // The User service speaks camelCase (docs/decisions/field-conventions.md).
        const name = id === 'users.me' ? res.json().item.user_name : res.json().item.userName;
        expect(name).toBe('parent001');
        continue;
      }
      // Public: the set-password page asks it before anyone signs in.
      if (id === 'employees.invitation') {
        expect(res.json()).toEqual({ success: true, userName: 'pending-sales1' });
        continue;
      }
      expect(res.statusCode, `${id}: ${res.body}`).toBe(403);
      expect(res.json().message).toBe('common.permission_denied');
    }
    expect(await userRow(t.deps.db, 'tranquocbao')).toEqual(before);
    const other = await call(t.app, 'users.byId', { id: targetId }, { token: tokens.parent001 });
    expect(other.statusCode).toBe(403);
  });

  it('lets a manager read but not change', async () => {
    const reads: RouteId[] = [
      'users.me',
      'users.byId',
      'users.list',
      'users.get',
      'users.listLike',
      'users.searchLike',
      'users.info',
      'users.history',
      'employees.getUserInfo',
      'employees.invitation',
    ];
    for (const id of areaRoutes) {
      const res = await call(t.app, id, validInput(id), { token: tokens.manager01 });
      if (reads.includes(id)) expect(res.statusCode, `${id}: ${res.body}`).toBe(200);
      else expect(res.statusCode, `${id}: ${res.body}`).toBe(403);
    }
  });

  it('lets an admin do all', async () => {
    // Delete last: the other calls act on the account it removes.
    const order = [
      ...areaRoutes.filter((id) => id !== 'employees.delete'),
      'employees.delete' as const,
    ];
    for (const id of order) {
      const res = await call(t.app, id, validInput(id), { token: tokens.admin001 });
      expect(res.statusCode, `${id}: ${res.body}`).toBe(200);
    }
  });
});
