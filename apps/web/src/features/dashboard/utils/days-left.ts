const DAY_MS = 86_400_000;

/** Whole days until `end` (a part of a day counts as one), 0 once it has passed. */
export function daysLeft(end: string, now: Date = new Date()): number {
  const ms = Date.parse(end) - now.getTime();
  return ms > 0 ? Math.ceil(ms / DAY_MS) : 0;
}
