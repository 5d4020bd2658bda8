import { describe, expect, it } from 'vitest';
import { latestRunAt, runAtInstant } from './run-at';

const iso = (ms: number) => new Date(ms).toISOString();

describe('runAtInstant', () => {
  it('takes a time with its offset as written, whatever the job’s zone', () => {
    expect(iso(runAtInstant('2030-03-20T10:30:00Z', 'Asia/Ho_Chi_Minh'))).toBe(
      '2030-03-20T10:30:00.000Z',
    );
    expect(iso(runAtInstant('2030-03-20T10:30:00+07:00', 'America/New_York'))).toBe(
      '2030-03-20T03:30:00.000Z',
    );
  });

  it('reads a time without an offset in the job’s zone', () => {
    expect(iso(runAtInstant('2030-03-20T10:30', 'Asia/Ho_Chi_Minh'))).toBe(
      '2030-03-20T03:30:00.000Z',
    );
    expect(iso(runAtInstant('2030-01-20T10:30:15.250', 'America/New_York'))).toBe(
      '2030-01-20T15:30:15.250Z',
    );
    expect(iso(runAtInstant('2030-07-20T10:30:00', 'America/New_York'))).toBe(
      '2030-07-20T14:30:00.000Z',
    );
  });

  it('reads a time a spring-forward skips after the gap, and a repeated one at the first', () => {
    // 02:30 does not happen on 10 March 2030 in New York: 03:30 EDT.
    expect(iso(runAtInstant('2030-03-10T02:30', 'America/New_York'))).toBe(
      '2030-03-10T07:30:00.000Z',
    );
    // 01:30 happens twice on 3 November 2030: the first, 01:30 EDT.
    expect(iso(runAtInstant('2030-11-03T01:30', 'America/New_York'))).toBe(
      '2030-11-03T05:30:00.000Z',
    );
  });

  it('gives NaN for a day that does not exist, with or without an offset', () => {
    expect(runAtInstant('2031-02-30T10:00:00Z', 'Asia/Ho_Chi_Minh')).toBeNaN();
    expect(runAtInstant('2031-02-29T10:00', 'Asia/Ho_Chi_Minh')).toBeNaN();
  });
});

describe('latestRunAt', () => {
  it('is the same instant the given number of years later', () => {
    expect(iso(latestRunAt(new Date('2030-03-09T12:00:00.000Z'), 2))).toBe(
      '2032-03-09T12:00:00.000Z',
    );
  });
});
