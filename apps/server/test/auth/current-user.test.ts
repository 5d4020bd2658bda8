import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '@console/contract/permissions';
import { DEMO_ACCOUNTS } from '../../src/seed/accounts';
import { call, createTestApp, login, type SessionTokens, type TestApp } from '../helpers/app';
import { expectFailure } from '../helpers/expect';

let t: TestApp;
let parent: SessionTokens;
let admin: SessionTokens;
let salesman: SessionTokens;
beforeAll(async () => {
  t = await createTestApp();
  parent = await login(t.app, 'parent001');
  admin = await login(t.app, 'admin001');
  salesman = await login(t.app, 'salesman1');
});
afterAll(() => t.close());

const META_FIELDS = [
  'seller_id',
  'sso_id',
  'addr_code',
  'department',
  'role',
  'title',
  'manager_id',
  'date_created',
  'date_modified',
];

const byId = (id: number | string, token: string) => call(t.app, 'users.byId', { id }, { token });

describe('users.me', () => {
  it('answers the current-user fields of spec section 3', async () => {
    const res = await call(t.app, 'users.me', {}, { token: parent.access_token });
    expect(res.statusCode).toBe(200);
    const item = res.json().item;
    for (const field of [
      'sub',
      'name',
      'picture',
      'email',
      'phone_number',
      'address',
      'birthday',
    ]) {
      expect(typeof item[field], field).toBe('string');
    }
    expect(item).toMatchObject({
      id: parent.id,
      sub: String(parent.id),
      name: 'Hoàng Phụ Huynh',
      user_name: 'parent001',
      email: 'parent001@example.com',
      roles: ['parent'],
      permissions: [
        'rules.groups',
        'parents.own',
        'parents.staff',
        'agents.read',
        'agents.manage',
        'agents.command',
        'overview.policy',
        'rpa.read',
        'rpa.manage',
      ],
    });
    expect(Object.keys(item.meta_data).sort()).toEqual([...META_FIELDS].sort());
    for (const field of META_FIELDS) expect(typeof item.meta_data[field], field).toBe('string');
    expect(item.meta_data.role).toBe('parent');
    expect(Number.isNaN(Date.parse(item.meta_data.date_created))).toBe(false);
    expect(Number.isNaN(Date.parse(item.meta_data.date_modified))).toBe(false);
  });

  it("answers each role's permissions from the contract", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const session = await login(t.app, account.user_name);
      const item = (await call(t.app, 'users.me', {}, { token: session.access_token })).json().item;
      expect(item.roles).toEqual([account.role]);
      expect([...item.permissions].sort()).toEqual([...ROLE_PERMISSIONS[account.role]].sort());
    }
  });

  it("names a salesman's own id as seller_id, and nobody else's", async () => {
    const mine = (await call(t.app, 'users.me', {}, { token: salesman.access_token })).json().item;
    expect(mine.meta_data.seller_id).toBe(String(salesman.id));
    const other = (await call(t.app, 'users.me', {}, { token: parent.access_token })).json().item;
    expect(other.meta_data.seller_id).toBe('');
  });

  it('never answers secrets', async () => {
    const res = await call(t.app, 'users.me', {}, { token: admin.access_token });
    expect(res.body).not.toMatch(/password|hash|argon/i);
  });
});

describe('users.byId', () => {
  it('answers oneself to anyone', async () => {
    const res = await byId(parent.id, parent.access_token);
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ id: parent.id, user_name: 'parent001' });
  });

  it("refuses another user's record to a parent (403)", async () => {
    expectFailure(await byId(admin.id, parent.access_token), 403, 'common.permission_denied');
    expectFailure(await byId(salesman.id, parent.access_token), 403, 'common.permission_denied');
  });

  it("answers another user's record to an admin", async () => {
    const res = await byId(parent.id, admin.access_token);
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({
      id: parent.id,
      user_name: 'parent001',
      roles: ['parent'],
      permissions: [
        'rules.groups',
        'parents.own',
        'parents.staff',
        'agents.read',
        'agents.manage',
        'agents.command',
        'overview.policy',
        'rpa.read',
        'rpa.manage',
      ],
    });
  });

  it('answers 404 to an admin for an unknown id', async () => {
    expectFailure(await byId(987654, admin.access_token), 404, 'users.not_found');
  });

  it('answers 400 for an id that is not a positive whole number', async () => {
    for (const id of ['abc', '1.5', '0', '-3', '1e400']) {
      const body = expectFailure(await byId(id, admin.access_token), 400, 'common.invalid_input');
      expect(body.errors).toEqual([expect.objectContaining({ path: 'id' })]);
    }
  });

  it('answers 401 without a token', async () => {
    expectFailure(await call(t.app, 'users.byId', { id: parent.id }), 401, 'auth.unauthenticated');
  });
});
