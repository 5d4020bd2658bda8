import { forUpdate, type Db } from '../../db/database';
import { prepared } from '../../db/prepared';
import { ACCOUNT_COLUMNS } from '../../db/schema';

const sessionUser = prepared(2, (db: Db, userId: number, sessionId: string) =>
  db
    .selectFrom('users')
    .select(ACCOUNT_COLUMNS.map((column) => `users.${column}` as const))
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('refresh_tokens')
            .select('refresh_tokens.id')
            .where('refresh_tokens.family_id', '=', sessionId)
            .where('refresh_tokens.user_id', '=', userId)
            .where('refresh_tokens.revoked_at', 'is', null),
        )
        .as('session_live'),
    )
    .where('users.id', '=', userId)
    .where('users.deleted_at', 'is', null),
);

/** Sessions (refresh tokens, session versions), used captchas and SSO tokens. */
export const authRepository = {
  /**
   * The live account an access token names, and whether its session (refresh-token family) is
   * still live: one statement, the user by primary key and the family by its index. It runs on
   * every signed-in call, so it is compiled once (db/prepared.ts).
   */
  async findSessionUser(db: Db, userId: number, sessionId: string) {
    const [row] = await sessionUser(db, userId, sessionId);
    // PostgreSQL answers a boolean, SQLite 0 or 1. The row is this call's own: set in place
    // rather than copied (a copy of the account's columns on every signed-in call).
    if (row) row.session_live = Boolean(row.session_live);
    return row;
  },

  /**
   * A live account, its row locked until the transaction ends: refreshes and logouts take this
   * lock, as every change that ends sessions does by updating the row first.
   */
  lockSessionUser(db: Db, userId: number) {
    return db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .where('deleted_at', 'is', null)
      .$call(forUpdate(db))
      .executeTakeFirst();
  },

  bumpSessionVersion(db: Db, userId: number) {
    return db
      .updateTable('users')
      .set((eb) => ({ session_version: eb('session_version', '+', 1) }))
      .where('id', '=', userId)
      .execute();
  },

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

  /** Records an SSO token's id as used; false when it was used before. */
  async useSsoToken(db: Db, jtiHash: string, expiresAt: string): Promise<boolean> {
    const result = await db
      .insertInto('sso_token_uses')
      .values({ jti_hash: jtiHash, expires_at: expiresAt })
      .onConflict((oc) => oc.column('jti_hash').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  },

  removeExpiredSsoTokens(db: Db, now: string) {
    return db.deleteFrom('sso_token_uses').where('expires_at', '<', now).execute();
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
