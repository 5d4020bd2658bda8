import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type SessionTokens, type TestApp } from '../helpers/app';
import { createBrowser } from '../helpers/browsers';
import { auditRows } from '../helpers/expect';

let t: TestApp;
let operator: SessionTokens;
let salesman: SessionTokens;
let asOperator: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  operator = await login(t.app, 'operator1');
  salesman = await login(t.app, 'salesman1');
  asOperator = { token: operator.access_token };
});
afterAll(() => t.close());

/** The audit row the response's request left. */
async function rowOf(res: LightMyRequestResponse) {
  const id = res.headers['x-request-id'];
  expect(typeof id).toBe('string');
  const rows = (await auditRows(t.deps.db)).filter((r) => r.request_id === id);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe('audit log of blocked-browser writes', () => {
  it('records a creation with actor, call, target and outcome', async () => {
    const res = await call(
      t.app,
      'browsers.create',
      { browser_name: 'Audited', file_name: 'audited.exe', file_description: 'secret-ish text' },
      asOperator,
    );
    const row = await rowOf(res);
    expect(row).toMatchObject({
      actor_id: operator.id,
      actor_name: 'operator1',
      call: 'browsers.create',
      target: String(res.json().item.id),
      outcome: 'success',
      status: 200,
      message: '',
      ip: '127.0.0.1',
    });
    expect(Number.isNaN(Date.parse(row.at))).toBe(false);
    expect(JSON.stringify(row)).not.toContain('secret-ish text');
  });

  it('records an edit, a deletion and an apply', async () => {
    const item = await createBrowser(t.app, operator.access_token, {
      browser_name: 'Edit me',
      file_name: 'edit-me.exe',
    });
    const edit = await call(
      t.app,
      'browsers.edit',
      { id: item.id, browser_name: 'Edited', file_name: 'edit-me.exe' },
      asOperator,
    );
    expect(await rowOf(edit)).toMatchObject({
      actor_name: 'operator1',
      call: 'browsers.edit',
      target: String(item.id),
      outcome: 'success',
    });

    const del = await call(t.app, 'browsers.delete', { id: item.id }, asOperator);
    expect(await rowOf(del)).toMatchObject({
      actor_name: 'operator1',
      call: 'browsers.delete',
      target: String(item.id),
      outcome: 'success',
    });

    const apply = await call(t.app, 'browsers.apply', {}, asOperator);
    expect(await rowOf(apply)).toMatchObject({
      actor_name: 'operator1',
      call: 'browsers.apply',
      target: `version ${apply.json().item.version}`,
      outcome: 'success',
    });
  });

  it('records a failed write as a failure, with its message', async () => {
    const res = await call(
      t.app,
      'browsers.edit',
      { id: 999999, browser_name: 'Ghost', file_name: 'ghost.exe' },
      asOperator,
    );
    expect(await rowOf(res)).toMatchObject({
      actor_name: 'operator1',
      call: 'browsers.edit',
      target: '999999',
      outcome: 'failure',
      status: 404,
      message: 'browsers.not_found',
    });
    const dup = await call(
      t.app,
      'browsers.create',
      { browser_name: 'Tor', file_name: 'TOR.exe' },
      asOperator,
    );
    expect(await rowOf(dup)).toMatchObject({
      outcome: 'failure',
      status: 409,
      message: 'browsers.duplicate_file_name',
    });
  });

  it('records a denied call by a salesman, for every write', async () => {
    const calls = [
      ['browsers.create', { browser_name: 'Nope', file_name: 'nope.exe' }],
      ['browsers.edit', { id: 1, browser_name: 'Nope', file_name: 'nope.exe' }],
      ['browsers.delete', { id: 1 }],
      ['browsers.apply', {}],
    ] as const;
    for (const [id, input] of calls) {
      const res = await call(t.app, id, input, { token: salesman.access_token });
      expect(res.statusCode).toBe(403);
      expect(await rowOf(res)).toMatchObject({
        actor_id: salesman.id,
        actor_name: 'salesman1',
        call: id,
        outcome: 'denied',
        status: 403,
        message: 'common.permission_denied',
      });
    }
  });

  it('records a write without a token as denied, with no actor', async () => {
    const res = await call(t.app, 'browsers.delete', { id: 1 });
    expect(res.statusCode).toBe(401);
    expect(await rowOf(res)).toMatchObject({
      actor_id: null,
      actor_name: '',
      call: 'browsers.delete',
      outcome: 'denied',
      status: 401,
    });
  });

  it('records the caller address', async () => {
    const res = await call(
      t.app,
      'browsers.apply',
      {},
      { ...asOperator, remoteAddress: '10.9.8.7' },
    );
    expect((await rowOf(res)).ip).toBe('10.9.8.7');
  });

  it('leaves no row for reads', async () => {
    const before = (await auditRows(t.deps.db)).length;
    await call(t.app, 'browsers.list', {}, asOperator);
    await call(t.app, 'browsers.get', { id: 1 }, asOperator);
    await call(t.app, 'users.me', {}, asOperator);
    expect((await auditRows(t.deps.db)).length).toBe(before);
  });
});
