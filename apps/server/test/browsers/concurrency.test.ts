import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from '../helpers/app';
import { createBrowser } from '../helpers/browsers';

/**
 * Publishing the rule set twenty times at once publishes one version: the first publishes, the
 * others find the set unchanged and answer the version in force (docs/decisions/blocked-browsers.md).
 * On PostgreSQL these run on separate connections at the same time.
 */
let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = (await login(t.app, 'operator1')).access_token;
});
afterAll(() => t.close());

const versions = () =>
  t.deps.db.selectFrom('browser_rule_versions').selectAll().orderBy('version').execute();

describe('browsers.apply twenty times at once', () => {
  it('publishes one new version; the others answer it unchanged', async () => {
    await createBrowser(t.app, operator, { browser_name: 'Conc', file_name: 'conc.exe' });
    const before = await versions();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => call(t.app, 'browsers.apply', {}, { token: operator })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const after = await versions();
    expect(after).toHaveLength(before.length + 1);
    const published = after[after.length - 1]!;
    const bodies = responses.map((r) => r.json());
    expect(bodies.filter((b) => b.changed)).toHaveLength(1);
    expect(bodies.every((b) => b.item.version === published.version)).toBe(true);
  });

  it('publishes one version on an empty history too', async () => {
    await t.deps.db.deleteFrom('browser_rule_versions').execute();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => call(t.app, 'browsers.apply', {}, { token: operator })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(await versions()).toHaveLength(1);
    expect(responses.filter((r) => r.json().changed)).toHaveLength(1);
  });
});
