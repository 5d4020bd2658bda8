import { sql } from 'kysely';
import type { Role } from '@console/contract/permissions';
import type { ParsedRequestOf } from '@console/contract/routes';
import { TOTAL_CAP } from '@console/contract/search';
import { isPostgres, type Db } from './database';
import { cappedCount, contains, foldSearch, phrase, sampledShare, trigramQuery } from './search';

type UserListRequest = ParsedRequestOf<'users.list'>;

// Names sort as people read them, not capitals first; a missing end sorts first on both databases.
// Each has its index over live accounts (migration 0021).
const SORT_EXPRESSIONS = {
  id: sql.ref('users.id'),
  user_name: sql`lower(${sql.ref('users.user_name')})`,
  email: sql`lower(${sql.ref('users.email')})`,
  created_at: sql.ref('users.created_at'),
  subscription_end: sql`coalesce(${sql.ref('users.subscription_end')}, '')`,
} as const;

type Contained = Awaited<ReturnType<typeof contains>>;

/**
 * The ids of the accounts that may match, as the first step of a search: SQLite reads them from
 * its trigram index (`fts`, from trigramQuery: a superset, which the caller's `contained` narrows);
 * PostgreSQL those `contained` finds, from its (GIN trigram) plan.
 */
function candidates(db: Db, contained: Contained, fts: string | undefined) {
  return fts
    ? db
        .selectFrom(sql<{ id: number }>`users_fts`.as('f'))
        .select(sql<number>`f.rowid`.as('id'))
        .where(sql<boolean>`users_fts match ${fts}`)
    : db
        .selectFrom('users')
        .select('users.id')
        .where('users.deleted_at', 'is', null)
        .where(contained);
}

/** The accounts of SQLite's trigram index that an FTS5 query finds (deleted ones included). */
const indexed = (db: Db, query: string) =>
  db
    .selectFrom(sql<{ rowid: number }>`users_fts`.as('f'))
    .where(sql<boolean>`users_fts match ${query}`);

/**
 * SQLite: the capped count of a common keyword from the trigram index alone, no account read
 * (docs/decisions/search-and-totals.md). When the keyword's rarest trigrams (`fts`) find more
 * than TOTAL_CAP accounts, the whole keyword as one phrase is counted, which is exact (0069: the
 * index's trigrams are the folded text's own characters), without the deleted accounts (their
 * own small index). Undefined when the rarest trigrams find fewer: then a phrase of common
 * trigrams could read long posting lists for few matches, and the candidates are checked instead.
 */
async function countFromIndex(db: Db, folded: string, fts: string) {
  const candidates = await cappedCount(db, indexed(db, fts));
  if (!candidates.capped) return undefined;
  return cappedCount(
    db,
    indexed(db, phrase(folded)).where(
      sql.ref('f.rowid'),
      'not in',
      db.selectFrom('users').select('id').where('deleted_at', 'is not', null),
    ),
  );
}

/** A keyword held by at least this share of the sampled accounts is counted by walking them. */
const WALKED_SHARE = 0.05;

/**
 * PostgreSQL: whether a keyword is common enough ("nguyen", a tenth of the accounts; "@example",
 * all) for its capped count to walk the live accounts' ids and search texts in id order
 * (`walkedCount`): held by WALKED_SHARE of the sampled accounts, its TOTAL_CAP + 1 matches come
 * within the first 200,000, where the trigram index would build the bitmap of every match and
 * read each one's account. A rarer keyword is counted by the trigram index: walked, it could
 * read the whole index for few matches.
 */
async function walkable(db: Db, folded: string) {
  return isPostgres(db) && (await sampledShare(db, folded)) >= WALKED_SHARE;
}

/**
 * The live accounts holding the folded keyword, counted up to TOTAL_CAP + 1 by migration 0071's
 * `users_holding_count` (an index-only walk in id order); the empty keyword counts them all.
 */
