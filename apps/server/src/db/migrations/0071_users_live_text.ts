import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * PostgreSQL: a common keyword's capped count without reading the wide accounts
 * (docs/decisions/search-and-totals.md, "Totals: counted up to 10,000").
 *
 * - `users_live_text`: the live accounts' ids with their search text, in id order. Walked from
 *   the first id, it answers "the first N live accounts holding the keyword" from the index
 *   alone (an index-only scan): a third of the pages of `users`, all kept in shared buffers,
 *   where a sequential scan of `users` reads its pages through a small ring every time.
 * - `users_holding_count(keyword, cap)`: how many live accounts hold the keyword, counted up to
 *   `cap`, by that walk. The planner, costing index pages as random reads, would rather walk
 *   `users_pkey` and read every account; the function plans its query with index pages costed
 *   as the cached reads they are.
 *
 * SQLite: nothing here (its count reads the FTS5 index alone, 0069).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create index users_live_text on users (id) include (search_text)
    where deleted_at is null`.execute(db);
  await sql`create function users_holding_count(keyword text, cap integer) returns bigint
    language sql stable set random_page_cost = 1 as $$
      select count(*) from (
        select 1 from users where deleted_at is null and strpos(search_text, keyword) > 0
        order by id limit cap) found
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop function users_holding_count(text, integer)`.execute(db);
  await sql`drop index users_live_text`.execute(db);
}
