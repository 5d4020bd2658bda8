import { describe, expect, it } from 'vitest';
import { pageAndTotal, totalFromPage } from './paging';

describe('totalFromPage', () => {
  it('reads the total off a short page', () => {
    expect(totalFromPage(0, 10, 5)).toBe(5);
    expect(totalFromPage(20, 10, 5)).toBe(25);
    expect(totalFromPage(0, 10, 0)).toBe(0);
  });

  it('leaves a full page and an empty later page to the count', () => {
    expect(totalFromPage(0, 10, 10)).toBeUndefined();
    expect(totalFromPage(10, 10, 10)).toBeUndefined();
    expect(totalFromPage(30, 10, 0)).toBeUndefined();
  });
});

describe('pageAndTotal', () => {
  const counted = (n: number | string) => {
    const count = { calls: 0, read: async () => (count.calls++, { n }) };
    return count;
  };

  it('counts only when the page does not tell the total', async () => {
    const short = counted(99);
    expect(await pageAndTotal({ offset: 10, limit: 10 }, async () => [1, 2], short.read)).toEqual({
      rows: [1, 2],
      total: 12,
    });
    expect(short.calls).toBe(0);
    const full = counted('31');
    expect(await pageAndTotal({ offset: 0, limit: 2 }, async () => [1, 2], full.read)).toEqual({
      rows: [1, 2],
      total: 31,
    });
    expect(full.calls).toBe(1);
    const past = counted(4);
    expect(await pageAndTotal({ offset: 20, limit: 10 }, async () => [], past.read)).toEqual({
      rows: [],
      total: 4,
    });
  });
});
