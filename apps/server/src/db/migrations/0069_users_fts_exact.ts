import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * SQLite: a keyword search's capped count from the trigram index alone (docs/decisions/
 * search-and-totals.md, "Totals: counted up to 10,000").
 *
 * - `users_fts` (0031) is made again with `case_sensitive 1`: its trigrams are then the text's
 *   own characters, so a phrase of the whole folded keyword finds exactly the accounts whose
 *   `search_text` holds it, as the `like` does. Case-insensitive, FTS5 also folded 'ſ' to 's',
 *   'ς' to 'σ' and 'µ' to 'μ', which `foldSearch` keeps apart; the stored text and the keyword are
 *   lower case already, so nothing else changes.
 * - `users_deleted`, the ids of deleted accounts (few), which the index holds too: the count
 *   leaves them out without reading the accounts.
 *
 * The triggers of 0031 keep the new table as they kept the old (they name it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`drop table users_fts`.execute(db);
  await sql`create virtual table users_fts using fts5(
    search_text, content='users', content_rowid='id', tokenize='trigram case_sensitive 1')`.execute(
    db,
  );
  await sql`insert into users_fts(users_fts) values ('rebuild')`.execute(db);
  await sql`create index users_deleted on users (id) where deleted_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`drop index users_deleted`.execute(db);
  await sql`drop table users_fts`.execute(db);
  await sql`create virtual table users_fts using fts5(
    search_text, content='users', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`insert into users_fts(users_fts) values ('rebuild')`.execute(db);
}
