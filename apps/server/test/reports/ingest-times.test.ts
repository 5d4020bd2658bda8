import { beforeAll, describe, expect, it } from 'vitest';
import { textAt } from '@console/contract/messages';
import type { TestAgent } from '../helpers/agents';
import { call } from '../helpers/app';
import { expectNoInternals } from '../helpers/expect';
import { REPORT_ROW_TABLES, useReportsWorld } from '../helpers/reports';
import type { Caller } from '../helpers/parents';

/**
 * Times an agent's batch cannot be trusted with (docs/decisions/agents.md, "Reports"): an item
 * dated 9999-12-31 used to answer 500 for the whole batch (its session had no next day to be cut
 * at), and 30 February was stored as 2 March. Each such item is refused alone, with its index,
 * and the rest of the batch is stored; the window is 30 days back and 1 day ahead of the
 * server's clock (here 15:00 UTC on 10 March 2030, helpers/reports.ts). A parent links at most 4
 * agents: the last tests use the second parent's.
 */
const { world, clock, linked, upload, reports } = useReportsWorld();
let vn: Caller;
let ny: Caller;
beforeAll(() => {
  ({ vn, ny } = world);
});

const NOW = '2030-03-10T15:00:00.000Z';
const DAY = 86_400_000;
const at = (ms: number) => new Date(Date.parse(NOW) + ms).toISOString();
const url = (path: string, start_time: string) => ({
  type: 'url',
  user_id: null,
  url: `https://times.example/${path}`,
  start_time,
});
const app = (app_name: string, start_time: string, stop_time: string) => ({
  type: 'app',
  user_id: null,
  app_name,
  start_time,
  stop_time,
});
const keyword = (word: string, time: string) => ({
  type: 'keyword',
  user_id: null,
  keyword: word,
  time,
});

/** Every raw row and rollup the agent's uploads left, as text, to find what a test sent. */
async function stored(agent: TestAgent): Promise<string> {
  const rows: unknown[] = [];
  for (const table of REPORT_ROW_TABLES) {
    rows.push(
      ...(await world.t.deps.db
        .selectFrom(table)
        .selectAll()
        .where('agent_id', '=', agent.id)
        .execute()),
    );
  }
  return JSON.stringify(rows);
}

const range = (index: number, field: string) => ({
  index,
  path: `items.${index}.${field}`,
  message: 'validation.report_time_range',
  params: { past: 30, future: 1 },
  detail: "The time must be within the last 30 days and at most 1 day ahead of the server's clock",
});
const impossible = (index: number, field: string) => ({
  index,
  path: `items.${index}.${field}`,
  message: 'validation.no_such_day',
  detail: 'This day does not exist (such as 30 February)',
});

describe('an item whose time is no real day or out of the window', () => {
  it('is refused alone with its index; the rest of the batch is stored, once', async () => {
    clock.set(NOW);
    const agent = await linked(vn, 'Máy giờ lạ');
    const items = [
      url('kept-1', at(-60_000)),
      url('far-future', '9999-12-31T10:00:00Z'),
      app('Far future app', '9999-12-31T10:00:00Z', '9999-12-31T12:00:00Z'),
      keyword('kept keyword', at(-120_000)),
      url('feb-30', '2030-02-30T10:00:00Z'),
      // 2030 is no leap year: Date.parse reads 29 February as 1 March, two hours after the start.
      app('Ends on 29 February', '2030-02-28T23:00:00Z', '2030-02-29T01:00:00Z'),
      keyword('too old', at(-31 * DAY)),
      url('tomorrow-and-more', at(DAY + 60_000)),
      app('Kept app', at(-3600_000), at(-1800_000)),
    ];
    const res = await upload(agent, 'times-1', items);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      accepted: true,
      items: 3,
      rejected: [
        range(1, 'start_time'),
        range(2, 'start_time'),
        impossible(4, 'start_time'),
        impossible(5, 'stop_time'),
        range(6, 'time'),
        range(7, 'start_time'),
      ],
    });

    const rows = await stored(agent);
    for (const kept of ['kept-1', 'kept keyword', 'Kept app']) expect(rows).toContain(kept);
    for (const refused of [
      'far-future',
      'Far future',
      'feb-30',
      '29 February',
      'too old',
      'tomorrow',
    ]) {
      expect(rows).not.toContain(refused);
    }
    const today = await reports(vn, agent, '2030-03-10');
    expect(today.urls!.list).toMatchObject([{ url: 'https://times.example/kept-1' }]);
    expect(today.apps!.list).toEqual([{ app_name: 'Kept app', seconds: 1800 }]);

    // Sent again (a lost answer): taken already, nothing written twice.
    const again = await upload(agent, 'times-1', items);
    expect(again.json()).toEqual({ success: true, accepted: false, items: 0, rejected: [] });
    expect(await stored(agent)).toBe(rows);
  });

  it('answers the refusals in the caller’s language', async () => {
    clock.set(NOW);
    const agent = await linked(vn, 'Máy tiếng Việt');
    const res = await call(
      world.t.app,
      'agents.reports',
      { batch_id: 'times-vi', items: [url('feb-30', '2030-02-30T10:00:00Z')] },
      { token: agent.token, headers: { 'accept-language': 'vi' } },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rejected).toEqual([
      {
        index: 0,
        path: 'items.0.start_time',
        message: 'validation.no_such_day',
        detail: textAt('vi', 'validation.no_such_day'),
      },
    ]);
  });

  it('takes the window’s edges, 30 days back and 1 day ahead, and refuses past them', async () => {
    clock.set(NOW);
    const agent = await linked(vn, 'Máy biên');
    const res = await upload(agent, 'times-edges', [
      url('edge-past', at(-30 * DAY)),
      url('edge-future', at(DAY)),
      url('past-edge', at(-30 * DAY - 1000)),
      url('future-edge', at(DAY + 1000)),
    ]);
    expect(res.json()).toMatchObject({
      accepted: true,
      items: 2,
      rejected: [range(2, 'start_time'), range(3, 'start_time')],
    });
    const rows = await stored(agent);
    expect(rows).toContain('edge-past');
    expect(rows).toContain('edge-future');
    expect(rows).not.toContain('past-edge');
    expect(rows).not.toContain('future-edge');
  });

  it('takes a batch whose every item is refused, storing nothing', async () => {
    clock.set(NOW);
    const agent = await linked(ny, 'Máy toàn lỗi');
    const res = await upload(agent, 'times-none', [url('never', '9999-12-31T23:59:59Z')]);
    expect(res.json()).toEqual({
      success: true,
      accepted: true,
      items: 0,
      rejected: [range(0, 'start_time')],
    });
    expect(await stored(agent)).toBe('[]');
  });
});

describe('what a stored item holds', () => {
  it('never answers 500 for a search URL whose keyword decodes to a control character', async () => {
    clock.set(NOW);
    const agent = await linked(ny, 'Máy tìm kiếm');
    const res = await upload(agent, 'times-nul', [
      url('ok', at(-60_000)),
      {
        type: 'url',
        user_id: null,
        url: 'https://www.google.com/search?q=a%00b%1Fc',
        start_time: at(-60_000),
      },
    ]);
    expectNoInternals(res);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ accepted: true, items: 2, rejected: [] });
    const today = await reports(ny, agent, '2030-03-10');
    expect(today.keywords!.list).toMatchObject([{ keyword: 'a b c', count: 1 }]);
  });
});
