/**
 * The username as it is stored and compared: trimmed, lower-cased, and for a name with `@`, the dots
 * of the part before it removed (so `John.Doe@Example.com` and `johndoe@example.com` are one account).
 * In a module of its own, without zod, so the sign-in screen's small script can use it.
 */
export function normalizeUsername(raw: string): string {
  const lowered = raw.trim().toLowerCase();
  const at = lowered.lastIndexOf('@');
  if (at < 0) return lowered;
  return lowered.slice(0, at).replaceAll('.', '') + lowered.slice(at);
}
