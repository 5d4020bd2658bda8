import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteId } from '@console/contract/routes';
import { textAt } from '@console/contract/messages';
import { call, callOk, createTestApp, encrypted, login, type TestApp } from '../helpers/app';
import { campaignInput } from '../helpers/campaigns';
import { expectFieldErrors } from '../helpers/expect';
import { jobInput } from '../rpa/helpers';

/**
 * A lone UTF-16 surrogate ("\uD800x", which JSON carries as an escape) is refused like a NUL, by
 * the shared `text()` schema (docs/decisions/errors-and-messages.md, "Input that cannot 500"):
 * a field of three areas answers 400 naming the field, in the caller's language, and nothing is
 * stored. The drivers would have stored it as U+FFFD, so what was read back was not what was
 * sent. A whole pair (an emoji) stays a character like any other. Every other text field is
 * walked by text-fields.test.ts.
 */
const LONE = 'Tên \uD800x';
const DAY = 86_400_000;
let t: TestApp;
let supporter: string;
let parent: { token: string; id: number };

beforeAll(async () => {
  t = await createTestApp();
  supporter = (await login(t.app, 'supporter1')).access_token;
  const p = await login(t.app, 'parent001');
  parent = { token: p.access_token, id: p.id };
});
afterAll(() => t.close());

const count = async (table: 'campaigns' | 'staff_users' | 'rpa_jobs') =>
  Number(
    (
      await t.deps.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const campaign = (name: string, code: string) =>
  campaignInput('bank', { name, code, startTime: at(2 * DAY), endTime: at(5 * DAY) });

const staff = async (user_name: string) => ({
  admin_id: parent.id,
  user_name,
  full_name: 'Nhân Viên',
  password: await encrypted(t.app, 'pass1234'),
});

const cases: {
  what: string;
  route: RouteId;
  table: 'campaigns' | 'staff_users' | 'rpa_jobs';
  token: () => string;
  input: () => Promise<Record<string, unknown>>;
  field: string;
}[] = [
  {
    what: "a campaign's name",
    route: 'campaigns.createFull',
    table: 'campaigns',
    token: () => supporter,
    input: async () => campaign(LONE, 'SURR-1'),
    field: 'name',
  },
  {
    what: "a parent's staff user's full name",
    route: 'parents.staffCreate',
    table: 'staff_users',
    token: () => parent.token,
    input: async () => ({ ...(await staff('con_surrogate')), full_name: LONE }),
    field: 'full_name',
  },
  {
    what: "a parent's staff user's user name",
    route: 'parents.staffCreate',
    table: 'staff_users',
    token: () => parent.token,
    input: () => staff('con\uDC00x'),
    field: 'user_name',
  },
  {
    what: "a remote-automation job's name",
    route: 'rpa.jobCreate',
    table: 'rpa_jobs',
    token: () => parent.token,
    input: async () => jobInput(parent.id, { name: LONE }),
    field: 'name',
  },
];

describe('a lone surrogate in a text field', () => {
  it.each(cases)(
    'is refused in $what: 400 on the field, in Vietnamese, nothing stored',
    async (c) => {
      const before = await count(c.table);
      const res = await call(t.app, c.route, await c.input(), {
        token: c.token(),
        headers: { 'accept-language': 'vi' },
      });
      const body = expectFieldErrors(res, [
        { path: c.field, message: 'validation.lone_surrogate' },
      ]);
      const error = body.errors!.find((e) => e.message === 'validation.lone_surrogate');
      expect(error?.detail).toBe(textAt('vi', 'validation.lone_surrogate'));
      expect(await count(c.table)).toBe(before);
    },
  );

  it('is answered in English to an English caller', async () => {
    const res = await call(t.app, 'rpa.jobCreate', jobInput(parent.id, { name: LONE }), {
      token: parent.token,
      headers: { 'accept-language': 'en' },
    });
    const body = expectFieldErrors(res, [{ path: 'name', message: 'validation.lone_surrogate' }]);
    expect(body.errors![0]!.detail).toBe(textAt('en', 'validation.lone_surrogate'));
  });

  it('leaves a whole surrogate pair alone: an emoji in a name is stored as sent', async () => {
    const name = 'Khóa máy 🎉';
    const { item } = await callOk(t.app, 'rpa.jobCreate', jobInput(parent.id, { name }), {
      token: parent.token,
    });
    expect(item.name).toBe(name);
    const row = await t.deps.db
      .selectFrom('rpa_jobs')
      .select('name')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe(name);
  });
});
