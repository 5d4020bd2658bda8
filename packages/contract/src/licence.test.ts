import { describe, expect, it } from 'vitest';
import {
  AGENTS_FREE,
  AGENTS_PAID,
  agentAllowance,
  daysLeft,
  licenceElapsed,
  licenceRunning,
} from './licence';

const now = new Date('2024-01-11T00:00:00Z');

describe('agentAllowance', () => {
  it('is the paid number while a paid package runs', () => {
    expect(agentAllowance({ package: 'standard', end: '2024-02-01T00:00:00Z' }, now)).toBe(4);
    expect(agentAllowance({ package: 'premium', end: '2024-01-11T00:00:01Z' }, now)).toBe(
      AGENTS_PAID,
    );
  });

  it('is the free number on free, once the paid period ended, or with no end', () => {
    expect(AGENTS_FREE).toBe(1);
    expect(agentAllowance({ package: 'free', end: null }, now)).toBe(1);
    expect(agentAllowance({ package: 'free', end: '2030-01-01T00:00:00Z' }, now)).toBe(1);
    expect(agentAllowance({ package: 'standard', end: '2024-01-11T00:00:00Z' }, now)).toBe(1);
    expect(agentAllowance({ package: 'standard', end: null }, now)).toBe(1);
    expect(agentAllowance({ package: 'unknown', end: '2030-01-01T00:00:00Z' }, now)).toBe(1);
    expect(licenceRunning({ package: 'standard', end: '2023-12-31T00:00:00Z' }, now)).toBe(false);
  });
});

describe('daysLeft', () => {
  const at = new Date('2026-11-26T10:00:00.000Z');
  it('counts a part of a day as a whole one', () => {
    expect(daysLeft('2026-11-26T10:00:01.000Z', at)).toBe(1);
    expect(daysLeft('2026-11-27T10:00:00.000Z', at)).toBe(1);
    expect(daysLeft('2026-12-26T09:00:00.000Z', at)).toBe(30);
  });

  it('is 0 at and after the end', () => {
    expect(daysLeft('2026-11-26T10:00:00.000Z', at)).toBe(0);
    expect(daysLeft('2025-01-01T00:00:00.000Z', at)).toBe(0);
  });
});

describe('licenceElapsed', () => {
  it('is the share of elapsed whole days, with two decimals', () => {
    expect(licenceElapsed('2024-01-01T00:00:00Z', '2024-01-31T00:00:00Z', now)).toBe(33.33);
    expect(licenceElapsed('2024-01-01T00:00:00Z', '2024-01-21T00:00:00Z', now)).toBe(50);
  });

  it('counts whole days: a day begun is not yet gone', () => {
    // 10.5 days of 30 gone: still 10 whole days, as the dashboard's 20 days left says.
    const noon = new Date('2024-01-11T12:00:00Z');
    expect(licenceElapsed('2024-01-01T00:00:00Z', '2024-01-31T00:00:00Z', noon)).toBe(33.33);
    const late = new Date('2024-01-11T23:59:59Z');
    expect(licenceElapsed('2024-01-01T00:00:00Z', '2024-01-31T00:00:00Z', late)).toBe(33.33);
  });

  it('stays within 0 and 100 before the start and after the end', () => {
    expect(licenceElapsed('2024-02-01T00:00:00Z', '2024-03-01T00:00:00Z', now)).toBe(0);
    expect(licenceElapsed('2023-01-01T00:00:00Z', '2023-02-01T00:00:00Z', now)).toBe(100);
  });

  it('is null with no licence at all', () => {
    expect(licenceElapsed(null, null, now)).toBeNull();
  });

  it('is 100 for a range that is not one', () => {
    expect(licenceElapsed(null, '2024-01-31T00:00:00Z', now)).toBe(100);
    expect(licenceElapsed('2024-01-01T00:00:00Z', null, now)).toBe(100);
    expect(licenceElapsed('2024-01-31T00:00:00Z', '2024-01-01T00:00:00Z', now)).toBe(100);
    expect(licenceElapsed('2024-01-01T00:00:00Z', '2024-01-01T00:00:00Z', now)).toBe(100);
    expect(licenceElapsed('not a date', '2024-01-31T00:00:00Z', now)).toBe(100);
  });
});
