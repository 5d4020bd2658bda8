import { beforeAll, describe, expect, it } from 'vitest';
import { removeOldRaw, removeOldRollups } from '../../src/modules/agents/reports-retention.service';
import type { TestAgent } from '../helpers/agents';
import { call, type TestApp } from '../helpers/app';
import { expectFailure, expectFieldErrors } from '../helpers/expect';
import type { Caller } from '../helpers/parents';
import { useReportsWorld } from '../helpers/reports';

/**
 * Agent reports, sent and read (issue 15), on each database (set-up: helpers/reports.ts): days
 * are the parent's local days across midnight; a repeated batch counts once; pages and totals;
 * another parent's agent is out of reach; dates outside the last 7 days and oversized tops or
 * batches are refused; retention removes only old rows (the rows of the tests before it among
 * them).
 */
const { world, clock, linked, upload, report, reports } = useReportsWorld();
let t: TestApp;
let vn: Caller;
let ny: Caller;
let vnStaff: number;
beforeAll(() => {
  ({ t, vn, ny, vnStaff } = world);
});

describe('reports in the parent’s day (Asia/Ho_Chi_Minh, UTC+7)', () => {
  let agent: TestAgent;
  const batch = () => [
    // 23:30 on the 9th, local: the day before.
    {
      type: 'url',
      user_id: vnStaff,
      url: 'https://www.Google.com/search?q=hoc+toan',
      start_time: '2030-03-09T16:30:00Z',
    },
    // 00:30 on the 10th, local.
    {
      type: 'url',
      user_id: vnStaff,
      url: 'https://google.com/search?q=hoc+toan',
      start_time: '2030-03-09T17:30:00Z',
    },
    {
      type: 'url',
      user_id: vnStaff,
      url: 'https://vnexpress.net/a',
      start_time: '2030-03-10T01:00:00Z',
      request_count: 3,
    },
    {
      type: 'url',
      user_id: vnStaff,
      url: 'https://vnexpress.net/a',
      title: 'Tin mới',
      start_time: '2030-03-10T02:00:00+07:00',
    },
    // 23:00 to 01:00 local: an hour on each day.
    {
      type: 'app',
      user_id: vnStaff,
      app_name: 'Word',
      start_time: '2030-03-09T16:00:00Z',
      stop_time: '2030-03-09T18:00:00Z',
    },
    { type: 'keyword', user_id: vnStaff, keyword: 'lịch thi', time: '2030-03-10T03:00:00Z' },
    // Not a staff user of this parent: kept without one.
    {
      type: 'app',
      user_id: 999_999,
      app_name: 'Zalo',
      start_time: '2030-03-10T04:00:00Z',
      stop_time: '2030-03-10T04:00:30Z',
    },
  ];

  beforeAll(async () => {
    agent = await linked(vn, 'Máy báo cáo');
  });

  it('writes a batch once, and the reports read the parent’s local days', async () => {
    const first = await upload(agent, 'b-1', batch());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ accepted: true, items: 7 });
    const again = await upload(agent, 'b-1', batch());
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ accepted: false });

    const today = await reports(vn, agent, '2030-03-10');
    expect(today.domains!.list).toEqual([
      { domain: 'vnexpress.net', count: 4 },
      { domain: 'google.com', count: 1 },
    ]);
    expect(today.urls!.total).toBe(2);
    expect(today.urls!.list[0]).toMatchObject({
      url: 'https://vnexpress.net/a',
      title: 'Tin mới',
      domain: 'vnexpress.net',
      start_time: '2030-03-09T19:00:00.000Z',
      request_count: 4,
      user_id: vnStaff,
      user_name: 'Con be_an_tel',
    });
    expect(today.keywords!.list).toEqual(
      expect.arrayContaining([
        { keyword: 'hoc toan', count: 1, user_id: vnStaff, user_name: 'Con be_an_tel' },
        { keyword: 'lịch thi', count: 1, user_id: vnStaff, user_name: 'Con be_an_tel' },
      ]),
    );
    expect(today.apps!.list).toEqual([
      { app_name: 'Word', seconds: 3600 },
      { app_name: 'Zalo', seconds: 30 },
    ]);
    expect(today.sessions!.total).toBe(2);
    expect(today.sessions!.list).toEqual([
      expect.objectContaining({ app_name: 'Zalo', usage_time: 30, user_id: null, user_name: '' }),
      expect.objectContaining({
        app_name: 'Word',
        start_time: '2030-03-09T17:00:00.000Z',
        stop_time: '2030-03-09T18:00:00.000Z',
        usage_time: 3600,
      }),
    ]);

    const yesterday = await reports(vn, agent, '2030-03-09');
    expect(yesterday.domains!.list).toEqual([{ domain: 'google.com', count: 1 }]);
    expect(yesterday.keywords!.list).toMatchObject([{ keyword: 'hoc toan', count: 1 }]);
    expect(yesterday.apps!.list).toEqual([{ app_name: 'Word', seconds: 3600 }]);
    expect(yesterday.sessions!.list).toMatchObject([
      { start_time: '2030-03-09T16:00:00.000Z', stop_time: '2030-03-09T17:00:00.000Z' },
    ]);

    // A new batch adds to the same rollups.
    await upload(agent, 'b-2', [batch()[2]]);
    const more = await report('agents.urlChart', vn, agent, {
      date: '2030-03-10',
      sort: 'asc',
      top: 1,
    });
    expect(more.json().list).toEqual([{ domain: 'google.com', count: 1 }]);
    const vnex = await report('agents.urlChart', vn, agent, { date: '2030-03-10', top: 1 });
    expect(vnex.json().list).toEqual([{ domain: 'vnexpress.net', count: 7 }]);
  });

  it('pages the lists and answers today by default', async () => {
    const page2 = await report('agents.urlList', vn, agent, {
      date: '2030-03-10',
      top: 1,
      page: 2,
    });
    expect(page2.json()).toMatchObject({ total: 2, list: [{ domain: 'google.com' }] });
    const res = await report('agents.appChart', vn, agent);
    expect(res.json()).toMatchObject({ date: '2030-03-10', timezone: 'Asia/Ho_Chi_Minh' });
    const zone = await report('agents.appChart', vn, agent, { timezone: 'Asia/Ho_Chi_Minh' });
    expect(zone.statusCode).toBe(200);
  });

  it('answers the whole total on a full page and on an empty page past the end', async () => {
    for (const route of ['agents.urlList', 'agents.userQuery', 'agents.appList'] as const) {
      const all = (await report(route, vn, agent, { date: '2030-03-10', top: 50 })).json();
      expect(all.total, route).toBeGreaterThan(1);
      expect(all.list, route).toHaveLength(all.total);
      const first = await report(route, vn, agent, { date: '2030-03-10', top: 1 });
      expect(first.json(), route).toMatchObject({ total: all.total, list: [all.list[0]] });
      const past = await report(route, vn, agent, {
        date: '2030-03-10',
        top: 1,
        page: all.total + 1,
      });
      expect(past.json(), route).toMatchObject({ total: all.total, list: [] });
    }
  });

  it('refuses days outside the last 7, oversized tops, another zone and big batches', async () => {
    expect((await report('agents.urlChart', vn, agent, { date: '2030-03-04' })).statusCode).toBe(
      200,
    );
    for (const date of ['2030-03-03', '2030-03-11']) {
      expectFieldErrors(await report('agents.urlChart', vn, agent, { date }), [
        { path: 'date', message: 'validation.report_date_range' },
      ]);
    }
    expectFieldErrors(await report('agents.urlList', vn, agent, { date: '10/03/2030' }), [
      { path: 'date', message: 'validation.invalid_date' },
    ]);
    expectFieldErrors(await report('agents.urlChart', vn, agent, { top: 21 }), [
      { path: 'top', message: 'validation.too_big' },
    ]);
    expectFieldErrors(await report('agents.appList', vn, agent, { top: 51 }), [
      { path: 'top', message: 'validation.too_big' },
    ]);
    expectFieldErrors(await report('agents.userQuery', vn, agent, { top: 0, sort: 'up' }), [
      { path: 'top', message: 'validation.too_small' },
      { path: 'sort', message: 'validation.invalid_option' },
    ]);
    expectFieldErrors(await report('agents.appChart', vn, agent, { timezone: 'Europe/Paris' }), [
      { path: 'timezone', message: 'validation.report_timezone' },
    ]);
    const big = Array.from({ length: 501 }, () => ({
      type: 'keyword',
      user_id: null,
      keyword: 'x',
      time: '2030-03-10T03:00:00Z',
    }));
    expectFieldErrors(await upload(agent, 'big', big), [
      { path: 'items', message: 'validation.report_batch_too_big' },
    ]);
    expect((await upload(agent, 'ok-500', big.slice(0, 500))).json().accepted).toBe(true);
  });

  it('keeps another parent out: 403', async () => {
    for (const route of [
      'agents.urlChart',
      'agents.urlList',
      'agents.userQuery',
      'agents.appList',
      'agents.appChart',
    ] as const) {
      expectFailure(
        await call(t.app, route, { admin_id: vn.id, agent_id: agent.id }, { token: ny.token }),
        403,
        'common.permission_denied',
      );
      expectFailure(
        await call(t.app, route, { admin_id: ny.id, agent_id: agent.id }, { token: ny.token }),
        403,
        'common.permission_denied',
      );
    }
  });
});

