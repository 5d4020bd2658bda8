import { sql, type Updateable } from 'kysely';
import { TOTAL_CAP, searchTextOf } from '@console/contract/search';
import { forUpdate, type Db } from './database';
import type { NewUser, UserRow, UsersTable } from './schema';
import { usersSearchRepository } from './users-search.repository';

/** The fields a keyword search looks in, in the order `search_text` joins them. */
const SEARCHED = ['user_name', 'full_name', 'email', 'phone'] as const;

/** The stored search text of an account (migration 0031). */
export const userSearchText = (user: Pick<UserRow, (typeof SEARCHED)[number]>) =>
  searchTextOf(SEARCHED.map((field) => user[field]));

/** The new user with its search text. */
const withSearchText = (user: NewUser): NewUser => ({
  ...user,
  search_text: searchTextOf(SEARCHED.map((field) => user[field] ?? '')),
});

/**
 * After a change, the account's search text follows its fields (written only when it differs,
 * i.e. when a searched field changed).
 */
async function keepSearchText(db: Db, row: UserRow | undefined): Promise<UserRow | undefined> {
  if (!row) return row;
  const text = userSearchText(row);
  if (text === row.search_text) return row;
  await db.updateTable('users').set({ search_text: text }).where('id', '=', row.id).execute();
  return { ...row, search_text: text };
}

/** The unique index on the e-mail address of live accounts (migration 0005). */
export const USERS_EMAIL_INDEX = 'users_email_live';

/**
 * Users, a core table every area reads (so its queries live here rather than in a module). Deleted
 * accounts (deleted_at set) are invisible to every lookup but `userNameTaken`.
 */
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
    return db
      .insertInto('users')
      .values(withSearchText(user))
      .returning('id')
      .executeTakeFirstOrThrow();
  },

  insertReturning(db: Db, user: NewUser) {
    return db
      .insertInto('users')
      .values(withSearchText(user))
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /** Changes a live account; undefined when there is none with this id. */
  async update(db: Db, id: number, changes: Updateable<UsersTable>) {
    const row = await db
      .updateTable('users')
      .set(changes)
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    return keepSearchText(db, row);
  },

  /**
   * Changes a live account only while each named column holds one of the given values: a state
   * change as one conditional update. Undefined when the account is gone or not in those states.
   */
  async updateWhere(
    db: Db,
    id: number,
    states: { [C in keyof UserRow]?: readonly UserRow[C][] },
    changes: Updateable<UsersTable>,
  ) {
    let query = db.updateTable('users').set(changes).where('id', '=', id);
    for (const [column, values] of Object.entries(states)) {
      query = query.where(column as keyof UsersTable, 'in', values as never);
    }
    return keepSearchText(
      db,
      await query.where('deleted_at', 'is', null).returningAll().executeTakeFirst(),
    );
  },

  ...usersSearchRepository,
};

export { TOTAL_CAP };
