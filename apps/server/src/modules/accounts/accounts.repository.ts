import type { Db } from '../../db/database';
import type { AccountTokenPurpose } from '../../db/schema';

/** Tokens of mailed links (verify, reset, invite), stored hashed. */
export const accountsRepository = {
  insertToken(
    db: Db,
    row: {
      user_id: number;
      purpose: AccountTokenPurpose;
      token_hash: string;
      created_at: string;
      expires_at: string;
    },
  ) {
    return db.insertInto('account_tokens').values(row).execute();
  },

  findToken(db: Db, tokenHash: string) {
    return db
      .selectFrom('account_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  },

  /** Marks a token used if nobody did first; false means it was already used. */
  async markUsed(db: Db, id: number, at: string): Promise<boolean> {
    const result = await db
      .updateTable('account_tokens')
      .set({ used_at: at })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Ends a user's unused tokens of the given purposes (a newer link replaces them). */
  invalidate(db: Db, userId: number, purposes: AccountTokenPurpose[], at: string) {
    return db
      .updateTable('account_tokens')
      .set({ used_at: at })
      .where('user_id', '=', userId)
      .where('purpose', 'in', purposes)
      .where('used_at', 'is', null)
      .execute();
  },
};
