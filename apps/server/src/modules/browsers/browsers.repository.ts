import type { BrowserListRequest } from '@console/contract/schemas/browsers';
import type { Db } from '../../db/database';
import type { BlackBrowsersTable } from './browsers.tables';
import {
  sql,
  type Insertable,
  type Selectable,
  type SelectQueryBuilder,
  type Updateable,
} from 'kysely';
import { searchTextOf } from '@console/contract/search';
import { containsPattern, foldSearch, like } from '../../db/search';
import { prepared, preparedShapes } from '../../db/prepared';
import { totalFromPage } from '../../db/paging';
import type { Database } from '../../db/schema';

// Names sort as people read them, not capitals first.
const TEXT_SORTS = new Set(['browser_name', 'file_name']);

/** The columns a list answers: each column read is a value made per row and call. */
const LISTED = [
  'id',
  'browser_name',
  'file_name',
  'original_name',
  'file_description',
  'created_at',
  'updated_at',
] as const;

type Searched = Pick<BlackBrowsersTable, 'browser_name' | 'file_name' | 'original_name'>;
/** The stored search text of a rule (migration 0031). */
const searchText = (row: Searched) =>
  searchTextOf([row.browser_name, row.file_name, row.original_name]);

const appliedState = prepared(0, (db: Db) =>
  db
    .selectFrom('browser_rules_state as s')
    .leftJoin('browser_rule_versions as v', (join) =>
      join.on('v.version', '=', (eb) =>
        eb.selectFrom('browser_rule_versions').select((f) => f.fn.max('version').as('newest')),
      ),
    )
    .select([
      's.pending',
      's.generation',
      'v.version',
      'v.applied_at',
      'v.applied_by',
      'v.rule_count',
    ]),
);

type Shape = `${BrowserListRequest['sort']} ${BrowserListRequest['order']}`;

function ordered<O>(query: SelectQueryBuilder<Database, 'black_browsers', O>, shape: Shape) {
  const [sort, order] = shape.split(' ') as [
    BrowserListRequest['sort'],
    BrowserListRequest['order'],
  ];
  return query
    .orderBy(TEXT_SORTS.has(sort) ? sql`lower(${sql.ref(sort)})` : sql.ref(sort), order)
    .orderBy('id', order);
}

