const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The share of the subscription's days already gone, in percent with two decimals (spec section 2).
 * A missing or empty range (no begin or end, begin not before end) counts as used up: 100.
 */
export function licenceProgress(
  begin: string | null,
  end: string | null,
  now: Date = new Date(),
): number {
  const from = begin ? Date.parse(begin) : NaN;
  const to = end ? Date.parse(end) : NaN;
  if (Number.isNaN(from) || Number.isNaN(to) || from >= to) return 100;
  const elapsedDays = (now.getTime() - from) / DAY_MS;
  const totalDays = (to - from) / DAY_MS;
  const percent = Math.min(100, Math.max(0, (elapsedDays / totalDays) * 100));
  return Math.round(percent * 100) / 100;
}