async function walkedCount(db: Db, folded: string) {
  const { rows } = await sql<{ n: number | string }>`
    select users_holding_count(${folded}, ${TOTAL_CAP + 1}) as n`.execute(db);
  const n = Number(rows[0]!.n);
  return n > TOTAL_CAP ? { total: TOTAL_CAP, capped: true } : { total: n, capped: false };
}
/** The searches of live accounts (users.repository.ts gives them with its other calls). */
export const usersSearchRepository = {
  /**
   * A page of live accounts whose user name, full name, e-mail or phone contains the keyword
   * (folded: no accents, case or đ; % and _ literal), optionally of one role; the total is
   * counted up to TOTAL_CAP (then `capped`).
   *
   * How it stays fast at a million accounts: the count stops after TOTAL_CAP + 1 matches. A rare
   * keyword (at most TOTAL_CAP matches) first collects the matching ids through the trigram index
   * (a materialized CTE, so no planner walks the sort order instead) and sorts only those; a
   * common one walks the sort order's index, where matches come soon.
   */
  async list(
    db: Db,
    q: Omit<UserListRequest, 'sort'> & { sort?: UserListRequest['sort'] },
    role?: Role,
  ) {
    let query = db.selectFrom('users').where('users.deleted_at', 'is', null);
    if (role) query = query.where('users.role', '=', role);
    const folded = foldSearch(q.keyword);
    const sorted = <Q extends typeof query>(qb: Q) =>
      qb
        .selectAll('users')
        .orderBy(SORT_EXPRESSIONS[q.sort ?? 'id'], q.order)
        .orderBy('users.id', q.order)
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size);
    if (!folded) {
      // PostgreSQL: the walk reads about 130 index pages kept in shared buffers; the planner's
      // own count reads 400 pages of `users` from the kernel (a sequential scan) or, after a
      // vacuum, 3,600 buffers of a sort order's index.
      const counted =
        isPostgres(db) && role === undefined ? walkedCount(db, '') : cappedCount(db, query);
      const [rows, count] = await Promise.all([sorted(query).execute(), counted]);
      return { rows, ...count };
    }
    const contained = await contains(db, 'users.search_text', folded);
    const matching = query.where(contained);
    if (role === undefined && (await walkable(db, folded))) {
      // The page walks the sort order's index, as for any count past the cap; same rows below it.
      const [rows, count] = await Promise.all([
        sorted(matching).execute(),
        walkedCount(db, folded),
      ]);
      return { rows, ...count };
    }
    const fts = await trigramQuery(db, folded);
    const ids = candidates(db, contained, fts);
    // On SQLite the count walks the trigram index's matches (and stops at the cap).
    const count =
      (fts && role === undefined && (await countFromIndex(db, folded, fts))) ||
      (await cappedCount(
        db,
        fts
          ? db
              .selectFrom(sql<{ rowid: number }>`users_fts`.as('f'))
              .crossJoin('users')
              .whereRef('users.id', '=', sql.ref('f.rowid'))
              .where(sql<boolean>`users_fts match ${fts}`)
              .where('users.deleted_at', 'is', null)
              .$if(role !== undefined, (qb) => qb.where('users.role', '=', role!))
              .where(contained)
          : matching,
      ));
    if (count.total === 0) return { rows: [], ...count };
    if (count.capped) return { rows: await sorted(matching).execute(), ...count };
    const rows = await db
      .with(
        (cte) => cte('m').materialized(),
        () => ids,
      )
      .selectFrom('m')
      .innerJoin('users', 'users.id', 'm.id')
      .where('users.deleted_at', 'is', null)
      .$if(role !== undefined, (qb) => qb.where('users.role', '=', role!))
      .where(contained)
      .selectAll('users')
      .orderBy(SORT_EXPRESSIONS[q.sort ?? 'id'], q.order)
      .orderBy('users.id', q.order)
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size)
      .execute();
    return { rows, ...count };
  },

  /** Live accounts whose name contains the text (folded), by name. */
  async listLike(db: Db, text: string, limit: number) {
    let query = db.selectFrom('users').selectAll().where('deleted_at', 'is', null);
    const folded = foldSearch(text);
    if (folded) {
      const contained = await contains(db, 'user_name', folded, true);
      query = query.where(contained);
      const fts = await trigramQuery(db, folded);
      if (fts) query = query.where('id', 'in', candidates(db, contained, fts));
    }
    return query.orderBy('user_name').orderBy('id').limit(limit).execute();
  },

  /** Live parent accounts: by exact id, or e-mail / phone containing the text (folded). */
  async searchParents(
    db: Db,
    by: { id: number } | { column: 'email' | 'phone'; text: string },
    limit: number,
  ) {
    let query = db
      .selectFrom('users')
      .selectAll()
      .where('deleted_at', 'is', null)
      .where('role', '=', 'parent');
    if ('id' in by) {
      query = query.where('id', '=', by.id);
    } else {
      const folded = foldSearch(by.text);
      const contained = await contains(db, by.column, folded, true);
      query = query.where(contained);
      const fts = await trigramQuery(db, folded);
      if (fts) query = query.where('id', 'in', candidates(db, contained, fts));
    }
    return query.orderBy('user_name').orderBy('id').limit(limit).execute();
  },
};