const page = preparedShapes(
  2,
  (shape: Shape) => (db: Db, limit: number, offset: number) =>
    ordered(db.selectFrom('black_browsers').select(LISTED), shape).limit(limit).offset(offset),
);
const searchedPage = preparedShapes(
  3,
  (shape: Shape) => (db: Db, pattern: string, limit: number, offset: number) =>
    ordered(
      db.selectFrom('black_browsers').select(LISTED).where(like('search_text', pattern)),
      shape,
    )
      .limit(limit)
      .offset(offset),
);
const count = prepared(0, (db: Db) =>
  db.selectFrom('black_browsers').select((eb) => eb.fn.countAll<number>().as('n')),
);
const searchedCount = prepared(1, (db: Db, pattern: string) =>
  db
    .selectFrom('black_browsers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(like('search_text', pattern)),
);

type ListedRow = Pick<Selectable<BlackBrowsersTable>, (typeof LISTED)[number]>;
interface ListedPage {
  rows: readonly Readonly<ListedRow>[];
  total: number;
}

/** Pages of the list a server has read, all of one generation of the rules (migration 0072). */
interface KeptPages {
  generation: bigint;
  pages: Map<string, ListedPage>;
}
/** Far more than the sorts, searches and pages employees look at between two writes. */
const PAGES_KEPT = 200;
const keptPages = new WeakMap<Db, KeptPages>();

/**
 * The pages kept for `generation` on `db`, made empty when the rules have moved on; undefined
 * when `generation` is older than the kept one (a call that read it before another's write), whose
 * page is then neither answered from nor kept. Generations only grow: a write's is seen only once
 * it commits, and a rolled-back one is never seen.
 */
function pagesOf(db: Db, generation: bigint): Map<string, ListedPage> | undefined {
  const kept = keptPages.get(db);
  if (kept && kept.generation === generation) return kept.pages;
  if (kept && kept.generation > generation) return undefined;
  const pages = new Map<string, ListedPage>();
  keptPages.set(db, { generation, pages });
  return pages;
}

export const browsersRepository = {
  /**
   * A page of rules and the total, both compiled once per sort and order (db/prepared.ts): a
   * list call runs them with its values instead of building them again. The total is counted
   * only when the page does not tell it (`totalFromPage`).
   *
   * With the rules' `generation`, read before this call (`appliedState`), a page already read in
   * that generation is answered again without reading: no rule has been written since. Not in a
   * transaction, whose own writes may yet be rolled back.
   */
  async list(db: Db, q: BrowserListRequest, generation?: bigint): Promise<ListedPage> {
    const shape = `${q.sort} ${q.order}` as const;
    const folded = foldSearch(q.keyword);
    const pattern = folded && containsPattern(folded);
    const offset = (q.page - 1) * q.page_size;
    const pages =
      generation === undefined || db.isTransaction ? undefined : pagesOf(db, generation);
    const key = `${shape}|${q.page_size}|${offset}|${pattern ?? ''}`;
    const kept = pages?.get(key);
    if (kept) return kept;
    const rows = pattern
      ? await searchedPage(shape)(db, pattern, q.page_size, offset)
      : await page(shape)(db, q.page_size, offset);
    const known = totalFromPage(offset, q.page_size, rows.length);
    let total = known;
    if (total === undefined) {
      const [counted] = pattern ? await searchedCount(db, pattern) : await count(db);
      total = Number(counted!.n);
    }
    const read = { rows, total };
    if (pages) {
      if (pages.size >= PAGES_KEPT) pages.clear();
      pages.set(key, read);
    }
    return read;
  },

  findById(db: Db, id: number) {
    return db.selectFrom('black_browsers').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** Every rule, in the order agents receive them. */
  all(db: Db) {
    return db.selectFrom('black_browsers').selectAll().orderBy('file_name_key').execute();
  },

  insert(db: Db, row: Insertable<BlackBrowsersTable>) {
    return db
      .insertInto('black_browsers')
      .values({
        ...row,
        search_text: searchText({ ...row, original_name: row.original_name ?? '' }),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /** Changes a rule, its search text with it; undefined when there is none with this id. */
  async update(db: Db, id: number, changes: Updateable<BlackBrowsersTable>) {
    const row = await db
      .updateTable('black_browsers')
      .set(changes)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!row || searchText(row) === row.search_text) return row;
    return db
      .updateTable('black_browsers')
      .set({ search_text: searchText(row) })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  },

  async delete(db: Db, id: number): Promise<boolean> {
    const result = await db.deleteFrom('black_browsers').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },

  /**
   * The version in force (without its published rules), whether the rules differ from it, and
   * the rules' generation, both kept by triggers on every write (migrations 0070, 0072). Read by
   * every list call, so compiled once (db/prepared.ts).
   */
  async appliedState(db: Db) {
    const [row] = await appliedState(db);
    const { pending, generation, version, applied_at, applied_by, rule_count } = row!;
    return {
      pending: Boolean(pending),
      generation: BigInt(generation),
      applied:
        version === null
          ? null
          : { version, applied_at: applied_at!, applied_by: applied_by!, rule_count: rule_count! },
    };
  },

  latestVersion(db: Db) {
    return db
      .selectFrom('browser_rule_versions')
      .selectAll()
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  insertVersion(
    db: Db,
    row: {
      applied_at: string;
      applied_by: string;
      rule_count: number;
      rules: string;
      fingerprint: string;
    },
  ) {
    return db
      .insertInto('browser_rule_versions')
      .values(row)
      .returningAll()
      .executeTakeFirstOrThrow();
  },
};
