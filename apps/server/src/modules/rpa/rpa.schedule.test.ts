import { describe, expect, it } from 'vitest';
import { cronOf, cronParses, firstRun, nextAfter, type ScheduleFields } from './rpa.schedule';

const job = (fields: Partial<ScheduleFields>): ScheduleFields => ({
  schedule: 'daily',
  run_at: '',
  time: '',
  days: [],
  cron: '',
  timezone: 'Asia/Ho_Chi_Minh',
  ...fields,
});

/** The next `n` slots after `from`, each found from the one before. */
function slots(fields: Partial<ScheduleFields>, from: string, n: number): string[] {
  const out: string[] = [];
  let after = new Date(from);
  for (let i = 0; i < n; i += 1) {
    const next = nextAfter(job(fields), after)!;
    out.push(next);
    after = new Date(next);
  }
  return out;
}

describe('repeating schedules', () => {
  it('write daily and weekly as cron, Sunday as 0', () => {
    expect(cronOf(job({ schedule: 'daily', time: '07:05' }))).toBe('5 7 * * *');
    expect(cronOf(job({ schedule: 'weekly', time: '21:30', days: [7, 1, 3] }))).toBe(
      '30 21 * * 0,1,3',
    );
    expect(cronOf(job({ schedule: 'at', run_at: '2030-01-01T00:00:00Z' }))).toBeNull();
  });

  it('list a weekly job’s days in order, each once, whatever order they were picked in', () => {
    expect(cronOf(job({ schedule: 'weekly', time: '06:00', days: [6, 2, 4, 2, 7, 1] }))).toBe(
      '0 6 * * 0,1,2,4,6',
    );
  });

  it('read the time of day in the job zone (Ho Chi Minh City: UTC+7, no daylight saving)', () => {
    expect(slots({ time: '07:00' }, '2030-03-09T12:00:00Z', 2)).toEqual([
      '2030-03-10T00:00:00.000Z',
      '2030-03-11T00:00:00.000Z',
    ]);
    // 2030-03-10 is a Sunday: Monday and Thursday come next.
    expect(
      slots({ schedule: 'weekly', time: '07:00', days: [1, 4] }, '2030-03-10T12:00:00Z', 3),
    ).toEqual(['2030-03-11T00:00:00.000Z', '2030-03-14T00:00:00.000Z', '2030-03-18T00:00:00.000Z']);
  });

  it('run a time the spring-forward skips once, an hour later (New York, 10 March 2030)', () => {
    const ny = { timezone: 'America/New_York', time: '02:30' };
    expect(slots(ny, '2030-03-08T12:00:00Z', 3)).toEqual([
      '2030-03-09T07:30:00.000Z', // 02:30 EST
      '2030-03-10T07:30:00.000Z', // no 02:30 that day: 03:30 EDT
      '2030-03-11T06:30:00.000Z', // 02:30 EDT
    ]);
  });

  it('run a time the fall-back repeats once, at the first (New York, 3 November 2030)', () => {
    const ny = { timezone: 'America/New_York', time: '01:30' };
    expect(slots(ny, '2030-11-02T12:00:00Z', 2)).toEqual([
      '2030-11-03T05:30:00.000Z', // 01:30 EDT; the 01:30 EST an hour later is not a slot
      '2030-11-04T06:30:00.000Z', // 01:30 EST
    ]);
    // Asked from between the two 01:30s, the next slot is the next day's.
    expect(nextAfter(job(ny), new Date('2030-11-03T05:45:00Z'))).toBe('2030-11-04T06:30:00.000Z');
  });

  it('keep a weekly time on its weekday across the change', () => {
    // Sundays at 02:30 in New York: the spring-forward Sunday runs at 03:30.
    const sunday = { schedule: 'weekly' as const, time: '02:30', days: [7] };
    expect(slots({ ...sunday, timezone: 'America/New_York' }, '2030-03-01T00:00:00Z', 3)).toEqual([
      '2030-03-03T07:30:00.000Z',
      '2030-03-10T07:30:00.000Z',
      '2030-03-17T06:30:00.000Z',
    ]);
  });

  it('read cron expressions in the zone, across daylight saving', () => {
    const cron = { schedule: 'cron' as const, cron: '0 9 * * 1-5' };
    expect(slots({ ...cron, timezone: 'America/New_York' }, '2030-03-08T15:00:00Z', 2)).toEqual([
      '2030-03-11T13:00:00.000Z', // Monday 09:00 EDT (Friday's 09:00 EST has passed)
      '2030-03-12T13:00:00.000Z',
    ]);
    expect(slots({ ...cron, timezone: 'Asia/Ho_Chi_Minh' }, '2030-03-08T15:00:00Z', 1)).toEqual([
      '2030-03-11T02:00:00.000Z',
    ]);
    // Every 30 minutes through the fall-back hour: each instant once, none twice.
    const half = slots(
      { schedule: 'cron', cron: '*/30 * * * *', timezone: 'America/New_York' },
      '2030-11-03T04:50:00Z',
      4,
    );
    expect(new Set(half).size).toBe(4);
    expect(half[0]).toBe('2030-11-03T05:00:00.000Z');
  });
});

describe('one-off schedules and cron checks', () => {
  const now = new Date('2030-01-01T00:00:00Z');
  it('start now, at their time, or now when that time has passed (a resumed job)', () => {
    expect(firstRun(job({ schedule: 'now' }), now)).toBe(now.toISOString());
    expect(firstRun(job({ schedule: 'at', run_at: '2030-01-02T03:04:00.000Z' }), now)).toBe(
      '2030-01-02T03:04:00.000Z',
    );
    expect(firstRun(job({ schedule: 'at', run_at: '2029-12-31T00:00:00.000Z' }), now)).toBe(
      now.toISOString(),
    );
    expect(nextAfter(job({ schedule: 'at', run_at: '2030-01-02T00:00:00Z' }), now)).toBeNull();
  });

  it('take five-field cron expressions that have a next slot', () => {
    for (const ok of ['0 9 * * 1-5', '*/15 * * * *', '30 2 1 * *', '0 0 29 2 *', '0  9 *\t* *'])
      expect(cronParses(ok, 'UTC', now), ok).toBe(true);
    for (const bad of ['', 'bad', '* * * *', '0 0 * * * *', '61 * * * *', '0 0 31 2 *', '@daily'])
      expect(cronParses(bad, 'UTC', now), bad).toBe(false);
  });
});
