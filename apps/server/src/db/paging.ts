import { sql, type SelectQueryBuilder } from 'kysely';

/**
 * A list's total when its page already tells it: a page shorter than asked for ends the list, so
 * the total is the rows before it and on it, with no count to run. Not when the page is full
 * (more may follow) or empty past the first page (the list may end earlier): `undefined`, and
 * the caller counts. Most lists of a console fit on their first page.
 */
export function totalFromPage(offset: number, pageSize: number, found: number): number | undefined {
  return found < pageSize && (found > 0 || offset === 0) ? offset + found : undefined;
}

/**
 * A page of a list and the list's total: the page first, then a count only when the page does not
 * tell the total (`totalFromPage`). `at` is the page's offset and the rows it asked for.
 */
export async function pageAndTotal<R>(
  at: { offset: number; limit: number },
  page: () => Promise<R[]>,
  count: () => Promise<{ n: number | string | bigint }>,
): Promise<{ rows: R[]; total: number }> {
  const rows = await page();
  const known = totalFromPage(at.offset, at.limit, rows.length);
  return { rows, total: known ?? Number((await count()).n) };
}

/** Where a list's page starts and how many rows it asks for. */
export interface PageBounds {
  offset: number;
  limit: number;
}

/** The bounds of page `page` (from 1) of `size` rows. */
export function pageBounds(page: number, size: number): PageBounds {
  return { offset: (page - 1) * size, limit: size };
}

/**
 * `pageAndTotal` for a list read by one query: `rows` is the page's query, ordered, without its
 * bounds, and `counted` the query it builds on, filtered but with no columns, whose rows are
 * counted when the page does not tell the total.
 */
export function queryPage<DB, TB extends keyof DB, O, CDB, CTB extends keyof CDB, CO>(
  at: PageBounds,
  rows: SelectQueryBuilder<DB, TB, O>,
  counted: SelectQueryBuilder<CDB, CTB, CO>,
) {
  return pageAndTotal(
    at,
    () => rows.limit(at.limit).offset(at.offset).execute(),
    async () => {
      // The count's one column is `n`, whatever the generic row type says.
      const row: unknown = await counted
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow();
      return row as { n: number | string | bigint };
    },
  );
}
