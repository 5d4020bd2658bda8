/** A customer phone has 9 to 12 digits once written the local way (docs/spec/readings.md). */
const PHONE_DIGITS = { min: 9, max: 12 } as const;

/**
 * A customer's phone as docs/spec/readings.md says: spaces, dots and dashes dropped, `+84` or `84` in front
 * becomes `0`, then 9 to 12 digits; `null` when it is not one. Blocklists, mer-ter lists and
 * redemption all key customers by this form, so a phone blocked one way is blocked however typed.
 */
export function normalizePhone(raw: string): string | null {
  const local = raw
    .trim()
    .replace(/[\s.-]/g, '')
    .replace(/^\+?84/, '0');
  if (!/^\d+$/.test(local)) return null;
  return local.length >= PHONE_DIGITS.min && local.length <= PHONE_DIGITS.max ? local : null;
}
