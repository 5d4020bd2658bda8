import { sql, type Kysely } from 'kysely';

/**
 * One live account per e-mail address, whatever its case, kept by the database as well as by the
 * services' checks: two sign-ups racing with one address can no longer both land. A deleted
 * account frees its address; accounts without one ('') are not counted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index users_email_live on users (lower(email))
    where deleted_at is null and email <> ''`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index users_email_live`.execute(db);
}
