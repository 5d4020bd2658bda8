import { describe, expect, it } from 'vitest';
import { bucketsOf, type BucketRange } from './sales.buckets';

const DAY = 86_400_000;
const dayAt = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const START = Date.parse('2022-11-01T00:00:00Z');
const END = Date.parse('2028-02-29T00:00:00Z');

/** How many of the ranges hold a day: by its day, its month or its year, as the roll-up does. */
function timesCovered(ranges: BucketRange[], day: string) {
  return ranges.filter((r) => {
    const bucket = day.slice(0, { d: 10, t: 9, m: 7, y: 4 }[r.grain]);
    return bucket >= r.from && bucket <= r.to;
  }).length;
}

function expectExactCover(period: { from?: string; to?: string }) {
  const ranges = bucketsOf(period);
  for (let ms = START; ms <= END; ms += DAY) {
    const day = dayAt(ms);
    const inside = (!period.from || day >= period.from) && (!period.to || day <= period.to);
    if (timesCovered(ranges, day) !== (inside ? 1 : 0)) {
      throw new Error(`${JSON.stringify(period)}: ${day} ${JSON.stringify(ranges)}`);
    }
  }
}

describe('a period as roll-up buckets', () => {
  it('reads all time as whole years', () => {
    expect(bucketsOf({})).toEqual([{ grain: 'y', from: '0001', to: '9999' }]);
  });

  it('reads a calendar month as one month bucket, and a few days as days', () => {
    expect(bucketsOf({ from: '2025-06-01', to: '2025-06-30' })).toEqual([
      { grain: 'm', from: '2025-06', to: '2025-06' },
    ]);
    expect(bucketsOf({ from: '2025-06-03', to: '2025-06-05' })).toEqual([
      { grain: 'd', from: '2025-06-03', to: '2025-06-05' },
    ]);
  });

  it('splits a long period into days, months, years, months and days', () => {
    expect(bucketsOf({ from: '2024-02-28', to: '2026-03-02' })).toEqual([
      { grain: 'd', from: '2024-02-28', to: '2024-02-29' },
      { grain: 'm', from: '2024-03', to: '2024-12' },
      { grain: 'y', from: '2025', to: '2025' },
      { grain: 'm', from: '2026-01', to: '2026-02' },
      { grain: 'd', from: '2026-03-01', to: '2026-03-02' },
    ]);
  });

  it('reads whole tens of days between the days and the months', () => {
    expect(bucketsOf({ from: '2025-06-15', to: '2026-02-10' })).toEqual([
      { grain: 'd', from: '2025-06-15', to: '2025-06-19' },
      { grain: 't', from: '2025-06-2', to: '2025-06-3' },
      { grain: 'm', from: '2025-07', to: '2026-01' },
      { grain: 't', from: '2026-02-0', to: '2026-02-0' },
      { grain: 'd', from: '2026-02-10', to: '2026-02-10' },
    ]);
    // February has no 30s; 20-29 is its last ten.
    expect(bucketsOf({ from: '2025-02-20', to: '2025-02-28' })).toEqual([
      { grain: 't', from: '2025-02-2', to: '2025-02-2' },
    ]);
  });

  it('answers nothing for a period that ends before it starts', () => {
    expect(bucketsOf({ from: '2025-06-05', to: '2025-06-04' })).toEqual([]);
  });

  it('covers each day of any period exactly once, and no other day', () => {
    const edges = [
      undefined,
      '2023-01-01',
      '2023-01-31',
      '2023-02-28',
      '2023-12-31',
      '2024-02-29',
      '2024-03-01',
      '2025-07-15',
      '2025-07-10',
      '2025-07-09',
      '2025-07-30',
      '2024-02-20',
      '2025-12-01',
      '2026-01-01',
      '2027-12-31',
    ];
    for (const from of edges) {
      for (const to of edges) {
        expectExactCover({ ...(from && { from }), ...(to && { to }) });
      }
    }
    // And some random ones.
    let seed = 7;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647);
    for (let k = 0; k < 200; k++) {
      const a = START + (next() % 1_800) * DAY;
      const b = a + (next() % 800) * DAY;
      expectExactCover({ from: dayAt(a), to: dayAt(b) });
    }
  });
});
