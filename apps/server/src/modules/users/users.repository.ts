import type { Db } from '../../db/database';
import type { NewUser } from '../../db/schema';

export const usersRepository = {
  findById(db: Db, id: number) {
    return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  },

  findByUserName(db: Db, userName: string) {
    return db.selectFrom('users').selectAll().where('user_name', '=', userName).executeTakeFirst();
  },

  findByEmail(db: Db, email: string) {
    return db
      .selectFrom('users')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .where('email', '!=', '')
      .orderBy('id')
      .executeTakeFirst();
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
};
