// The kept database of `npm run bench:agents`: parents, agents linked to them with known secrets,
// and `events` URL events over the last 7 local days (with app sessions, search keywords and the
// daily rollups that match them), generated inside the database (insert ... select over
// generate_series on PostgreSQL, a recursive CTE on SQLite), as bench/seed-scale.ts does.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { searchTextOf } from '@console/contract/search';
import {
  createDatabase,
  isPostgres,
  migrateToLatest,
  type Db,
} from '../apps/server/src/db/database';
import { DEFAULT_TIME_ZONE } from '../apps/server/src/modules/accounts/constants';
import { reportDays } from '../apps/server/src/modules/agents/local-days';
import { domainOf, searchKeyword } from '../apps/server/src/modules/agents/reports-urls';

export const ZONE = DEFAULT_TIME_ZONE; // Asia/Ho_Chi_Minh: +07:00 all year
const ZONE_OFFSET = '+07:00';
const BATCH = 500;

/** The URLs every event picks from: 50 sites, 400 pages, 20 search result pages. */
export const URLS: { url: string; title: string }[] = [
  ...Array.from({ length: 400 }, (_, u) => ({
    url: `https://www.site${u % 50}.example/page/${u}`,
    title: `Site ${u % 50} page ${u}`,
  })),
  ...Array.from({ length: 20 }, (_, k) => ({
    url: `https://www.google.com/search?q=bench+word+${k}`,
    title: `bench word ${k} - Google`,
  })),
];
export const APPS = ['Chrome', 'Zalo', 'Word', 'Excel', 'Minecraft', 'Roblox', 'Teams', 'Zoom'];

export interface SeededAgent {
  agentId: number;
  adminId: number;
  token: string;
}

export interface Seeded {
  db: Db;
  /** What the server is given: DATA_DIR and DATABASE_URL. */
  env: { DATA_DIR: string; DATABASE_URL: string };
  agents: SeededAgent[];
  /** The 7 local days of the seed, today first. */
  days: string[];
  seededNow: boolean;
  seconds: number;
}

/** The agent's secret: 43 base64url characters, from its number, so a rerun knows it. */
const secretOf = (k: number) =>
  crypto.createHash('sha256').update(`bench-agent-secret-${k}`).digest('base64url');
const sha256hex = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Opens (or makes) the kept database for `agents` agents and `events` events: a folder under
 * `dataRoot` for SQLite, the database `console_bench_agents_<agents>_<events>` beside the one
 * `postgresUrl` names. It is made again when it was seeded on another day (the reports read the
 * last 7 days).
 */
