import { describe, expect, it } from 'vitest';
import {
  DATE_FORMATS,
  formatDateTime,
  formatDay,
  instantToWallClock,
  wallClockToInstant,
} from './date-time';

describe('one date format per language', () => {
  it('writes a day DD/MM/YYYY in Vietnamese and MM/DD/YYYY in English', () => {
    expect(formatDay('2026-03-09', 'vi')).toBe('09/03/2026');
    expect(formatDay('2026-03-09', 'en')).toBe('03/09/2026');
  });

  it('leaves what is not a day of the calendar as it came', () => {
    expect(formatDay('2026-02-30', 'vi')).toBe('2026-02-30');
    expect(formatDay('', 'en')).toBe('');
  });

  it('writes a time with the same day format, in the given zone', () => {
    const iso = '2026-03-09T17:30:00.000Z';
    expect(formatDateTime(iso, 'vi', 'Asia/Ho_Chi_Minh')).toBe('10/03/2026 00:30');
    expect(formatDateTime(iso, 'en', 'Asia/Ho_Chi_Minh')).toBe('03/10/2026 00:30');
    expect(formatDateTime(iso, 'en', 'America/New_York')).toBe('03/09/2026 13:30');
  });

  it('falls back to the local zone for an unknown zone name, and keeps a bad time as sent', () => {
    expect(formatDateTime('2026-03-09T12:00:00.000Z', 'vi', 'Mars/Olympus')).toMatch(
      /^(09|10)\/03\/2026 \d{2}:\d{2}$/,
    );
    expect(formatDateTime('not a time', 'vi')).toBe('not a time');
  });

  it('has a format for each language that shows day, month and year', () => {
    for (const format of Object.values(DATE_FORMATS)) {
      expect([...format.matchAll(/DD|MM|YYYY/g)].map((m) => m[0]).sort()).toEqual([
        'DD',
        'MM',
        'YYYY',
      ]);
    }
  });
});

describe('a wall-clock time in a time zone', () => {
  it("reads the picked time in the given zone, not the browser's", () => {
    expect(wallClockToInstant('2026-11-27T10:30', 'Asia/Ho_Chi_Minh')).toBe(
      '2026-11-27T03:30:00.000Z',
    );
    expect(wallClockToInstant('2026-07-01T09:00', 'America/New_York')).toBe(
      '2026-07-01T13:00:00.000Z',
    );
  });

  it('shows an instant on the wall clock of the zone, and back again', () => {
    expect(instantToWallClock('2026-11-27T03:30:00.000Z', 'Asia/Ho_Chi_Minh')).toBe(
      '2026-11-27T10:30',
    );
    const wall = instantToWallClock('2026-01-15T23:45:00.000Z', 'America/New_York');
    expect(wall).toBe('2026-01-15T18:45');
    expect(wallClockToInstant(wall, 'America/New_York')).toBe('2026-01-15T23:45:00.000Z');
  });
});
