import { describe, expect, it } from 'vitest';
import { retryAfterSeconds, slowdownMs } from './windows';

const NOW = new Date('2026-03-01T10:00:00.000Z');

describe('retryAfterSeconds', () => {
  it('counts the whole seconds left in the window', () => {
    expect(retryAfterSeconds('2026-03-01T10:15:00.000Z', NOW)).toBe(900);
    expect(retryAfterSeconds('2026-03-01T10:00:42.000Z', NOW)).toBe(42);
  });

  it('rounds a part second up, so a client waiting that long finds the window over', () => {
    expect(retryAfterSeconds('2026-03-01T10:00:41.001Z', NOW)).toBe(42);
    expect(retryAfterSeconds('2026-03-01T10:00:00.001Z', NOW)).toBe(1);
  });

  it('answers at least 1 for a window ending now or already ended', () => {
    expect(retryAfterSeconds('2026-03-01T10:00:00.000Z', NOW)).toBe(1);
    expect(retryAfterSeconds('2026-03-01T09:59:00.000Z', NOW)).toBe(1);
  });
});

describe('slowdownMs', () => {
  it('does not slow a name down up to the threshold', () => {
    expect(slowdownMs(0, 10, 3000)).toBe(0);
    expect(slowdownMs(10, 10, 3000)).toBe(0);
  });

  it('waits 250 ms for the first failure past it and doubles with each further one', () => {
    expect(slowdownMs(11, 10, 3000)).toBe(250);
    expect(slowdownMs(12, 10, 3000)).toBe(500);
    expect(slowdownMs(13, 10, 3000)).toBe(1000);
    expect(slowdownMs(14, 10, 3000)).toBe(2000);
  });

  it('never waits longer than the maximum, however many failures', () => {
    expect(slowdownMs(15, 10, 3000)).toBe(3000);
    expect(slowdownMs(1_000_000, 10, 3000)).toBe(3000);
    expect(slowdownMs(1_000_000, 10, 1e12)).toBe(250 * 2 ** 30);
  });
});
