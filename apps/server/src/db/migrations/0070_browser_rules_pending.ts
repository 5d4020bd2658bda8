import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * Whether the blocked-browser rules differ from the version in force (`pending_changes` of
 * `browsers.list`), kept in a one-row table instead of read and hashed from every rule on every
 * list call (docs/performance.md, "Request path").
 *
 * Database triggers set it in the same transaction as every write of `black_browsers` (insert,
 * delete, an update of a name or the file name's key) and of `browser_rule_versions` (an apply, a
 * test deleting the history), whoever writes them. The rules are the list agents receive (browser
 * and file name, by `file_name_key`); the version's are read back from its published JSON. Both
 * sides are written out by the same SQL, so they are equal exactly when the published JSON and
 * its SHA-256 fingerprint are those of the current rules; no version in force reads as no rules.
 *
 * On PostgreSQL the triggers run once per statement, first locking the state row: a writer that
 * waited for another one's commit then reads the rules with that commit in them.
 */
const SQLITE_PENDING = `(select json_group_array(json_array(browser_name, file_name) order by file_name_key)
    from black_browsers)
  <> (select json_group_array(json_array(r.value ->> 'browser_name', r.value ->> 'file_name') order by r.key)
    from json_each((select rules from browser_rule_versions order by version desc limit 1)) r)`;

const POSTGRES_PENDING = `coalesce((select json_agg(json_build_array(browser_name, file_name) order by file_name_key)::text
    from black_browsers), '[]')
  <> coalesce((select json_agg(json_build_array(r.e ->> 'browser_name', r.e ->> 'file_name') order by r.n)::text
    from json_array_elements((select rules from browser_rule_versions order by version desc limit 1)::json)
      with ordinality as r(e, n)), '[]')`;

const SQLITE_TRIGGERS = [
  ['rules_insert', 'insert on black_browsers'],
  ['rules_delete', 'delete on black_browsers'],
  ['rules_update', 'update of browser_name, file_name, file_name_key on black_browsers'],
  ['versions_insert', 'insert on browser_rule_versions'],
  ['versions_delete', 'delete on browser_rule_versions'],
  ['versions_update', 'update of version, rules on browser_rule_versions'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await sql`create table browser_rules_state (
      id integer primary key check (id = 1),
      pending ${sql.raw(postgres ? 'boolean' : 'integer')} not null
    )`.execute(db);
  await sql
    .raw(
      `insert into browser_rules_state (id, pending) values (1, ${postgres ? POSTGRES_PENDING : SQLITE_PENDING})`,
    )
    .execute(db);
  if (postgres) {
    await sql
      .raw(
        `create function browser_rules_pending_keep() returns trigger language plpgsql as $$
        begin
          perform 1 from browser_rules_state where id = 1 for update;
          update browser_rules_state set pending = ${POSTGRES_PENDING} where id = 1;
          return null;
        end $$`,
      )
      .execute(db);
    await sql`create trigger browser_rules_pending_keep after insert or delete
      or update of browser_name, file_name, file_name_key or truncate on black_browsers
      for each statement execute function browser_rules_pending_keep()`.execute(db);
    await sql`create trigger browser_rules_pending_keep after insert or delete
      or update of version, rules or truncate on browser_rule_versions
      for each statement execute function browser_rules_pending_keep()`.execute(db);
    return;
  }
  for (const [name, event] of SQLITE_TRIGGERS) {
    await sql
      .raw(
        `create trigger browser_rules_pending_${name} after ${event}
        begin update browser_rules_state set pending = ${SQLITE_PENDING} where id = 1; end`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger browser_rules_pending_keep on black_browsers`.execute(db);
    await sql`drop trigger browser_rules_pending_keep on browser_rule_versions`.execute(db);
    await sql`drop function browser_rules_pending_keep()`.execute(db);
  } else {
    for (const [name] of SQLITE_TRIGGERS) {
      await sql.raw(`drop trigger browser_rules_pending_${name}`).execute(db);
    }
  }
  await sql`drop table browser_rules_state`.execute(db);
}
