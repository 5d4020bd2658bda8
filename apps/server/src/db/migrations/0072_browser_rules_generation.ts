import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * A generation of the blocked-browser rules: a number that database triggers move on in the same
 * transaction as every write of `black_browsers` (insert, delete, truncate, an update of any
 * column), whoever writes. A server keeps a page of the list it has read beside the generation
 * it read before the page; while the generation is the same no rule has changed, so the page is
 * answered again without being read (browsers.repository.ts). The generation lives in the
 * database, so every instance sees every other's writes.
 *
 * It starts at a random number, not 0, so a database made again (a test's, a restored one) does
 * not meet a server's page kept for the same generation of another database.
 */
const SQLITE_EVENTS = ['insert', 'delete', 'update'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await sql
    .raw(
      `alter table browser_rules_state add column generation ${postgres ? 'bigint' : 'integer'} not null default 0`,
    )
    .execute(db);
  await sql
    .raw(
      `update browser_rules_state set generation = ${
        postgres ? 'floor(random() * 1e15)::bigint' : 'abs(random() % 1000000000000000)'
      }`,
    )
    .execute(db);
  if (postgres) {
    await sql
      .raw(
        `create function browser_rules_generation_next() returns trigger language plpgsql as $$
        begin
          update browser_rules_state set generation = generation + 1 where id = 1;
          return null;
        end $$`,
      )
      .execute(db);
    await sql`create trigger browser_rules_generation_next after insert or update or delete
      or truncate on black_browsers
      for each statement execute function browser_rules_generation_next()`.execute(db);
    return;
  }
  for (const event of SQLITE_EVENTS) {
    await sql
      .raw(
        `create trigger browser_rules_generation_${event} after ${event} on black_browsers
        begin update browser_rules_state set generation = generation + 1 where id = 1; end`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger browser_rules_generation_next on black_browsers`.execute(db);
    await sql`drop function browser_rules_generation_next()`.execute(db);
  } else {
    for (const event of SQLITE_EVENTS) {
      await sql.raw(`drop trigger browser_rules_generation_${event}`).execute(db);
    }
  }
  await sql`alter table browser_rules_state drop column generation`.execute(db);
}