export async function seed(options: {
  agents: number;
  events: number;
  dataRoot: string;
  postgresUrl: string | undefined;
  log: (line: string) => void;
}): Promise<Seeded> {
  const { agents: N, events: E, log } = options;
  const name = `console_bench_agents_${N}_${E}`;
  const dataDir = path.resolve(options.dataRoot, `a${N}-e${E}`);
  let databaseUrl = '';
  const days = reportDays(Date.now(), ZONE, 7);
  const today = days[0]!;

  const stale = async (db: Db) => {
    try {
      const row = await sql<{
        day: string;
        seconds: number;
      }>`select day, seconds from bench_agents_seed`.execute(db);
      const r = row.rows[0];
      return r && r.day === today ? null : r ? `on ${r.day}` : 'not seeded';
    } catch {
      return 'not seeded';
    }
  };

  let db: Db;
  if (options.postgresUrl) {
    const url = new URL(options.postgresUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    const exists = await adminQuery(
      options.postgresUrl,
      `select 1 from pg_database where datname = '${name}'`,
    );
    if (exists.rowCount === 0) await adminQuery(options.postgresUrl, `create database ${name}`);
    db = createDatabase({ databaseUrl, dataDir });
    const was = await stale(db);
    if (was !== null) {
      await db.destroy();
      log(`PostgreSQL database ${name}: ${was}, made now`);
      await adminQuery(options.postgresUrl, `drop database if exists ${name} with (force)`);
      await adminQuery(options.postgresUrl, `create database ${name}`);
      db = createDatabase({ databaseUrl, dataDir });
    }
  } else {
    fs.mkdirSync(dataDir, { recursive: true });
    db = createDatabase({ databaseUrl: undefined, dataDir });
    const was = await stale(db);
    if (was !== null) {
      await db.destroy();
      log(`SQLite database in ${dataDir}: ${was}, made now`);
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.mkdirSync(dataDir, { recursive: true });
      db = createDatabase({ databaseUrl: undefined, dataDir });
    }
  }
  const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };

  let seededNow = false;
  let seconds: number;
  if ((await stale(db)) !== null) {
    seededNow = true;
    const started = performance.now();
    // The demo accounts first (the console signs in as admin001): the server seeds them only
    // into a database without users.
    const { app } = await buildApp(
      loadConfig({ ...process.env, ...env, LOG_LEVEL: 'warn', SEED_DEMO: 'true' }),
    );
    await app.close();
    await fill(db, N, E, days, log);
    seconds = (performance.now() - started) / 1000;
    await sql`create table bench_agents_seed (day text not null, seconds real not null)`.execute(
      db,
    );
    await sql`insert into bench_agents_seed values (${today}, ${seconds})`.execute(db);
  } else {
    await migrateToLatest(db);
    const r = await sql<{ seconds: number }>`select seconds from bench_agents_seed`.execute(db);
    seconds = Number(r.rows[0]!.seconds);
  }

  const rows = await db
    .selectFrom('agents')
    .innerJoin('machine_credentials', (j) =>
      j
        .onRef('machine_credentials.subject_id', '=', 'agents.id')
        .on('machine_credentials.kind', '=', 'agent')
        .on('machine_credentials.revoked_at', 'is', null),
    )
    .select(['agents.id', 'agents.name', 'agents.admin_id', 'machine_credentials.id as cred'])
    .where('agents.name', 'like', 'bench-agent-%')
    .orderBy('agents.id')
    .execute();
  const agents = rows.map((r) => ({
    agentId: r.id,
    adminId: r.admin_id!,
    token: `agt_${r.cred}.${secretOf(Number(r.name.slice('bench-agent-'.length)))}`,
  }));
  return { db, env, agents, days, seededNow, seconds };
}

async function timed(
  log: (line: string) => void,
  what: string,
  rows: number,
  work: () => Promise<unknown>,
) {
  const started = performance.now();
  await work();
  const s = (performance.now() - started) / 1000;
  log(
    `  ${what.padEnd(40)} ${s.toFixed(1).padStart(6)} s  ${Math.round(rows / s)
      .toLocaleString('en')
      .padStart(10)} rows/s`,
  );
}

