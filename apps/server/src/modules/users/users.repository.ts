import { sql, type Updateable } from 'kysely';
import type { Role } from '@console/contract/permissions';
import type { ParsedRequestOf } from '@console/contract/routes';
import { forUpdate, type Db } from '../../db/database';
import type { NewUser, UserRow, UsersTable } from '../../db/schema';

type UserListRequest = ParsedRequestOf<'users.list'>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const containsPattern = (s: string) => `%${escapeLike(s.toLowerCase())}%`;
// ESCAPE names the escape character: PostgreSQL defaults to '\', SQLite has none.
const lowerLike = (col: string, pattern: string) =>
  sql<boolean>`lower(${sql.ref(col)}) like ${pattern} escape '\\'`;

// Names sort as people read them, not capitals first; a missing end sorts first on both databases.
const SORT_EXPRESSIONS = {
  id: sql.ref('id'),
  user_name: sql`lower(${sql.ref('user_name')})`,
  email: sql`lower(${sql.ref('email')})`,
  created_at: sql.ref('created_at'),
  subscription_end: sql`coalesce(${sql.ref('subscription_end')}, '')`,
} as const;

/** Users. Deleted accounts (deleted_at set) are invisible to every lookup but `userNameTaken`. */
/** The unique index on the e-mail address of live accounts (migration 0005). */
export const USERS_EMAIL_INDEX = 'users_email_live';

export const usersRepository = {
  findById(db: Db, id: number) {
    return db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  },

  /** Names are stored lower case; a name in any case, with spaces around, finds its account. */
  findByUserName(db: Db, userName: string) {
    return db
      .selectFrom('users')
      .selectAll()
      .where('user_name', '=', userName.trim().toLowerCase())
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  },

  findByEmail(db: Db, email: string) {
    return db
      .selectFrom('users')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .where('email', '!=', '')
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirst();
  },

  /** A live account by name, locked until the transaction ends (see db/database.ts forUpdate). */
  lockByUserName(db: Db, userName: string) {
    return db
      .selectFrom('users')
      .selectAll()
      .where('user_name', '=', userName)
      .where('deleted_at', 'is', null)
      .$call(forUpdate(db))
      .executeTakeFirst();
  },

  /** Whether a (normalised) name was ever used, deleted accounts included: names are never reused. */
  async userNameTaken(db: Db, userName: string): Promise<boolean> {
    const row = await db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', userName)
      .executeTakeFirst();
    return row !== undefined;
  },

  /**
   * Frees a name held by a deleted account: the row keeps its history under `<name>#<id>`, which
   * no new name can be ('#' is outside the name rule). Answers whether a deleted row held it.
   */
  async releaseDeletedName(db: Db, userName: string): Promise<boolean> {
    const result = await db
      .updateTable('users')
      .set({ user_name: sql<string>`user_name || '#' || cast(id as text)` })
      .where('user_name', '=', userName)
      .where('deleted_at', 'is not', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** Whether another live account uses the e-mail address, case-insensitively. */
  async emailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
    let query = db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .where('deleted_at', 'is', null);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  },

  async count(db: Db): Promise<number> {
    const row = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  insert(db: Db, user: NewUser) {
    return db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  },

  insertReturning(db: Db, user: NewUser) {
    return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
  },

  /** Changes a live account; undefined when there is none with this id. */
  update(db: Db, id: number, changes: Updateable<UsersTable>) {
    return db
      .updateTable('users')
      .set(changes)
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
  },

  /**
   * Changes a live account only while each named column holds one of the given values: a state
   * change as one conditional update. Undefined when the account is gone or not in those states.
   */
  updateWhere(
    db: Db,
    id: number,
    states: { [C in keyof UserRow]?: readonly UserRow[C][] },
    changes: Updateable<UsersTable>,
  ) {
    let query = db.updateTable('users').set(changes).where('id', '=', id);
    for (const [column, values] of Object.entries(states)) {
      query = query.where(column as keyof UsersTable, 'in', values as never);
    }
    return query.where('deleted_at', 'is', null).returningAll().executeTakeFirst();
  },

  /**
   * A page of live accounts whose user name, full name, e-mail or phone contains the keyword
   * (case-insensitive, Vietnamese letters included), optionally of one role.
   */
  async list(
    db: Db,
    q: Omit<UserListRequest, 'sort'> & { sort?: UserListRequest['sort'] },
    role?: Role,
  ) {
    let query = db.selectFrom('users').where('deleted_at', 'is', null);
    if (role) query = query.where('role', '=', role);
    if (q.keyword) {
      const pattern = containsPattern(q.keyword);
      query = query.where((eb) =>
        eb.or(['user_name', 'full_name', 'email', 'phone'].map((col) => lowerLike(col, pattern))),
      );
    }
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy(SORT_EXPRESSIONS[q.sort ?? 'id'], q.order)
        .orderBy('id', q.order)
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },

  /** Live accounts whose name contains the text, by name. */
  listLike(db: Db, text: string, limit: number) {
    let query = db.selectFrom('users').selectAll().where('deleted_at', 'is', null);
    if (text) query = query.where(lowerLike('user_name', containsPattern(text)));
    return query.orderBy('user_name').orderBy('id').limit(limit).execute();
  },

  /** Live parent accounts: by exact id, or e-mail / phone containing the text. */
  searchParents(
    db: Db,
    by: { id: number } | { column: 'email' | 'phone'; text: string },
    limit: number,
  ) {
    let query = db
      .selectFrom('users')
      .selectAll()
      .where('deleted_at', 'is', null)
      .where('role', '=', 'parent');
    query =
      'id' in by
        ? query.where('id', '=', by.id)
        : query.where(lowerLike(by.column, containsPattern(by.text)));
    return query.orderBy('user_name').orderBy('id').limit(limit).execute();
  },
};
