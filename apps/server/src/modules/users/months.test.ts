import { describe, expect, it } from 'vitest';
import { addMonths, upgradedPeriod } from './months';

describe('addMonths', () => {
  it.each([
    ['2028-01-31T10:00:00.000Z', 1, '2028-02-29T10:00:00.000Z'],
    ['2027-01-31T10:00:00.000Z', 1, '2027-02-28T10:00:00.000Z'],
    ['2028-02-29T00:00:00.000Z', 12, '2029-02-28T00:00:00.000Z'],
    ['2026-11-30T23:59:59.999Z', 3, '2027-02-28T23:59:59.999Z'],
    ['2026-01-15T08:30:00.000Z', 1, '2026-02-15T08:30:00.000Z'],
    ['2026-03-31T00:00:00.000Z', 1, '2026-04-30T00:00:00.000Z'],
    ['2026-12-31T12:00:00.000Z', 1, '2027-01-31T12:00:00.000Z'],
    ['2026-08-31T12:00:00.000Z', 6, '2027-02-28T12:00:00.000Z'],
    ['2027-08-31T12:00:00.000Z', 6, '2028-02-29T12:00:00.000Z'],
    ['2026-05-10T00:00:00.000Z', 120, '2036-05-10T00:00:00.000Z'],
    ['2026-05-31T00:00:00.000Z', 0, '2026-05-31T00:00:00.000Z'],
    ['2026-03-31T00:00:00.000Z', -1, '2026-02-28T00:00:00.000Z'],
    ['2100-01-31T00:00:00.000Z', 1, '2100-02-28T00:00:00.000Z'],
    ['2000-01-31T00:00:00.000Z', 1, '2000-02-29T00:00:00.000Z'],
  ])('%s + %i months = %s', (from, n, expected) => {
    expect(addMonths(from, n)).toBe(expected);
  });

  it('works in UTC whatever the time zone of the day', () => {
    // 23:30 UTC on Jan 31 is already Feb 1 in Ho Chi Minh City; the month end is the UTC one.
    expect(addMonths('2027-01-31T23:30:00.000Z', 1)).toBe('2027-02-28T23:30:00.000Z');
  });

  it('refuses text that is not a time', () => {
    expect(() => addMonths('not a time', 1)).toThrow('Not a time: not a time');
  });
});

describe('upgradedPeriod', () => {
  const NOW = '2026-06-15T09:00:00.000Z';
  const running = { begin: '2026-01-01T00:00:00.000Z', end: '2026-07-31T09:00:00.000Z' };

  it('extends a running paid period from its end and keeps its begin', () => {
    expect(upgradedPeriod(running, true, NOW, 1)).toEqual({
      begin: '2026-01-01T00:00:00.000Z',
      end: '2026-08-31T09:00:00.000Z',
    });
  });

  it('starts a lapsed paid period afresh: begin now, end counted from now', () => {
    const lapsed = { begin: '2025-01-01T00:00:00.000Z', end: '2026-06-15T08:59:59.999Z' };
    expect(upgradedPeriod(lapsed, true, NOW, 2)).toEqual({
      begin: NOW,
      end: '2026-08-15T09:00:00.000Z',
    });
  });

  it('starts afresh when the period ends at this very moment', () => {
    const ending = { begin: '2026-01-01T00:00:00.000Z', end: NOW };
    expect(upgradedPeriod(ending, true, NOW, 1)).toEqual({
      begin: NOW,
      end: '2026-07-15T09:00:00.000Z',
    });
  });

  it('counts from now for a free account, even one carrying a future end date', () => {
    expect(upgradedPeriod(running, false, NOW, 1)).toEqual({
      begin: NOW,
      end: '2026-07-15T09:00:00.000Z',
    });
  });

  it('counts from now for an account that never paid', () => {
    expect(upgradedPeriod({ begin: null, end: null }, false, NOW, 3)).toEqual({
      begin: NOW,
      end: '2026-09-15T09:00:00.000Z',
    });
    expect(upgradedPeriod({ begin: null, end: null }, true, NOW, 3)).toEqual({
      begin: NOW,
      end: '2026-09-15T09:00:00.000Z',
    });
  });
});
