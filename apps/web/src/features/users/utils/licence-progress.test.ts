import { describe, expect, it } from 'vitest';
import { licenceProgress } from './licence-progress';

const now = new Date('2024-01-11T00:00:00Z');

describe('licenceProgress', () => {
  it('is the share of elapsed days, with two decimals', () => {
    expect(licenceProgress('2024-01-01T00:00:00Z', '2024-01-31T00:00:00Z', now)).toBe(33.33);
    expect(licenceProgress('2024-01-01T00:00:00Z', '2024-01-21T00:00:00Z', now)).toBe(50);
  });

  it('stays within 0 and 100 before the start and after the end', () => {
    expect(licenceProgress('2024-02-01T00:00:00Z', '2024-03-01T00:00:00Z', now)).toBe(0);
    expect(licenceProgress('2023-01-01T00:00:00Z', '2023-02-01T00:00:00Z', now)).toBe(100);
  });

  it('is 100 for a missing or invalid range', () => {
    expect(licenceProgress(null, '2024-01-31T00:00:00Z', now)).toBe(100);
    expect(licenceProgress('2024-01-01T00:00:00Z', null, now)).toBe(100);
    expect(licenceProgress('2024-01-31T00:00:00Z', '2024-01-01T00:00:00Z', now)).toBe(100);
    expect(licenceProgress('2024-01-01T00:00:00Z', '2024-01-01T00:00:00Z', now)).toBe(100);
    expect(licenceProgress('not a date', '2024-01-31T00:00:00Z', now)).toBe(100);
  });
});