describe('url_request/list rows (the spec’s "Url request": id, user_id, url, …)', () => {
  it('carry the id of their day row, one per URL and staff user, kept when a later batch adds to it', async () => {
    const agent = await linked(vn, 'Máy mã dòng');
    const visit = (url: string, user_id: number | null, start_time: string) => ({
      type: 'url',
      user_id,
      url,
      start_time,
    });
    const first = await upload(agent, 'ids-1', [
      visit('https://ids.example.com/a', vnStaff, '2030-03-10T03:00:00Z'),
      visit('https://ids.example.com/a', null, '2030-03-10T03:05:00Z'),
      visit('https://ids.example.com/b', vnStaff, '2030-03-10T03:10:00Z'),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const list = async () => {
      const res = await report('agents.urlList', vn, agent, { date: '2030-03-10' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().list as { id: number; url: string; user_id: number | null }[];
    };
    const rows = await list();
    expect(rows).toHaveLength(3);
    const stored = await t.deps.db
      .selectFrom('report_url_days')
      .select(['id', 'url', 'staff_id'])
      .where('agent_id', '=', agent.id)
      .execute();
    const key = (url: string, staff: number | null) => `${url} ${staff || null}`;
    const idOf = new Map(stored.map((r) => [key(r.url, r.staff_id), Number(r.id)]));
    for (const row of rows) {
      expect(Number.isInteger(row.id) && row.id > 0, JSON.stringify(row)).toBe(true);
      expect(row.id).toBe(idOf.get(key(row.url, row.user_id)));
    }
    expect(new Set(rows.map((r) => r.id)).size).toBe(3);

    // More requests of the same URL and staff user count on the same row, under the same id.
    const more = await upload(agent, 'ids-2', [
      visit('https://ids.example.com/a', vnStaff, '2030-03-10T04:00:00Z'),
    ]);
    expect(more.statusCode, more.body).toBe(200);
    const after = await list();
    expect(after.map((r) => r.id).sort()).toEqual(rows.map((r) => r.id).sort());
  });
});

describe('retention', () => {
  it('removes raw rows after 30 days and rollups after 400, nothing newer', async () => {
    const now = '2030-06-01T12:00:00.000Z';
    clock.set(now);
    const agent = await linked(vn, 'Máy lưu trữ');
    const at = (days: number) => new Date(Date.parse(now) - days * 86_400_000).toISOString();
    // Each sent the day it was made: the server takes no item older than 30 days.
    for (const days of [401, 31, 10]) {
      clock.set(at(days));
      const item = {
        type: 'url',
        user_id: null,
        url: `https://old.example/${days}`,
        start_time: at(days),
      };
      expect((await upload(agent, `old-${days}`, [item])).json()).toMatchObject({ items: 1 });
    }
    clock.set(now);
    const signal = new AbortController().signal;
    await removeOldRaw(t.deps, signal);
    await removeOldRollups(t.deps, signal);

    const raw = await t.deps.db
      .selectFrom('report_url_requests')
      .select('url')
      .where('agent_id', '=', agent.id)
      .execute();
    expect(raw.map((r) => r.url)).toEqual(['https://old.example/10']);
    const rolled = await t.deps.db
      .selectFrom('report_url_days')
      .select('url')
      .where('agent_id', '=', agent.id)
      .orderBy('day')
      .execute();
    expect(rolled.map((r) => r.url)).toEqual(['https://old.example/31', 'https://old.example/10']);
    // The earlier tests' rows (March 2030) are past 30 days now: raw gone, rollups kept.
    const march = await t.deps.db
      .selectFrom('report_domain_days')
      .select('day')
      .where('day', '=', '2030-03-10')
      .execute();
    expect(march.length).toBeGreaterThan(0);
    const marchRaw = await t.deps.db
      .selectFrom('report_app_sessions')
      .select('id')
      .where('day', '=', '2030-03-10')
      .execute();
    expect(marchRaw).toEqual([]);
  });

  it('deletes in chunks, stops when told to, and runs as a recurring job', async () => {
    const agent = await linked(vn, 'Máy nhiều dòng');
    const old = new Date(clock.now().getTime() - 40 * 86_400_000).toISOString();
    const rows = Array.from({ length: 2500 }, (_, i) => ({
      agent_id: agent.id,
      staff_id: 0,
      keyword: `k${i}`,
      source: 'agent' as const,
      start_time: old,
      day: old.slice(0, 10),
    }));
    for (let i = 0; i < rows.length; i += 500) {
      await t.deps.db
        .insertInto('report_keywords')
        .values(rows.slice(i, i + 500))
        .execute();
    }
    const count = async () =>
      Number(
        (
          await t.deps.db
            .selectFrom('report_keywords')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('agent_id', '=', agent.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const stopped = new AbortController();
    stopped.abort();
    expect(await removeOldRaw(t.deps, stopped.signal)).toBe(0);
    expect(await count()).toBe(2500);

    // The recurring job, due within the hour.
    clock.advance(3600_000 + 1000);
    await t.deps.jobs.runDue();
    expect(await count()).toBe(0);
  });
});
