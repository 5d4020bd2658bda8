import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * A URL's day row gets an id of its own: the spec's "Url request" (section 4) has one, and
 * `url_request/list` answers its rows from this table (docs/decisions/agents.md, "Reports").
 * PostgreSQL adds a serial column, which numbers the rows already there, with a unique index;
 * the composite primary key stays the upserts' key. SQLite cannot add a column that numbers
 * itself, so the table is built again with `id integer primary key autoincrement` and the old
 * key as a unique constraint (the upserts' ON CONFLICT names its columns), and its rows copied.
 */
const COLUMNS = 'agent_id, day, staff_id, url_hash, url, domain, title, first_at, count';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table report_url_days add column id serial not null`.execute(db);
    await sql`create unique index report_url_days_id on report_url_days (id)`.execute(db);
    return;
  }
  await sql`create table report_url_days_new (
    id integer primary key autoincrement,
    agent_id integer not null references agents (id),
    day text not null,
    staff_id integer not null,
    url_hash text not null,
    url text not null,
    domain text not null,
    title text not null,
    first_at text not null,
    count integer not null,
    unique (agent_id, day, staff_id, url_hash)
  )`.execute(db);
  await sql
    .raw(
      `insert into report_url_days_new (${COLUMNS}) select ${COLUMNS} from report_url_days order by day, agent_id, staff_id, url_hash`,
    )
    .execute(db);
  await sql`drop table report_url_days`.execute(db);
  await sql`alter table report_url_days_new rename to report_url_days`.execute(db);
  await db.schema.createIndex('report_url_days_day').on('report_url_days').column('day').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table report_url_days drop column id`.execute(db);
    return;
  }
  await sql`create table report_url_days_old (
    agent_id integer not null references agents (id),
    day text not null,
    staff_id integer not null,
    url_hash text not null,
    url text not null,
    domain text not null,
    title text not null,
    first_at text not null,
    count integer not null,
    constraint report_url_days_pk primary key (agent_id, day, staff_id, url_hash)
  )`.execute(db);
  await sql
    .raw(`insert into report_url_days_old (${COLUMNS}) select ${COLUMNS} from report_url_days`)
    .execute(db);
  await sql`drop table report_url_days`.execute(db);
  await sql`alter table report_url_days_old rename to report_url_days`.execute(db);
  await db.schema.createIndex('report_url_days_day').on('report_url_days').column('day').execute();
}
