/**
 * `iso` plus `n` calendar months in UTC, keeping the time of day. A day that the target month
 * lacks is clamped to its last day: Jan 31 + 1 month = Feb 28 (Feb 29 in a leap year).
 */
export function addMonths(iso: string, n: number): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) throw new Error(`Not a time: ${iso}`);
  const monthIndex = d.getUTCFullYear() * 12 + d.getUTCMonth() + n;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(
    Date.UTC(
      year,
      month,
      Math.min(d.getUTCDate(), lastDay),
      d.getUTCHours(),
      d.getUTCMinutes(),
      d.getUTCSeconds(),
      d.getUTCMilliseconds(),
    ),
  );
  return result.toISOString();
}

/** A subscription's period as stored: begin and end times (ISO), absent before any payment. */
export interface Period {
  begin: string | null;
  end: string | null;
}

/**
 * The period after buying `months` more of the standard package at `now` (docs/decisions/accounts.md):
 * a paid period still running is extended from its end and keeps its begin; otherwise (a free
 * account, whatever end date it carries, or a lapsed period) a new period starts now.
 */
export function upgradedPeriod(current: Period, paid: boolean, now: string, months: number) {
  const running = paid && current.end !== null && current.end > now;
  return {
    begin: running ? current.begin : now,
    end: addMonths(running ? current.end! : now, months),
  };
}
