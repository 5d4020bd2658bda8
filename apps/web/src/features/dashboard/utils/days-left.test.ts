import { describe, expect, it } from 'vitest';
import { daysLeft } from './days-left';

const now = new Date('2026-11-26T10:00:00.000Z');

describe('daysLeft', () => {
  it('counts a part of a day as a whole one', () => {
    expect(daysLeft('2026-11-26T10:00:01.000Z', now)).toBe(1);
    expect(daysLeft('2026-11-27T10:00:00.000Z', now)).toBe(1);
    expect(daysLeft('2026-12-26T09:00:00.000Z', now)).toBe(30);
  });

  it('is 0 at and after the end', () => {
    expect(daysLeft('2026-11-26T10:00:00.000Z', now)).toBe(0);
    expect(daysLeft('2025-01-01T00:00:00.000Z', now)).toBe(0);
  });
});
