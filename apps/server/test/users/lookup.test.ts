import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteId } from '@console/contract/routes';
import { call, createTestApp, login, type TestApp } from '../helpers/app';

/**
 * The pickers (users.lookup) serve operators and supporters too: they answer names and ids; the
 * e-mail and phone only to roles that may read users (users.get: admin, manager).
 */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['admin001', 'manager01', 'supporter1', 'operator1']) {
    tokens[name] = (await login(t.app, name)).access_token;
  }
});
afterAll(() => t.close());

const LOOKUPS: [RouteId, Record<string, unknown>][] = [
  ['users.listLike', { user_name: 'tran' }],
  ['users.searchLike', { keyword: 'example.com', type: 'email' }],
  ['users.searchLike', { keyword: '09', type: 'phone' }],
];

describe.each(LOOKUPS)('%s %o', (route, input) => {
  const lookup = async (user: string) => {
    const res = await call(t.app, route, input, { token: tokens[user] });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().list as Record<string, unknown>[];
    expect(list.length).toBeGreaterThan(0);
    return list;
  };

  it.each(['operator1', 'supporter1'])('answers %s names and ids only', async (user) => {
    for (const entry of await lookup(user)) {
      expect(Object.keys(entry).sort()).toEqual(['full_name', 'id', 'user_name']);
    }
  });

  it.each(['admin001', 'manager01'])('answers %s the e-mail and phone too', async (user) => {
    for (const entry of await lookup(user)) {
      expect(entry).toEqual({
        id: expect.any(Number),
        user_name: expect.any(String),
        full_name: expect.any(String),
        email: expect.any(String),
        phone: expect.any(String),
      });
    }
  });
});
