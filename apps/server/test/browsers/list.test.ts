import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '@console/contract/constants';
import type { ResponseOf } from '@console/contract/routes';
import { answerOf, call, createTestApp, login, type TestApp } from '../helpers/app';
import { browserRows, createBrowser } from '../helpers/browsers';
import { expectFieldErrors } from '../helpers/expect';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t.app, 'operator1')).access_token;
});
afterAll(() => t.close());

const list = (input: Record<string, unknown> = {}, as = token) =>
  call(t.app, 'browsers.list', input, { token: as });

const names = (res: LightMyRequestResponse) =>
  (res.json() as ResponseOf<'browsers.list'>).list.map((b) => b.browser_name);

describe('browsers.list', () => {
  it('answers the seeded browsers with the version in force and waiting changes', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, total: 5, pending_changes: true });
    expect(body.applied).toMatchObject({ version: 1, rule_count: 4, applied_by: 'operator1' });
    expect(body.list).toHaveLength(5);
    expect(Object.keys(body.list[0]).sort()).toEqual(
      [
        'browser_name',
        'created_at',
        'file_description',
        'file_name',
        'id',
        'original_name',
        'updated_at',
      ].sort(),
    );
  });

  it('pages by 10 by default, with the real total on every page', async () => {
    for (let i = 0; i < 20; i++) {
      await createBrowser(t.app, token, {
        browser_name: `Paging ${i}`,
        file_name: `paging-${i}.exe`,
      });
    }
    const total = (await browserRows(t.deps.db)).length;
    expect(total).toBe(25);

    const seen: number[] = [];
    for (const page of [1, 2, 3]) {
      const body = answerOf('browsers.list', await list({ page }));
      expect(body.total).toBe(total);
      expect(body.list).toHaveLength(page < 3 ? 10 : 5);
      seen.push(...body.list.map((b) => b.id));
    }
    expect(new Set(seen).size).toBe(total);
    const beyond = (await list({ page: 4 })).json();
    expect(beyond).toMatchObject({ total, list: [] });
  });

  it.each(PAGE_SIZES)('accepts a page size of %i', async (size) => {
    const body = (await list({ page_size: size })).json();
    expect(body.list).toHaveLength(Math.min(size, body.total));
  });

  // Any whole number from 1 to 100, not only the sizes the screens offer (foundations.md).
  it.each([1, 7, 25, 99])(
    'accepts a page size of %i, which the screens do not offer',
    async (size) => {
      const body = answerOf('browsers.list', await list({ page_size: size }));
      expect(body.list).toHaveLength(Math.min(size, body.total));
    },
  );

  it.each([
    [0, 'validation.too_small'],
    [-10, 'validation.too_small'],
    [101, 'validation.too_big'],
    [1000, 'validation.too_big'],
    [2.5, 'validation.not_integer'],
  ])('refuses a page size of %d', async (size, message) => {
    expectFieldErrors(await list({ page_size: size }), [{ path: 'page_size', message }]);
  });

  it('orders by id ascending by default and descending on request', async () => {
    const asc = answerOf('browsers.list', await list({ page_size: 100 })).list.map((b) => b.id);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = answerOf('browsers.list', await list({ page_size: 100, order: 'desc' })).list.map(
      (b) => b.id,
    );
    expect(desc).toEqual([...asc].reverse());
  });

  it('sorts by browser name, ascending and descending', async () => {
    for (const name of ['Sortcharlie', 'Sortalpha', 'Sortecho', 'Sortbravo', 'Sortdelta']) {
      await createBrowser(t.app, token, { browser_name: name, file_name: `${name}.exe` });
    }
    const expected = ['Sortalpha', 'Sortbravo', 'Sortcharlie', 'Sortdelta', 'Sortecho'];
    const asc = await list({ keyword: 'sort', sort: 'browser_name', order: 'asc' });
    expect(names(asc)).toEqual(expected);
    const desc = await list({ keyword: 'sort', sort: 'browser_name', order: 'desc' });
    expect(names(desc)).toEqual([...expected].reverse());
    const paged = await list({ keyword: 'sort', sort: 'browser_name', page: 2, page_size: 10 });
    expect(paged.json()).toMatchObject({ total: 5, list: [] });
  });

  it('searches browser name, file name and original name, ignoring case', async () => {
    await createBrowser(t.app, token, {
      browser_name: 'Zeta Navigator',
      file_name: 'zeta.exe',
      original_name: 'ZetaSetupOriginal.exe',
      file_description: 'Described as quokka',
    });
    await createBrowser(t.app, token, { browser_name: 'Other', file_name: 'navigator-x.exe' });

    const byName = await list({ keyword: 'NAVIGATOR' });
    expect(names(byName).sort()).toEqual(['Other', 'Zeta Navigator']);
    expect(byName.json().total).toBe(2);
    expect(names(await list({ keyword: 'ZETA.EXE' }))).toEqual(['Zeta Navigator']);
    expect(names(await list({ keyword: 'zetasetuporiginal' }))).toEqual(['Zeta Navigator']);
    expect(names(await list({ keyword: '  Zeta  ' }))).toEqual(['Zeta Navigator']);
    expect((await list({ keyword: 'quokka' })).json()).toMatchObject({ total: 0, list: [] });
    expect((await list({ keyword: 'no-such-browser' })).json()).toMatchObject({
      total: 0,
      list: [],
    });
  });

  it('sorts names as people read them, whatever their case', async () => {
    for (const name of ['Casezulu', 'casealpha', 'CASEmike']) {
      await createBrowser(t.app, token, { browser_name: name, file_name: `${name}-case.exe` });
    }
    const asc = await list({ keyword: 'case', sort: 'browser_name', order: 'asc' });
    expect(names(asc)).toEqual(['casealpha', 'CASEmike', 'Casezulu']);
  });

  it('ignores case in Vietnamese letters too', async () => {
    await createBrowser(t.app, token, {
      browser_name: 'TRÌNH DUYỆT CỐC CỐC',
      file_name: 'coccoc.exe',
    });
    expect(names(await list({ keyword: 'trình duyệt' }))).toEqual(['TRÌNH DUYỆT CỐC CỐC']);
    expect(names(await list({ keyword: 'Cốc cốc' }))).toEqual(['TRÌNH DUYỆT CỐC CỐC']);
  });

  it('treats % and _ in the keyword as plain characters', async () => {
    await createBrowser(t.app, token, {
      browser_name: 'Under_score',
      file_name: 'under_score.exe',
    });
    await createBrowser(t.app, token, {
      browser_name: 'UnderXscore',
      file_name: 'underxscore.exe',
    });
    await createBrowser(t.app, token, { browser_name: 'Percent 100% sure', file_name: 'pct.exe' });
    await createBrowser(t.app, token, { browser_name: 'Back\\slash', file_name: 'back.exe' });

    expect(names(await list({ keyword: 'under_' }))).toEqual(['Under_score']);
    expect(names(await list({ keyword: '100%' }))).toEqual(['Percent 100% sure']);
    expect(names(await list({ keyword: '%' }))).toEqual(['Percent 100% sure']);
    expect((await list({ keyword: '_' })).json().total).toBe(1);
    expect(names(await list({ keyword: 'k\\s' }))).toEqual(['Back\\slash']);
  });

  it('pages search results with the count of matches', async () => {
    const body = (await list({ keyword: 'paging-1', page_size: 10 })).json();
    // paging-1.exe and paging-10 … paging-19
    expect(body.total).toBe(11);
    expect(body.list).toHaveLength(10);
    const second = (await list({ keyword: 'paging-1', page: 2, page_size: 10 })).json();
    expect(second).toMatchObject({ total: 11 });
    expect(second.list).toHaveLength(1);
  });

  it('answers the same for admin001', async () => {
    const adminToken = (await login(t.app, 'admin001')).access_token;
    const asAdmin = (await list({ page_size: 100 }, adminToken)).json();
    const asOperator = (await list({ page_size: 100 })).json();
    expect(asAdmin).toEqual(asOperator);
  });
});
