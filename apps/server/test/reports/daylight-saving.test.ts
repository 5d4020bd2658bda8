import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../helpers/parents';
import { useReportsWorld } from '../helpers/reports';

/**
 * Agent reports across a daylight-saving change, on each database (set-up: helpers/reports.ts):
 * a parent in America/New_York reads 9, 10 and 11 March 2030 split at his local midnights, the
 * 10th a 23-hour day.
 */
const { world, clock, linked, upload, reports } = useReportsWorld();
let ny: Caller;
beforeAll(() => {
  ({ ny } = world);
});

describe('reports across a daylight-saving change (America/New_York, 10 March 2030)', () => {
  it('splits days at the local midnights of a 23-hour day', async () => {
    clock.set('2030-03-11T12:00:00.000Z');
    const agent = await linked(ny, 'NY PC');
    const res = await upload(agent, 'dst-1', [
      // 23:30 EST on the 9th.
      {
        type: 'url',
        user_id: null,
        url: 'https://example.com/1',
        start_time: '2030-03-10T04:30:00Z',
      },
      // 00:30 EDT on the 11th (23:30 on the 10th if the change were ignored).
      {
        type: 'url',
        user_id: null,
        url: 'https://example.com/2',
        start_time: '2030-03-11T04:30:00Z',
      },
      // 23:30 EST on the 9th to 04:00 EDT on the 10th: 30 minutes, then 3 hours.
      {
        type: 'app',
        user_id: null,
        app_name: 'Chrome',
        start_time: '2030-03-10T04:30:00Z',
        stop_time: '2030-03-10T08:00:00Z',
      },
      // 23:30 EDT on the 10th to 00:30 on the 11th.
      {
        type: 'app',
        user_id: null,
        app_name: 'Chrome',
        start_time: '2030-03-11T03:30:00Z',
        stop_time: '2030-03-11T04:30:00Z',
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);

    const ninth = await reports(ny, agent, '2030-03-09');
    expect(ninth.urls!.list).toMatchObject([{ url: 'https://example.com/1', request_count: 1 }]);
    expect(ninth.apps!.list).toEqual([{ app_name: 'Chrome', seconds: 1800 }]);

    const tenth = await reports(ny, agent, '2030-03-10');
    expect(tenth.domains!.list).toEqual([]);
    expect(tenth.apps!.list).toEqual([{ app_name: 'Chrome', seconds: 3 * 3600 + 1800 }]);
    expect(tenth.sessions!.list).toMatchObject([
      {
        start_time: '2030-03-11T03:30:00.000Z',
        stop_time: '2030-03-11T04:00:00.000Z',
        usage_time: 1800,
      },
      {
        start_time: '2030-03-10T05:00:00.000Z',
        stop_time: '2030-03-10T08:00:00.000Z',
        usage_time: 10800,
      },
    ]);

    const eleventh = await reports(ny, agent, '2030-03-11');
    expect(eleventh.domains!.list).toEqual([{ domain: 'example.com', count: 1 }]);
    expect(eleventh.apps!.list).toEqual([{ app_name: 'Chrome', seconds: 1800 }]);
  });
});
