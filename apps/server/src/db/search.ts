import { sql, type SelectQueryBuilder } from 'kysely';
import { foldSearch, TOTAL_CAP } from '@console/contract/search';
import { isPostgres, type Db } from './database';

/**
 * Keyword search and capped totals for lists (docs/decisions/search-and-totals.md). A keyword is
 * folded as the stored `search_text` is (contract/search.ts) and looked for as a literal substring.
 */

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The LIKE pattern that finds the folded keyword anywhere, % and _ taken literally. */
export const containsPattern = (folded: string) => `%${escapeLike(folded)}%`;

/** `column like pattern`, with \ as the escape (PostgreSQL's default; SQLite has none). */
export const like = (column: string, pattern: string) =>
  sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;

/** `lower(column) like pattern`, which 0022's trigram indexes serve on PostgreSQL. */
export const lowerLike = (column: string, pattern: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;

export { foldSearch };

/**
 * The FTS5 query that finds the folded keyword as a substring in SQLite's trigram index
 * (`users_fts`, migration 0031): one phrase, quotes doubled, so every character is literal.
 * Undefined where the index cannot help: PostgreSQL, or fewer than 3 characters (a trigram index
 * holds nothing shorter).
 */
export function trigramQuery(db: Db, folded: string): string | undefined {
  if (isPostgres(db) || [...folded].length < 3) return undefined;
  return `"${folded.replace(/"/g, '""')}"`;
}

/**
 * The number of rows a query finds, counted up to TOTAL_CAP + 1: `{ total, capped }`, where
 * capped means "more than TOTAL_CAP" and total is then TOTAL_CAP.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function cappedCount(db: Db, query: SelectQueryBuilder<any, any, any>) {
  const row = await db
    .selectFrom(
      query
        .select(sql`1`.as('one'))
        .limit(TOTAL_CAP + 1)
        .as('found'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const n = Number(row.n);
  return n > TOTAL_CAP ? { total: TOTAL_CAP, capped: true } : { total: n, capped: false };
}
