/**
 * A period of whole UTC days as ranges of the roll-up's buckets (migration 0066): the days before
 * its first whole month, whole months before its first whole year, whole years, then whole
 * months and days after the last whole year. Together they cover each day of the period once.
 * An open end reaches the first or the last bucket there can be (years 0001 and 9999).
 */
export type Grain = 'd' | 'm' | 'y';
export interface BucketRange {
  grain: Grain;
  /** First and last bucket, both inclusive: 'YYYY-MM-DD', 'YYYY-MM' or 'YYYY'. */
  from: string;
  to: string;
}

interface Day {
  y: number;
  m: number;
  d: number;
}

const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const daysIn = (y: number, m: number) =>
  m === 2 ? (leap(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;
const p = (n: number, width: number) => String(n).padStart(width, '0');
const dayText = ({ y, m, d }: Day) => `${p(y, 4)}-${p(m, 2)}-${p(d, 2)}`;
const monthText = (y: number, m: number) => `${p(y, 4)}-${p(m, 2)}`;
/** A month as a count of months, and back. */
const mi = (y: number, m: number) => y * 12 + (m - 1);
const ym = (i: number) => ({ y: Math.floor(i / 12), m: (i % 12) + 1 });

function parse(day: string): Day {
  const [y, m, d] = day.split('-').map(Number);
  return { y: y!, m: m!, d: d! };
}

export function bucketsOf(period: { from?: string; to?: string }): BucketRange[] {
  const first = period.from ? parse(period.from) : { y: 1, m: 1, d: 1 };
  const last = period.to ? parse(period.to) : { y: 9999, m: 12, d: 31 };
  if (dayText(first) > dayText(last)) return [];
  // Whole months: from the first month that starts in the period to the last that ends in it.
  const m0 = mi(first.y, first.m) + (first.d === 1 ? 0 : 1);
  const m1 = mi(last.y, last.m) - (last.d === daysIn(last.y, last.m) ? 0 : 1);
  if (m0 > m1) return [{ grain: 'd', from: dayText(first), to: dayText(last) }];
  const ranges: BucketRange[] = [];
  if (first.d !== 1) {
    ranges.push({
      grain: 'd',
      from: dayText(first),
      to: dayText({ y: first.y, m: first.m, d: daysIn(first.y, first.m) }),
    });
  }
  // Whole years among the whole months.
  const y0 = Math.ceil(m0 / 12);
  const y1 = Math.floor((m1 + 1) / 12) - 1;
  const months = (a: number, b: number) => {
    if (a > b) return;
    const [s, e] = [ym(a), ym(b)];
    ranges.push({ grain: 'm', from: monthText(s.y, s.m), to: monthText(e.y, e.m) });
  };
  if (y0 > y1) {
    months(m0, m1);
  } else {
    months(m0, y0 * 12 - 1);
    ranges.push({ grain: 'y', from: p(y0, 4), to: p(y1, 4) });
    months((y1 + 1) * 12, m1);
  }
  if (last.d !== daysIn(last.y, last.m)) {
    ranges.push({ grain: 'd', from: dayText({ ...last, d: 1 }), to: dayText(last) });
  }
  return ranges;
}
