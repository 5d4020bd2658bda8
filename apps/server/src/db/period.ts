/** Inclusive bounds as ISO times: from the start of `from`, to before the day after `to`. */
export interface Period {
  fromIso?: string;
  toIsoExclusive?: string;
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

/** A from–to range of days (UTC, both inclusive) as bounds on a stored time. */
export const periodOf = (q: { from?: string; to?: string }): Period => ({
  ...(q.from && { fromIso: `${q.from}T00:00:00.000Z` }),
  ...(q.to && { toIsoExclusive: nextDay(q.to) }),
});
