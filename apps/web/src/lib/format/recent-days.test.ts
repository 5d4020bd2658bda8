import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';
import { recentDays, shortDay, todayIn } from './recent-days';

describe('recent days', () => {
  const lateUtc = new Date('2026-11-26T20:00:00Z');

  it('start from today in the given zone, not in UTC', () => {
    expect(todayIn('Asia/Ho_Chi_Minh', lateUtc)).toBe('2026-11-27');
    expect(todayIn('America/New_York', lateUtc)).toBe('2026-11-26');
  });

  it('list seven days back across a month end, today first', () => {
    expect(recentDays('Asia/Ho_Chi_Minh', 7, new Date('2026-12-02T03:00:00Z'))).toEqual([
      '2026-12-02',
      '2026-12-01',
      '2026-11-30',
      '2026-11-29',
      '2026-11-28',
      '2026-11-27',
      '2026-11-26',
    ]);
  });

  it('write a day as DD/M', () => {
    expect(shortDay('2026-11-05')).toBe('05/11');
  });
});

describe('durations', () => {
  it('read as hh:mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(3725)).toBe('01:02:05');
    expect(formatDuration(360_000)).toBe('100:00:00');
  });
});
