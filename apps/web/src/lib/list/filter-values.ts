/** Filter values as the URL holds them, read back with the contract's own field rules. */
export const asText = (text: string): string | undefined => text.trim() || undefined;

/**
 * A day that exists in the calendar, YYYY-MM-DD, as the contract's `day` reads it (trimmed),
 * without zod, so a list with a period filter does not download zod for it (docs/performance.md,
 * "Web delivery").
 */
function isDay(text: string): boolean {
  const s = text.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00.000Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** A calendar day, YYYY-MM-DD. */
export const asDay = (text: string): string | undefined => (isDay(text) ? text : undefined);
