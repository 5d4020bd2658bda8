import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { MachineCredentialsTable } from '../db/schema';

/** How stale `last_used_at` may get before a call writes it again: polls need not write each time. */
const TOUCH_EVERY_MS = 60_000;

export const machineCredentialsRepository = {
  async insert(db: Db, row: Insertable<MachineCredentialsTable>) {
    const { id } = await db
      .insertInto('machine_credentials')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },

  find(db: Db, id: number) {
    return db.selectFrom('machine_credentials').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /**
   * Replaces the secret while it is still `oldHash` and the credential is live: of two rotations
   * at once, one wins and the other answers false rather than a secret that no longer works.
   */
  async replaceSecret(
    db: Db,
    id: number,
    oldHash: string,
    secretHash: string,
    now: Date,
  ): Promise<boolean> {
    const result = await db
      .updateTable('machine_credentials')
      .set({ secret_hash: secretHash, last_used_at: null, created_at: now.toISOString() })
      .where('id', '=', id)
      .where('secret_hash', '=', oldHash)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async revoke(db: Db, id: number, now: Date): Promise<boolean> {
    const result = await db
      .updateTable('machine_credentials')
      .set({ revoked_at: now.toISOString() })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  touch(db: Db, id: number, now: Date) {
    const before = new Date(now.getTime() - TOUCH_EVERY_MS).toISOString();
    return db
      .updateTable('machine_credentials')
      .set({ last_used_at: now.toISOString() })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', before)]))
      .execute();
  },
};
