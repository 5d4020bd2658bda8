import type { Db } from '../../db/database';

/** Refresh tokens and used captcha challenges. */
export const authRepository = {
  insertRefreshToken(
    db: Db,
    row: {
      user_id: number;
      family_id: string;
      token_hash: string;
      created_at: string;
      expires_at: string;
    },
  ) {
    return db.insertInto('refresh_tokens').values(row).execute();
  },

  findRefreshToken(db: Db, tokenHash: string) {
    return db
      .selectFrom('refresh_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  },

  /** Marks a token used if nobody did first; false means it was already used. */
  async markRefreshTokenUsed(db: Db, id: number, at: string): Promise<boolean> {
    const result = await db
      .updateTable('refresh_tokens')
      .set({ used_at: at })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  revokeFamily(db: Db, familyId: string, at: string) {
    return db
      .updateTable('refresh_tokens')
      .set({ revoked_at: at })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
  },

  revokeAllOfUser(db: Db, userId: number, at: string) {
    return db
      .updateTable('refresh_tokens')
      .set({ revoked_at: at })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  },

  /** Records a challenge as used; false when it was used before. */
  async useChallenge(db: Db, challenge: string, expiresAt: string, now: string): Promise<boolean> {
    await db.deleteFrom('captcha_uses').where('expires_at', '<', now).execute();
    const result = await db
      .insertInto('captcha_uses')
      .values({ challenge, expires_at: expiresAt })
      .onConflict((oc) => oc.column('challenge').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  },

  removeExpiredChallenges(db: Db, now: string) {
    return db.deleteFrom('captcha_uses').where('expires_at', '<', now).execute();
  },

  removeRefreshTokensEndedBefore(db: Db, before: string) {
    return db
      .deleteFrom('refresh_tokens')
      .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
      .execute();
  },
};
