import { describe, expect, it } from 'vitest';
import { AddressLimiter } from './address-limiter';

describe('AddressLimiter', () => {
  const limit = { calls: 3, seconds: 60 };

  it('lets the limit through, then answers the seconds left in the window', () => {
    let now = 1_000_000;
    const limiter = new AddressLimiter(() => now);
    expect([1, 2, 3].map(() => limiter.take('a', limit))).toEqual([0, 0, 0]);
    expect(limiter.take('a', limit)).toBe(60);
    now += 45_500;
    expect(limiter.take('a', limit)).toBe(15);
  });

  it('counts each key on its own and starts afresh when the window ends', () => {
    let now = 0;
    const limiter = new AddressLimiter(() => now);
    for (let i = 0; i < 4; i++) limiter.take('a', limit);
    expect(limiter.take('b', limit)).toBe(0);
    now += 60_000;
    expect(limiter.take('a', limit)).toBe(0);
  });

  it('keeps no more keys than its bound, dropping ended windows first', () => {
    let now = 0;
    const limiter = new AddressLimiter(() => now, 4);
    for (const key of ['a', 'b', 'c', 'd']) limiter.take(key, limit);
    for (let i = 0; i < 3; i++) limiter.take('d', limit);
    now += 60_000;
    limiter.take('e', limit); // a–d have ended: all dropped.
    expect(limiter.take('d', limit)).toBe(0);
    // When every window is live, the oldest half goes so the map stays bounded.
    for (const key of ['f', 'g']) limiter.take(key, limit);
    for (let i = 0; i < 3; i++) limiter.take('e', limit);
    limiter.take('h', limit);
    expect(limiter.take('e', limit)).toBe(0);
  });
});
