/**
 * A period of whole UTC days as ranges of the roll-up's buckets (migration 0066): its whole years,
 * then at either end whole months, whole tens of days (01-09, 10-19, 20-29, 30-31) and days.
 * Together they cover each day of the period once. An open end reaches the first or the last
 * bucket there can be (years 0001 and 9999).
 */
export type Grain = 'd' | 't' | 'm' | 'y';
export interface BucketRange {
  grain: Grain;
  /** First and last bucket, both inclusive: 'YYYY-MM-DD', 'YYYY-MM-D' (tens), 'YYYY-MM', 'YYYY'. */
  from: string;
  to: string;
}

const DAY = 86_400_000;
const p = (n: number, width: number) => String(n).padStart(width, '0');

/** A day as a count of days since 1970-01-01 (years 1 to 9999), and back. */
function ordinal(y: number, m: number, d: number) {
  const t = new Date(0);
  t.setUTCFullYear(y, m - 1, d); // months and days past the end roll over
  return Math.round(t.getTime() / DAY);
}
function ymd(o: number) {
  const t = new Date(o * DAY);
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}
const tens = (d: number) => Math.floor(d / 10);

/** Each grain's unit holding a day: where it starts, where the next starts, and its bucket. */
const UNITS = {
  y: {
    start: (o: number) => ordinal(ymd(o).y, 1, 1),
    next: (o: number) => ordinal(ymd(o).y + 1, 1, 1),
    bucket: (o: number) => p(ymd(o).y, 4),
  },
  m: {
    start: (o: number) => {
      const { y, m } = ymd(o);
      return ordinal(y, m, 1);
    },
    next: (o: number) => {
      const { y, m } = ymd(o);
      return ordinal(y, m + 1, 1);
    },
    bucket: (o: number) => {
      const { y, m } = ymd(o);
      return `${p(y, 4)}-${p(m, 2)}`;
    },
  },
  // Days 01-09, 10-19, 20-29 and 30-31 of a month: the tens digit of the day.
  t: {
    start: (o: number) => {
      const { y, m, d } = ymd(o);
      return ordinal(y, m, Math.max(1, tens(d) * 10));
    },
    next: (o: number) => {
      const { y, m, d } = ymd(o);
      return Math.min(ordinal(y, m, (tens(d) + 1) * 10), ordinal(y, m + 1, 1));
    },
    bucket: (o: number) => {
      const { y, m, d } = ymd(o);
      return `${p(y, 4)}-${p(m, 2)}-${tens(d)}`;
    },
  },
};
const dayBucket = (o: number) => {
  const { y, m, d } = ymd(o);
  return `${p(y, 4)}-${p(m, 2)}-${p(d, 2)}`;
};
const FINER = { y: 'm', m: 't', t: 'd' } as const;

/** Days a to b (inclusive) as whole units of `grain` and, at either end, finer ones. */
function split(a: number, b: number, grain: Grain): BucketRange[] {
  if (a > b) return [];
  if (grain === 'd') return [{ grain, from: dayBucket(a), to: dayBucket(b) }];
  const unit = UNITS[grain];
  const first = unit.start(a) === a ? a : unit.next(a);
  const lastEnd = unit.next(b) - 1 === b ? b : unit.start(b) - 1;
  if (first > lastEnd) return split(a, b, FINER[grain]);
  return [
    ...split(a, first - 1, FINER[grain]),
    { grain, from: unit.bucket(first), to: unit.bucket(lastEnd) },
    ...split(lastEnd + 1, b, FINER[grain]),
  ];
}

const parse = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return ordinal(y!, m!, d!);
};

export function bucketsOf(period: { from?: string; to?: string }): BucketRange[] {
  const first = period.from ? parse(period.from) : ordinal(1, 1, 1);
  const last = period.to ? parse(period.to) : ordinal(9999, 12, 31);
  return split(first, last, 'y');
}
