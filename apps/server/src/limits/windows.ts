/*
 * The arithmetic of the limits, apart from the database that counts (limits.ts) so that unit and
 * mutation tests reach it (docs/testing.md, "Mutation testing").
 */

/** Whole seconds from `now` until a window ending at `windowEnds` (ISO) ends, at least 1. */
export function retryAfterSeconds(windowEnds: string, now: Date): number {
  return Math.max(1, Math.ceil((Date.parse(windowEnds) - now.getTime()) / 1000));
}

/** The first delayed sign-in check waits this long; each further failure of the name doubles it. */
const SLOWDOWN_BASE_MS = 250;

/** How long a check waits once its name has failed `failures` times across addresses. */
export function slowdownMs(failures: number, after: number, maxMs: number): number {
  if (failures <= after) return 0;
  return Math.min(maxMs, SLOWDOWN_BASE_MS * 2 ** Math.min(failures - after - 1, 30));
}
