/**
 * An id in a URL (a path parameter or a query value), which arrives as text: a positive (safe) integer,
 * as the contract's `pathId` reads it (`Number(text)`, an integer above 0), without zod, so a
 * screen that reads its id does not download zod for it (docs/performance.md, "Web delivery").
 */
export const pathId = {
  safeParse(value: unknown): { success: true; data: number } | { success: false } {
    const n = typeof value === 'bigint' ? Number.NaN : Number(value);
    return Number.isSafeInteger(n) && n > 0 ? { success: true, data: n } : { success: false };
  },
};
