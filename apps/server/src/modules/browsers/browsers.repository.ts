import type { BrowserListRequest } from '@console/contract/schemas/browsers';
import type { Db } from '../../db/database';
import type { BlackBrowsersTable } from './browsers.tables';
import { sql, type Insertable, type Updateable } from 'kysely';
import { searchTextOf } from '@console/contract/search';
import { containsPattern, foldSearch, like } from '../../db/search';

// Names sort as people read them, not capitals first.
const TEXT_SORTS = new Set(['browser_name', 'file_name']);

type Searched = Pick<BlackBrowsersTable, 'browser_name' | 'file_name' | 'original_name'>;
/** The stored search text of a rule (migration 0031). */
const searchText = (row: Searched) =>
  searchTextOf([row.browser_name, row.file_name, row.original_name]);

export const browsersRepository = {
  async list(db: Db, q: BrowserListRequest) {
    let query = db.selectFrom('black_browsers');
    const folded = foldSearch(q.keyword);
    if (folded) query = query.where(like('search_text', containsPattern(folded)));
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy(TEXT_SORTS.has(q.sort) ? sql`lower(${sql.ref(q.sort)})` : sql.ref(q.sort), q.order)
        .orderBy('id', q.order)
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
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
   * The version in force (without its published rules) and whether the rules differ from it,
   * which triggers keep on every write (migration 0069).
   */
  async appliedState(db: Db) {
    const row = await db
      .selectFrom('browser_rules_state as s')
      .leftJoin(
        (eb) =>
          eb
            .selectFrom('browser_rule_versions')
            .select(['version', 'applied_at', 'applied_by', 'rule_count'])
            .orderBy('version', 'desc')
            .limit(1)
            .as('v'),
        (join) => join.onTrue(),
      )
      .select(['s.pending', 'v.version', 'v.applied_at', 'v.applied_by', 'v.rule_count'])
      .executeTakeFirstOrThrow();
    const { pending, version, applied_at, applied_by, rule_count } = row;
    return {
      pending: Boolean(pending),
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
