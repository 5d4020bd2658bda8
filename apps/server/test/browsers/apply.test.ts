import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callOk, createTestApp, login, type TestApp } from '../helpers/app';
import { createBrowser } from '../helpers/browsers';

let t: TestApp;
let operator: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = (await login(t.app, 'operator1')).access_token;
  admin = (await login(t.app, 'admin001')).access_token;
});
afterAll(() => t.close());

const apply = (token = operator) => call(t.app, 'browsers.apply', {}, { token });
const state = async () => {
  const body = (await call(t.app, 'browsers.list', {}, { token: operator })).json();
  return { applied: body.applied, pending: body.pending_changes as boolean, total: body.total };
};

describe('browsers.apply', () => {
  it('starts from the seed: version 1 in force with one change waiting', async () => {
    const { applied, pending, total } = await state();
    expect(applied).toMatchObject({ version: 1, rule_count: 4, applied_by: 'operator1' });
    expect(pending).toBe(true);
    expect(total).toBe(5);
  });

  it('publishes the waiting changes as the next numbered version', async () => {
    const res = await apply();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      changed: true,
      item: { version: 2, applied_by: 'operator1', rule_count: 5 },
    });
    expect(Number.isNaN(Date.parse(body.item.applied_at))).toBe(false);
    const { applied, pending } = await state();
    expect(applied).toEqual(body.item);
    expect(pending).toBe(false);
  });

  it('keeps the version when applied again without changes', async () => {
    const before = (await state()).applied;
    const res = await apply();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, changed: false, item: before });
    expect((await state()).applied).toEqual(before);
  });

  it('shows a creation as waiting, and publishes it as the next version', async () => {
    await createBrowser(t.app, operator, { browser_name: 'Waterfox', file_name: 'waterfox.exe' });
    expect((await state()).pending).toBe(true);
    const body = (await apply()).json();
    expect(body).toMatchObject({ changed: true, item: { version: 3, rule_count: 6 } });
    expect((await state()).pending).toBe(false);
  });

  it('shows a rename as waiting, and publishes it as the next version', async () => {
    const created = await createBrowser(t.app, operator, {
      browser_name: 'Pale Moon',
      file_name: 'palemoon.exe',
    });
    await apply();
    const version = (await state()).applied.version;
    const edit = await call(
      t.app,
      'browsers.edit',
      { id: created.id, browser_name: 'Pale Moon 33', file_name: 'palemoon.exe' },
      { token: operator },
    );
    expect(edit.statusCode).toBe(200);
    expect((await state()).pending).toBe(true);
    const body = (await apply()).json();
    expect(body).toMatchObject({ changed: true, item: { version: version + 1 } });
  });

  it('shows a deletion as waiting, and publishes one rule fewer', async () => {
    const { applied } = await state();
    const victim = (await call(t.app, 'browsers.list', {}, { token: operator })).json().list[0];
    await call(t.app, 'browsers.delete', { id: victim.id }, { token: operator });
    expect((await state()).pending).toBe(true);
    const body = (await apply()).json();
    expect(body).toMatchObject({
      changed: true,
      item: { version: applied.version + 1, rule_count: applied.rule_count - 1 },
    });
  });

  it('names the admin who applied', async () => {
    await createBrowser(t.app, admin, { browser_name: 'SRWare Iron', file_name: 'iron.exe' });
    const body = (await apply(admin)).json();
    expect(body).toMatchObject({ changed: true, item: { applied_by: 'admin001' } });
    expect((await state()).applied).toEqual(body.item);
  });

  it('stores the published rules for agents: browser and file names', async () => {
    const latest = await t.deps.db
      .selectFrom('browser_rule_versions')
      .selectAll()
      .orderBy('version', 'desc')
      .executeTakeFirstOrThrow();
    const rules = JSON.parse(latest.rules) as { browser_name: string; file_name: string }[];
    const listed = await callOk(t.app, 'browsers.list', { page_size: 100 }, { token: operator });
    expect(rules).toHaveLength(listed.total);
    expect(rules.map((r) => r.file_name).sort()).toEqual(
      listed.list.map((b) => b.file_name).sort(),
    );
    expect(latest.rule_count).toBe(listed.total);
  });
});
