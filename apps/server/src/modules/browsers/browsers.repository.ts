import type { BrowserListRequest } from '@console/contract/schemas/browsers';
import type { Db } from '../../db/database';
import type { BlackBrowsersTable } from './browsers.tables';
import { sql, type Insertable, type Updateable } from 'kysely';

// Names sort as people read them, not capitals first.
const TEXT_SORTS = new Set(['browser_name', 'file_name']);

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export const browsersRepository = {
  async list(db: Db, q: BrowserListRequest) {
    let query = db.selectFrom('black_browsers');
    if (q.keyword) {
      const pattern = `%${escapeLike(q.keyword.toLowerCase())}%`;
      query = query.where((eb) =>
        eb.or(
          // ESCAPE names the escape character: PostgreSQL defaults to '\', SQLite has none.
          (['browser_name', 'file_name', 'original_name'] as const).map(
            (col) => sql<boolean>`lower(${sql.ref(col)}) like ${pattern} escape '\\'`,
          ),
        ),
      );
    }
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
    return db.insertInto('black_browsers').values(row).returningAll().executeTakeFirstOrThrow();
  },

  update(db: Db, id: number, changes: Updateable<BlackBrowsersTable>) {
    return db
      .updateTable('black_browsers')
      .set(changes)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  },

  async delete(db: Db, id: number): Promise<boolean> {
    const result = await db.deleteFrom('black_browsers').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
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
