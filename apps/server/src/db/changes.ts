/** The fields of a partial edit that were sent: each present key, and none that is undefined. */
export type Sent<T> = { [K in keyof T]?: Exclude<T[K], undefined> };

/**
 * The `set` of an edit, built only from the fields the caller sent (the contract's `editOf` leaves
 * the others undefined), so an update never writes a column it was not asked to change. A
 * nullable column becomes null only when null is sent.
 */
export function sentOnly<T extends object>(fields: T): Sent<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Sent<T>;
}
