/**
 * Local calendar days in an IANA time zone, for reports: which day an instant falls on, where a
 * day starts, and the days a report may ask for. Daylight saving is the zone's, via Intl.
 */

const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

function parts(ms: number, timeZone: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of formatOf(timeZone).formatToParts(new Date(ms))) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return out;
}

/** The zone's offset from UTC at that instant, in milliseconds. */
export function offsetAt(ms: number, timeZone: string): number {
  const p = parts(ms, timeZone);
  const local = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return local - Math.floor(ms / 1000) * 1000;
}

/** The local day (YYYY-MM-DD) of an instant. */
export function localDay(ms: number, timeZone: string): string {
  const p = parts(ms, timeZone);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** The day `n` days after `day` (n may be negative). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10);
}

/** The instant a local day starts (its first local midnight, or the first instant after a gap). */
export function dayStart(day: string, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number);
  const wall = Date.UTC(y!, m! - 1, d!);
  let guess = wall - offsetAt(wall, timeZone);
  guess = wall - offsetAt(guess, timeZone);
  // A zone that skips midnight starts the day at the first instant that is on it.
  if (localDay(guess, timeZone) !== day) guess += 3600_000;
  return guess;
}

/** [from, to): the pieces of an interval, one per local day it touches. */
export function splitByDay(
  from: number,
  to: number,
  timeZone: string,
): { day: string; from: number; to: number }[] {
  const pieces: { day: string; from: number; to: number }[] = [];
  let start = from;
  let day = localDay(from, timeZone);
  for (;;) {
    const next = dayStart(addDays(day, 1), timeZone);
    if (to <= next) {
      pieces.push({ day, from: start, to });
      return pieces;
    }
    pieces.push({ day, from: start, to: next });
    start = next;
    day = addDays(day, 1);
  }
}

/** Today in the zone and the days a report may ask for, newest first. */
export function reportDays(nowMs: number, timeZone: string, count: number): string[] {
  const today = localDay(nowMs, timeZone);
  return Array.from({ length: count }, (_, i) => addDays(today, -i));
}
