import { sql, type Kysely } from 'kysely';

/**
 * The user list's sort orders as indexes, so its first pages read a few index entries instead of
 * sorting every account: each sort expression (as users.repository.ts writes it) with the id that
 * breaks ties, over live accounts. Works on both databases (SQLite's lower() is the app's own,
 * deterministic function, as in users_email_live).
 */
const SORTS = {
  users_sort_user_name: 'lower(user_name), id',
  users_sort_email: 'lower(email), id',
  users_sort_created_at: 'created_at, id',
  users_sort_subscription_end: "coalesce(subscription_end, ''), id",
} as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of Object.entries(SORTS)) {
    await sql`create index ${sql.raw(name)} on users (${sql.raw(columns)}) where deleted_at is null`.execute(
      db,
    );
  }
  // The sales list's periods and a code's sales, newest first.
  await sql`create index sales_at on sales (at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index sales_at`.execute(db);
  for (const name of Object.keys(SORTS)) await sql`drop index ${sql.raw(name)}`.execute(db);
}
