import { sql, type Kysely } from 'kysely';

/**
 * Sessions that end when they should (docs/decisions/sessions.md): a per-account session version
 * that every access token carries, bumped when all of an account's sessions must end or its
 * tokens must be reissued; the index by which every authenticated call finds its session's live
 * refresh tokens; and the SSO token ids already used, so each SSO token signs in once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await sql`create index refresh_tokens_live_family on refresh_tokens (family_id, user_id)
    where revoked_at is null`.execute(db);

  await db.schema
    .createTable('sso_token_uses')
    .addColumn('jti_hash', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sso_token_uses').execute();
  await sql`drop index refresh_tokens_live_family`.execute(db);
  await db.schema.alterTable('users').dropColumn('session_version').execute();
}
