import { sql, type Kysely } from 'kysely';
import { searchTextOf } from '@console/contract/search';
import { isPostgres } from './dialect';

/**
 * Accent- and case-insensitive keyword search (docs/decisions/search-and-totals.md): each searched
 * row keeps its searched fields folded by the contract's foldSearch in `search_text`, which the
 * repositories write with every change; the keyword, folded alike, is looked for in it as a
 * literal substring. This fills it for the rows that exist.
 *
 * Fast substring search over it: on PostgreSQL a pg_trgm GIN index over live accounts (where the
 * server offers pg_trgm, as in 0022); on SQLite an FTS5 trigram index (`users_fts`, external
 * content: it holds only the index) that triggers keep in step with the column.
 *
 * If foldSearch ever changes, a later migration must fill the column again.
 */
const TABLES = {
  users: ['user_name', 'full_name', 'email', 'phone'],
  black_browsers: ['browser_name', 'file_name', 'original_name'],
} as const;
const BATCH = 1_000;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  for (const [table, fields] of Object.entries(TABLES)) {
    await sql`alter table ${sql.table(table)} add column search_text text not null default ''`.execute(
      db,
    );
    for (let after = 0; ;) {
      const { rows } = await sql<Record<string, string> & { id: number }>`
        select id, ${sql.join(fields.map((f) => sql.ref(f)))} from ${sql.table(table)}
        where id > ${after} order by id limit ${BATCH}`.execute(db);
      if (rows.length === 0) break;
      after = Number(rows[rows.length - 1]!.id);
      const values = rows.map(
        (row) => sql`(${Number(row.id)}, ${searchTextOf(fields.map((f) => row[f]))})`,
      );
      await (
        postgres
          ? sql`update ${sql.table(table)} set search_text = v.t
            from (values ${sql.join(values)}) as v(id, t) where ${sql.ref(`${table}.id`)} = v.id`
          : sql`with v(id, t) as (values ${sql.join(values)})
            update ${sql.table(table)} set search_text = (select t from v where v.id = ${sql.ref(`${table}.id`)})
            where id in (select id from v)`
      ).execute(db);
    }
  }

  if (postgres) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_extension where extname = 'pg_trgm'`.execute(db);
    if (rows[0]?.n) {
      await sql`create index users_search_text on users
        using gin (search_text gin_trgm_ops) where deleted_at is null`.execute(db);
    }
    return;
  }
  await sql`create virtual table users_fts using fts5(
    search_text, content='users', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`insert into users_fts(users_fts) values ('rebuild')`.execute(db);
  await sql`create trigger users_fts_insert after insert on users begin
    insert into users_fts(rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
  await sql`create trigger users_fts_delete after delete on users begin
    insert into users_fts(users_fts, rowid, search_text) values ('delete', old.id, old.search_text);
  end`.execute(db);
  await sql`create trigger users_fts_update after update of search_text on users begin
    insert into users_fts(users_fts, rowid, search_text) values ('delete', old.id, old.search_text);
    insert into users_fts(rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index if exists users_search_text`.execute(db);
  } else {
    for (const trigger of ['users_fts_insert', 'users_fts_delete', 'users_fts_update']) {
      await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
    }
    await sql`drop table users_fts`.execute(db);
  }
  for (const table of Object.keys(TABLES)) {
    await sql`alter table ${sql.table(table)} drop column search_text`.execute(db);
  }
}
