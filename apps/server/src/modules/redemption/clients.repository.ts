import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import { pageBounds, queryPage } from '../../db/paging';
import type { IntegrationClientsTable } from './redemption.tables';

/** Integration clients with the last use of their key. */
function listed(db: Db) {
  return db
    .selectFrom('integration_clients')
    .leftJoin('machine_credentials', 'machine_credentials.id', 'integration_clients.credential_id')
    .selectAll('integration_clients')
    .select('machine_credentials.last_used_at');
}

/** The rows of integration clients; their keys are machine credentials (credentials/). */
export const clientsRepository = {
  find(db: Db, id: number) {
    return db.selectFrom('integration_clients').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** The client with the last use of its key. */
  findListed(db: Db, id: number) {
    return listed(db).where('integration_clients.id', '=', id).executeTakeFirst();
  },

  /** A page of clients with the last use of their keys, by id in `direction`. */
  page(db: Db, q: { page: number; pageSize: number }, direction: 'asc' | 'desc') {
    return queryPage(
      pageBounds(q.page, q.pageSize),
      listed(db).orderBy('integration_clients.id', direction),
      db.selectFrom('integration_clients'),
    );
  },

  async insert(db: Db, row: Insertable<IntegrationClientsTable>) {
    const { id } = await db
      .insertInto('integration_clients')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },

  async setCredential(db: Db, id: number, credentialId: number) {
    await db
      .updateTable('integration_clients')
      .set({ credential_id: credentialId })
      .where('id', '=', id)
      .execute();
  },

  /** Marks the client revoked at `at`, unless it already is. */
  async revoke(db: Db, id: number, at: string) {
    await db
      .updateTable('integration_clients')
      .set({ revoked_at: at })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
  },
};
