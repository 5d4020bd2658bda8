import type { Db } from '../../db/database';
import type { NewSubscriptionHistory } from '../../db/schema';

/** The history of subscription and membership changes. */
export const subscriptionsRepository = {
  insertHistory(db: Db, row: NewSubscriptionHistory) {
    return db.insertInto('subscription_history').values(row).execute();
  },

  /** A user's changes, newest first. */
  history(db: Db, userId: number) {
    return db
      .selectFrom('subscription_history')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  },
};
