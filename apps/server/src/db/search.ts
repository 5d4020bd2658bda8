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

/** The overlapping three-character pieces of a folded text, by character (as FTS5's trigrams). */
export function trigramsOf(folded: string): string[] {
  const chars = [...folded];
  return chars.slice(2).map((_, i) => chars.slice(i, i + 3).join(''));
}

/** An FTS5 phrase of the text, every character literal (quotes doubled). */
export const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** How many of a trigram's first matches are read to judge how common it is. */
const SAMPLE = 64;
/** How many of the rarest trigrams the FTS5 query asks for. */
const RAREST = 3;

/**
 * The FTS5 query that finds the rows of SQLite's trigram index (`users_fts`, migration 0031) that
 * may hold the folded keyword as a substring: a superset, so callers still apply the `like`.
 * Undefined where the index cannot help: PostgreSQL, or fewer than 3 characters (a trigram index
 * holds nothing shorter).
 *
 * A long keyword as one phrase makes FTS5 read the posting list of every trigram in it, a million
 * rows long for a trigram every row holds ("sca" of "scale…"). So a keyword of more trigrams than
 * RAREST is asked for by its RAREST rarest ones only (`and`), each judged by its first SAMPLE
 * matches (rowids come in order: the further the SAMPLE-th match, the rarer the trigram; fewer
 * than SAMPLE is an exact count).
 */
export async function trigramQuery(db: Db, folded: string): Promise<string | undefined> {
  if (isPostgres(db)) return undefined;
  const trigrams = [...new Set(trigramsOf(folded))];
  if (trigrams.length === 0) return undefined;
  if (trigrams.length <= RAREST) return phrase(folded);
  const sampled = await Promise.all(
    trigrams.map(async (trigram) => {
      const { rows } = await sql<{ n: number; last: number | null }>`
        select count(*) as n, max(rowid) as last from (
          select rowid from users_fts where users_fts match ${phrase(trigram)} limit ${SAMPLE})`.execute(
        db,
      );
      const { n, last } = rows[0]!;
      return { trigram, n: Number(n), last: Number(last ?? 0) };
    }),
  );
  // Fewer than SAMPLE matches first, by count; then the ones whose SAMPLE-th match came last.
  sampled.sort((a, b) => (a.n < SAMPLE || b.n < SAMPLE ? a.n - b.n : b.last - a.last));
  return sampled
    .slice(0, RAREST)
    .map(({ trigram }) => phrase(trigram))
    .join(' AND ');
}

/** How many live accounts are read to judge, on PostgreSQL, which trigrams are common. */
const SAMPLE_ROWS = 1_000;
/** A trigram in more than this share of the sample is common. */
const COMMON_SHARE = 0.5;
/** The sample is read again after this long. */
const SAMPLE_AGE_MS = 10 * 60_000;

/** A sample of the live accounts' search texts and the share of them holding each trigram. */
interface Sample {
  texts: string[];
  shares: Map<string, number>;
}

const samples = new WeakMap<Db, { at: number; sample: Promise<Sample> }>();

async function readSample(db: Db): Promise<Sample> {
  const rows = await db
    .selectFrom('users')
    .select('search_text')
    .where('deleted_at', 'is', null)
    .limit(SAMPLE_ROWS)
    .execute();
  const counts = new Map<string, number>();
  for (const { search_text } of rows) {
    for (const trigram of new Set(trigramsOf(search_text))) {
      counts.set(trigram, (counts.get(trigram) ?? 0) + 1);
    }
  }
  return {
    texts: rows.map((r) => r.search_text),
    shares: new Map([...counts].map(([trigram, n]) => [trigram, n / rows.length])),
  };
}

function trigramSample(db: Db) {
  let entry = samples.get(db);
  if (!entry || Date.now() - entry.at > SAMPLE_AGE_MS) {
    // A failed read leaves no judgement: every trigram counts as rare until the next read.
    entry = {
      at: Date.now(),
      sample: readSample(db).catch(() => ({ texts: [], shares: new Map<string, number>() })),
    };
    samples.set(db, entry);
  }
  return entry.sample;
}

/**
 * The longest run of the folded keyword whose trigrams are each rare in the sample (the keyword
 * itself when it has no common trigram, or no rare run of 3 characters).
 */
function rarePart(folded: string, shares: Map<string, number>) {
  const chars = [...folded];
  const trigrams = trigramsOf(folded);
  let best = '';
  let start = -1;
  for (let i = 0; i <= trigrams.length; i++) {
    const rare = i < trigrams.length && (shares.get(trigrams[i]!) ?? 0) <= COMMON_SHARE;
    if (rare && start < 0) start = i;
    if (!rare && start >= 0) {
      const run = chars.slice(start, i + 2).join('');
      if (run.length > best.length) best = run;
      start = -1;
    }
  }
  return best || folded;
}

/**
 * PostgreSQL: the share of the sampled live accounts whose search text holds the folded keyword
 * (0 when the sample could not be read).
 */
export async function sampledShare(db: Db, folded: string): Promise<number> {
  return shareHolding(folded, (await trigramSample(db)).texts);
}

/** The share of the sampled search texts holding the folded keyword (0 for no sample). */
function shareHolding(folded: string, texts: readonly string[]): number {
  if (texts.length === 0) return 0;
  return texts.filter((text) => text.includes(folded)).length / texts.length;
}

/** A keyword held by at least this share of the sample is common (about 10,000 of a million). */
const COMMON_KEYWORD = 0.01;

/**
 * The part of a keyword of rare trigrams the GIN index is asked for: its longest run of rare
 * trigrams (rarePart); but for a common keyword whose trigrams are all rare ("nguyen": a tenth
 * of the accounts, each of its 4 trigrams too), only its rarest trigram. The index then reads
 * one posting list instead of intersecting several as long, for the same rows: the capped
 * count reads about TOTAL_CAP of them anyway.
 */
function indexedPart(folded: string, { texts, shares }: Sample) {
  const part = rarePart(folded, shares);
  if (part !== folded || shareHolding(folded, texts) < COMMON_KEYWORD) return part;
  const trigrams = trigramsOf(folded);
  const rarest = trigrams.reduce((a, b) => ((shares.get(b) ?? 0) < (shares.get(a) ?? 0) ? b : a));
  return (shares.get(rarest) ?? 0) <= COMMON_SHARE ? rarest : part;
}

/**
 * `column contains the folded keyword` (`lower(column)` with `lower`), as `like`. On PostgreSQL a
 * keyword holding trigrams most accounts hold ("sca" of "scale…", "@ex") makes the GIN trigram
 * index read a posting list as long as the table for each of them. There the index is asked for
 * a part of the keyword only (indexedPart: its longest run of rare trigrams, judged on a sample
 * of the accounts read once per SAMPLE_AGE_MS, or a common keyword's rarest trigram) and
 * `strpos` then checks the whole keyword, a literal substring as the `like` is; the index cannot
 * serve `strpos`, so the planner does not add the other trigrams back.
 */
export async function contains(db: Db, column: string, folded: string, lower = false) {
  const likePart = (part: string) => (lower ? lowerLike : like)(column, containsPattern(part));
  if (!isPostgres(db) || [...folded].length <= 3) return likePart(folded);
  const part = indexedPart(folded, await trigramSample(db));
  if (part === folded) return likePart(folded);
  const ref = lower ? sql`lower(${sql.ref(column)})` : sql.ref(column);
  return sql<boolean>`(${likePart(part)} and strpos(${ref}, ${folded}) > 0)`;
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