async function fill(db: Db, N: number, E: number, days: string[], log: (line: string) => void) {
  const postgres = isPostgres(db);
  const now = new Date().toISOString();
  const parents = Math.ceil(N / 4);
  log(
    `seeding ${parents.toLocaleString('en')} parents, ${N.toLocaleString('en')} agents, ` +
      `${E.toLocaleString('en')} URL events over ${days.at(-1)} .. ${days[0]}`,
  );
  const started = performance.now();

  // Parents, 4 agents each (AGENTS_PER_PARENT), and the agents with their secrets.
  const parentIds: number[] = [];
  await timed(log, 'parents', parents, async () => {
    for (let s = 0; s < parents; s += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, parents - s) }, (_, j) => {
        const i = s + j;
        const u = {
          user_name: `benchparent${i}`,
          email: `benchparent${i}@example.com`,
          phone: `08${String(i).padStart(8, '0')}`,
          full_name: `Bench Parent ${i}`,
        };
        return {
          ...u,
          role: 'parent' as const,
          created_at: now,
          updated_at: now,
          search_text: searchTextOf([u.user_name, u.full_name, u.email, u.phone]),
        };
      });
      const ids = await db.insertInto('users').values(rows).returning('id').execute();
      parentIds.push(...ids.map((r) => r.id));
    }
  });
  await timed(log, 'agents and their secrets', N, async () => {
    for (let s = 0; s < N; s += BATCH) {
      const ks = Array.from({ length: Math.min(BATCH, N - s) }, (_, j) => s + j);
      const ids = await db
        .insertInto('agents')
        .values(
          ks.map((k) => ({
            install_id: sha256hex(`bench-install-${k}`),
            admin_id: parentIds[k >> 2]!,
            name: `bench-agent-${k}`,
            version: '1.0.0',
            created_at: now,
            updated_at: now,
          })),
        )
        .returning('id')
        .execute();
      await db
        .insertInto('machine_credentials')
        .values(
          ks.map((k, j) => ({
            kind: 'agent' as const,
            subject_id: ids[j]!.id,
            name: `bench-agent-${k}`,
            secret_hash: sha256hex(secretOf(k)),
            created_at: now,
          })),
        )
        .execute();
      await db
        .insertInto('bench_agent_map' as never)
        .values(ks.map((k, j) => ({ k, agent_id: ids[j]!.id })) as never)
        .execute()
        .catch(async () => {
          await sql`create table bench_agent_map (k integer primary key, agent_id integer not null)`.execute(
            db,
          );
          await db
            .insertInto('bench_agent_map' as never)
            .values(ks.map((k, j) => ({ k, agent_id: ids[j]!.id })) as never)
            .execute();
        });
    }
  });

  // Lookup tables the generating statements join: URLs (with their hash, domain, keyword) and days.
  await sql`create table bench_urls (u integer primary key, url text not null, title text not null,
    domain text not null, url_hash text not null, keyword text)`.execute(db);
  await db
    .insertInto('bench_urls' as never)
    .values(
      URLS.map((x, u) => ({
        u,
        url: x.url,
        title: x.title,
        domain: domainOf(x.url),
        url_hash: sha256hex(x.url),
        keyword: searchKeyword(x.url),
      })) as never,
    )
    .execute();
  await sql`create index bench_urls_url on bench_urls (url)`.execute(db);
  // Day d (0: the oldest) starts at start_ms in UTC milliseconds.
  await sql`create table bench_days (d integer primary key, day text not null, start_ms bigint not null)`.execute(
    db,
  );
  const oldestFirst = [...days].reverse();
  await db
    .insertInto('bench_days' as never)
    .values(
      oldestFirst.map((day, d) => ({
        d,
        day,
        start_ms: Date.parse(`${day}T00:00:00${ZONE_OFFSET}`),
      })) as never,
    )
    .execute();

  const series = (count: number) =>
    postgres
      ? sql`select g::bigint as i from generate_series(0, ${sql.lit(count - 1)}) g`
      : sql`with recursive s(i) as (select 0 union all select i + 1 from s where i < ${sql.lit(count - 1)})
          select i from s`;
  const isoOf = (ms: string) =>
    postgres
      ? `to_char(to_timestamp((${ms}) / 1000.0) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : `strftime('%Y-%m-%dT%H:%M:%fZ', (${ms}) / 1000.0, 'unixepoch')`;
  const div = (a: string, b: number) => (postgres ? `((${a}) / ${b})` : `((${a}) / ${b})`);
  // Event i: agent k = i % N, its j-th event (j = i / N); day j % 7; one of 40 URLs the agent
  // visits (20 of 420 being search results); a second of the day spread over 06:00 .. 22:00.
  // Today only up to now: its events fall in the hours already past (at least the first one).
  const U = URLS.length;
  // The raw tables' indexes are dropped for the bulk insert and made again after it (sorting once
  // instead of inserting 10 million times into a B-tree out of order); as the migration makes them.
  const indexes = [
    ['report_url_requests_time', 'report_url_requests', ['start_time']],
    ['report_app_sessions_time', 'report_app_sessions', ['start_time']],
    ['report_keywords_time', 'report_keywords', ['start_time']],
    ['report_app_sessions_agent_day', 'report_app_sessions', ['agent_id', 'day', 'start_time']],
  ] as const;
  for (const [index] of indexes) await db.schema.dropIndex(index).execute();
  if (!postgres) await sql`pragma cache_size = -1000000`.execute(db);
  const todayHours = Math.max(
    1,
    Math.floor((Date.now() - Date.parse(`${days[0]}T00:00:00${ZONE_OFFSET}`)) / 3_600_000),
  );
  await timed(log, 'URL events (raw)', E, async () => {
    await sql`insert into report_url_requests (agent_id, staff_id, url, title, domain, start_time, request_count, day)
      select m.agent_id, 0, b.url, b.title, b.domain, ${sql.raw(isoOf('d.start_ms + g.sec * 1000'))}, 1 + g.i % 3, d.day
      from (
        select i, i % ${sql.lit(N)} as k, ${sql.raw(div('i', N))} % 7 as d,
          (${sql.raw(div('i', N))} * 17 + i % ${sql.lit(N)}) % 40 as v,
          case when ${sql.raw(div('i', N))} % 7 = 6
            then (i * 7919) % ${sql.lit(todayHours * 3600)}
            else 21600 + (i * 7919) % 57600 end as sec
        from (${series(E)}) s
      ) g
      join bench_agent_map m on m.k = g.k
      join bench_days d on d.d = g.d
      join bench_urls b on b.u = (g.k * 7 + g.v * 11) % ${sql.lit(U)}`.execute(db);
  });
  const A = Math.max(1, Math.floor(E / 10));
  await timed(log, 'app sessions (raw, a tenth of that)', A, async () => {
    await sql`insert into report_app_sessions (agent_id, staff_id, app_name, start_time, stop_time, usage_time, day)
      select m.agent_id, 0, ${sql.raw(`(case ${APPS.map((a, n) => `when g.a = ${n} then '${a}'`).join(' ')} end)`)},
        ${sql.raw(isoOf('d.start_ms + g.sec * 1000'))}, ${sql.raw(isoOf('d.start_ms + (g.sec + g.len) * 1000'))}, g.len, d.day
      from (
        select i, i % ${sql.lit(N)} as k, ${sql.raw(div('i', N))} % 7 as d, (i / 3) % ${sql.lit(APPS.length)} as a,
          60 + (i * 31) % 3540 as len,
          case when ${sql.raw(div('i', N))} % 7 = 6
            then (i * 7919) % ${sql.lit(todayHours * 3600)}
            else 21600 + (i * 7919) % 57600 end as sec
        from (${series(A)}) s
      ) g
      join bench_agent_map m on m.k = g.k
      join bench_days d on d.d = g.d`.execute(db);
  });
  await timed(log, 'search keywords (raw, from the URLs)', 0, async () => {
    await sql`insert into report_keywords (agent_id, staff_id, keyword, source, start_time, day)
      select r.agent_id, r.staff_id, b.keyword, 'url', r.start_time, r.day
      from report_url_requests r join bench_urls b on b.url = r.url
      where b.keyword is not null and r.agent_id in (select agent_id from bench_agent_map)`.execute(
      db,
    );
  });
  await timed(log, 'raw indexes made again', 0, async () => {
    for (const [index, table, columns] of indexes) {
      await db.schema
        .createIndex(index)
        .on(table)
        .columns([...columns])
        .execute();
    }
  });
  await timed(log, 'rollups: domains', 0, async () => {
    await sql`insert into report_domain_days (agent_id, day, staff_id, domain, count)
      select agent_id, day, staff_id, domain, sum(request_count)
      from report_url_requests where agent_id in (select agent_id from bench_agent_map) group by agent_id, day, staff_id, domain`.execute(
      db,
    );
  });
  await timed(log, 'rollups: URLs', 0, async () => {
    await sql`insert into report_url_days (agent_id, day, staff_id, url_hash, url, domain, title, first_at, count)
      select r.agent_id, r.day, r.staff_id, b.url_hash, b.url, b.domain, b.title, r.first_at, r.count
      from (select agent_id, day, staff_id, url, min(start_time) as first_at, sum(request_count) as count
            from report_url_requests where agent_id in (select agent_id from bench_agent_map)
            group by agent_id, day, staff_id, url) r
      join bench_urls b on b.url = r.url`.execute(db);
  });
  await timed(log, 'rollups: apps, keywords', 0, async () => {
    await sql`insert into report_app_days (agent_id, day, staff_id, app_name, seconds)
      select agent_id, day, staff_id, app_name, sum(usage_time)
      from report_app_sessions where agent_id in (select agent_id from bench_agent_map) group by agent_id, day, staff_id, app_name`.execute(
      db,
    );
    await sql`insert into report_keyword_days (agent_id, day, staff_id, keyword, count)
      select r.agent_id, r.day, r.staff_id, b.keyword, sum(r.request_count)
      from report_url_requests r join bench_urls b on b.url = r.url
      where b.keyword is not null and r.agent_id in (select agent_id from bench_agent_map)
      group by r.agent_id, r.day, r.staff_id, b.keyword`.execute(db);
  });
  await timed(log, 'analyze', 0, () => sql`analyze`.execute(db));
  log(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
