import crypto from 'node:crypto';
import { sql } from 'kysely';
import {
  REPORT_DAYS,
  type AppSeconds,
  type AppSessionRow,
  type DomainCount,
  type KeywordRow,
  type ReportRequest,
  type TelemetryItem,
  type UrlRow,
} from '@console/contract/schemas/telemetry';
import type { AuthUser, Deps } from '../../context';
import { isPostgres, type Db } from '../../db/database';
import { pageBounds, queryPage } from '../../db/paging';
import { AppError } from '../../errors';
import { DEFAULT_TIME_ZONE } from '../accounts/constants';
import { ownedAgent } from './reach';
import { addDays, localDay, reportDays, splitByDay } from './local-days';
import './telemetry.tables';

/**
 * Agent telemetry (docs/decisions/agents.md, "Telemetry"): a batch is written in one transaction,
 * raw rows and the daily rollups together, once per (agent, batch id). Days are local days in the
 * parent's time zone; the reports read the rollups (the app-usage list the day's sessions).
 */

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const iso = (ms: number) => new Date(ms).toISOString();

/** The host of a URL as the web rules write it: lower case, no `www.`, no trailing dot. */
export function domainOf(url: string): string {
  try {
    let host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
    if (host.startsWith('www.')) host = host.slice(4);
    return host;
  } catch {
    return '';
  }
}

/** Search engines whose result URLs carry the keyword, and the parameter that does. */
const ENGINES: { host: RegExp; path: RegExp; param: string }[] = [
  { host: /^(.+\.)?google\.[a-z.]+$/, path: /^\/search/, param: 'q' },
  { host: /^(.+\.)?bing\.com$/, path: /^\/search/, param: 'q' },
  { host: /^(.+\.)?coccoc\.com$/, path: /^\/search/, param: 'query' },
  { host: /^(.+\.)?duckduckgo\.com$/, path: /^\//, param: 'q' },
  { host: /^(.+\.)?youtube\.com$/, path: /^\/results/, param: 'search_query' },
];

/** The keyword of a search engine's result URL, or null. */
export function searchKeyword(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.toLowerCase();
  for (const engine of ENGINES) {
    if (!engine.host.test(host) || !engine.path.test(parsed.pathname)) continue;
    const keyword = (parsed.searchParams.get(engine.param) ?? '').trim().replace(/\s+/g, ' ');
    return keyword ? keyword.slice(0, 200) : null;
  }
  return null;
}

async function parentZone(db: Db, adminId: number): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('time_zone')
    .where('id', '=', adminId)
    .executeTakeFirst();
  return row?.time_zone || DEFAULT_TIME_ZONE;
}

// ---- ingestion ----------------------------------------------------------------------------------

interface Rollups {
  domains: Map<string, { staff_id: number; day: string; domain: string; count: number }>;
  urls: Map<
    string,
    {
      staff_id: number;
      day: string;
      url_hash: string;
      url: string;
      domain: string;
      title: string;
      first_at: string;
      count: number;
    }
  >;
  apps: Map<string, { staff_id: number; day: string; app_name: string; seconds: number }>;
  keywords: Map<string, { staff_id: number; day: string; keyword: string; count: number }>;
}

const CHUNK = 200;
function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/**
 * Takes one batch from an agent: `accepted` false when the batch id was taken before (nothing is
 * written again). Staff user ids that are not the parent's staff are kept as "no staff user".
 */
export async function ingest(
  deps: Deps,
  agentId: number,
  batchId: string,
  items: TelemetryItem[],
): Promise<{ accepted: boolean; items: number }> {
  const agent = await deps.db
    .selectFrom('agents')
    .select(['id', 'admin_id'])
    .where('id', '=', agentId)
    .executeTakeFirst();
  if (!agent || agent.admin_id === null) throw new AppError('agents.not_linked');
  const adminId = agent.admin_id;
  const zone = await parentZone(deps.db, adminId);
  const asked = [...new Set(items.map((i) => i.user_id).filter((id): id is number => id !== null))];
  const staff = new Set(
    asked.length === 0
      ? []
      : (
          await deps.db
            .selectFrom('staff_users')
            .select('id')
            .where('admin_id', '=', adminId)
            .where('id', 'in', asked)
            .execute()
        ).map((r) => r.id),
  );
  const staffOf = (id: number | null) => (id !== null && staff.has(id) ? id : 0);

  const urlRows: {
    agent_id: number;
    staff_id: number;
    url: string;
    title: string;
    domain: string;
    start_time: string;
    request_count: number;
    day: string;
  }[] = [];
  const sessionRows: {
    agent_id: number;
    staff_id: number;
    app_name: string;
    start_time: string;
    stop_time: string;
    usage_time: number;
    day: string;
  }[] = [];
  const keywordRows: {
    agent_id: number;
    staff_id: number;
    keyword: string;
    source: 'agent' | 'url';
    start_time: string;
    day: string;
  }[] = [];
  const roll: Rollups = {
    domains: new Map(),
    urls: new Map(),
    apps: new Map(),
    keywords: new Map(),
  };
  const addKeyword = (staffId: number, day: string, keyword: string, count: number) => {
    const key = `${staffId}|${day}|${keyword}`;
    const row = roll.keywords.get(key);
    if (row) row.count += count;
    else roll.keywords.set(key, { staff_id: staffId, day, keyword, count });
  };

  for (const item of items) {
    const staffId = staffOf(item.user_id);
    if (item.type === 'url') {
      const at = Date.parse(item.start_time);
      const day = localDay(at, zone);
      const domain = domainOf(item.url);
      const start = iso(at);
      urlRows.push({
        agent_id: agentId,
        staff_id: staffId,
        url: item.url,
        title: item.title,
        domain,
        start_time: start,
        request_count: item.request_count,
        day,
      });
      const dKey = `${staffId}|${day}|${domain}`;
      const d = roll.domains.get(dKey);
      if (d) d.count += item.request_count;
      else roll.domains.set(dKey, { staff_id: staffId, day, domain, count: item.request_count });
      const urlHash = sha256(item.url);
      const uKey = `${staffId}|${day}|${urlHash}`;
      const u = roll.urls.get(uKey);
      if (u) {
        u.count += item.request_count;
        if (start < u.first_at) u.first_at = start;
        if (item.title) u.title = item.title;
      } else {
        roll.urls.set(uKey, {
          staff_id: staffId,
          day,
          url_hash: urlHash,
          url: item.url,
          domain,
          title: item.title,
          first_at: start,
          count: item.request_count,
        });
      }
      const keyword = searchKeyword(item.url);
      if (keyword) {
        keywordRows.push({
          agent_id: agentId,
          staff_id: staffId,
          keyword,
          source: 'url',
          start_time: start,
          day,
        });
        addKeyword(staffId, day, keyword, item.request_count);
      }
    } else if (item.type === 'app') {
      const from = Date.parse(item.start_time);
      const to = Date.parse(item.stop_time);
      for (const piece of splitByDay(from, to, zone)) {
        const seconds = Math.round((piece.to - piece.from) / 1000);
        sessionRows.push({
          agent_id: agentId,
          staff_id: staffId,
          app_name: item.app_name,
          start_time: iso(piece.from),
          stop_time: iso(piece.to),
          usage_time: seconds,
          day: piece.day,
        });
        const aKey = `${staffId}|${piece.day}|${item.app_name}`;
        const a = roll.apps.get(aKey);
        if (a) a.seconds += seconds;
        else
          roll.apps.set(aKey, {
            staff_id: staffId,
            day: piece.day,
            app_name: item.app_name,
            seconds,
          });
      }
    } else {
      const at = Date.parse(item.time);
      const day = localDay(at, zone);
      keywordRows.push({
        agent_id: agentId,
        staff_id: staffId,
        keyword: item.keyword,
        source: 'agent',
        start_time: iso(at),
        day,
      });
      addKeyword(staffId, day, item.keyword, 1);
    }
  }

  const now = iso(deps.clock.now().getTime());
  return deps.db.transaction().execute(async (trx) => {
    const taken = await trx
      .insertInto('telemetry_batches')
      .values({ agent_id: agentId, batch_id: batchId, item_count: items.length, received_at: now })
      .onConflict((oc) => oc.columns(['agent_id', 'batch_id']).doNothing())
      .returning('batch_id')
      .executeTakeFirst();
    if (!taken) return { accepted: false, items: 0 };

    for (const rows of chunks(urlRows))
      await trx.insertInto('telemetry_url_requests').values(rows).execute();
    for (const rows of chunks(sessionRows))
      await trx.insertInto('telemetry_app_sessions').values(rows).execute();
    for (const rows of chunks(keywordRows))
      await trx.insertInto('telemetry_keywords').values(rows).execute();

    const withAgent = <T>(rows: Iterable<T>) => [...rows].map((r) => ({ agent_id: agentId, ...r }));
    for (const rows of chunks(withAgent(roll.domains.values()))) {
      await trx
        .insertInto('telemetry_domain_days')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['agent_id', 'day', 'staff_id', 'domain']).doUpdateSet({
            count: sql`telemetry_domain_days.count + excluded.count`,
          }),
        )
        .execute();
    }
    for (const rows of chunks(withAgent(roll.urls.values()))) {
      await trx
        .insertInto('telemetry_url_days')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['agent_id', 'day', 'staff_id', 'url_hash']).doUpdateSet({
            count: sql`telemetry_url_days.count + excluded.count`,
            first_at: sql`case when excluded.first_at < telemetry_url_days.first_at then excluded.first_at else telemetry_url_days.first_at end`,
            title: sql`case when excluded.title <> '' then excluded.title else telemetry_url_days.title end`,
          }),
        )
        .execute();
    }
    for (const rows of chunks(withAgent(roll.apps.values()))) {
      await trx
        .insertInto('telemetry_app_days')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['agent_id', 'day', 'staff_id', 'app_name']).doUpdateSet({
            seconds: sql`telemetry_app_days.seconds + excluded.seconds`,
          }),
        )
        .execute();
    }
    for (const rows of chunks(withAgent(roll.keywords.values()))) {
      await trx
        .insertInto('telemetry_keyword_days')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['agent_id', 'day', 'staff_id', 'keyword']).doUpdateSet({
            count: sql`telemetry_keyword_days.count + excluded.count`,
          }),
        )
        .execute();
    }
    return { accepted: true, items: items.length };
  });
}

// ---- reports ------------------------------------------------------------------------------------

interface Scope {
  agentId: number;
  day: string;
  zone: string;
}

/** The agent the caller reaches and the day asked: today in the parent's zone or 6 before. */
async function scopeOf(deps: Deps, user: AuthUser, input: ReportRequest): Promise<Scope> {
  const agent = await ownedAgent(deps, user, input.admin_id, input.agent_id);
  const zone = await parentZone(deps.db, input.admin_id);
  const errors = [];
  if (input.timezone && input.timezone !== zone) {
    errors.push({ path: 'timezone', message: 'validation.report_timezone' });
  }
  const days = reportDays(deps.clock.now().getTime(), zone, REPORT_DAYS);
  const day = input.date ?? days[0]!;
  if (!days.includes(day)) errors.push({ path: 'date', message: 'validation.report_date_range' });
  if (errors.length > 0) throw new AppError('common.invalid_input', { errors });
  return { agentId: agent.id, day, zone };
}

const staffName = sql<string>`coalesce(case when staff_users.full_name <> '' then staff_users.full_name else staff_users.user_name end, '')`;

type Report<T> = { date: string; timezone: string; total: number; list: T[] };

export async function urlChart(
  deps: Deps,
  user: AuthUser,
  input: ReportRequest,
): Promise<Report<DomainCount>> {
  const s = await scopeOf(deps, user, input);
  const rows = await deps.db
    .selectFrom('telemetry_domain_days')
    .select((eb) => ['domain', eb.fn.sum<number | string>('count').as('count')])
    .where('agent_id', '=', s.agentId)
    .where('day', '=', s.day)
    .groupBy('domain')
    .orderBy('count', input.sort)
    .orderBy('domain')
    .limit(input.top)
    .execute();
  const list = rows.map((r) => ({ domain: r.domain, count: Number(r.count) }));
  return { date: s.day, timezone: s.zone, total: list.length, list };
}

export async function appChart(
  deps: Deps,
  user: AuthUser,
  input: ReportRequest,
): Promise<Report<AppSeconds>> {
  const s = await scopeOf(deps, user, input);
  const rows = await deps.db
    .selectFrom('telemetry_app_days')
    .select((eb) => ['app_name', eb.fn.sum<number | string>('seconds').as('seconds')])
    .where('agent_id', '=', s.agentId)
    .where('day', '=', s.day)
    .groupBy('app_name')
    .orderBy('seconds', input.sort)
    .orderBy('app_name')
    .limit(input.top)
    .execute();
  const list = rows.map((r) => ({ app_name: r.app_name, seconds: Number(r.seconds) }));
  return { date: s.day, timezone: s.zone, total: list.length, list };
}

export async function urlList(
  deps: Deps,
  user: AuthUser,
  input: ReportRequest,
): Promise<Report<UrlRow>> {
  const s = await scopeOf(deps, user, input);
  const base = deps.db
    .selectFrom('telemetry_url_days')
    .where('telemetry_url_days.agent_id', '=', s.agentId)
    .where('telemetry_url_days.day', '=', s.day);
  const { rows, total } = await queryPage(
    pageBounds(input.page, input.top),
    base
      .leftJoin('staff_users', 'staff_users.id', 'telemetry_url_days.staff_id')
      .select([
        'telemetry_url_days.url',
        'telemetry_url_days.title',
        'telemetry_url_days.domain',
        'telemetry_url_days.first_at',
        'telemetry_url_days.count',
        'telemetry_url_days.staff_id',
        staffName.as('user_name'),
      ])
      .orderBy('telemetry_url_days.count', input.sort)
      .orderBy('telemetry_url_days.first_at')
      .orderBy('telemetry_url_days.url_hash'),
    base,
  );
  return {
    date: s.day,
    timezone: s.zone,
    total,
    list: rows.map((r) => ({
      url: r.url,
      title: r.title,
      domain: r.domain,
      start_time: r.first_at,
      request_count: r.count,
      user_id: r.staff_id || null,
      user_name: r.user_name,
    })),
  };
}

export async function userQuery(
  deps: Deps,
  user: AuthUser,
  input: ReportRequest,
): Promise<Report<KeywordRow>> {
  const s = await scopeOf(deps, user, input);
  const base = deps.db
    .selectFrom('telemetry_keyword_days')
    .where('telemetry_keyword_days.agent_id', '=', s.agentId)
    .where('telemetry_keyword_days.day', '=', s.day);
  const { rows, total } = await queryPage(
    pageBounds(input.page, input.top),
    base
      .leftJoin('staff_users', 'staff_users.id', 'telemetry_keyword_days.staff_id')
      .select([
        'telemetry_keyword_days.keyword',
        'telemetry_keyword_days.count',
        'telemetry_keyword_days.staff_id',
        staffName.as('user_name'),
      ])
      .orderBy('telemetry_keyword_days.count', input.sort)
      .orderBy('telemetry_keyword_days.keyword')
      .orderBy('telemetry_keyword_days.staff_id'),
    base,
  );
  return {
    date: s.day,
    timezone: s.zone,
    total,
    list: rows.map((r) => ({
      keyword: r.keyword,
      count: r.count,
      user_id: r.staff_id || null,
      user_name: r.user_name,
    })),
  };
}

export async function appList(
  deps: Deps,
  user: AuthUser,
  input: ReportRequest,
): Promise<Report<AppSessionRow>> {
  const s = await scopeOf(deps, user, input);
  const base = deps.db
    .selectFrom('telemetry_app_sessions')
    .where('telemetry_app_sessions.agent_id', '=', s.agentId)
    .where('telemetry_app_sessions.day', '=', s.day);
  const { rows, total } = await queryPage(
    pageBounds(input.page, input.top),
    base
      .leftJoin('staff_users', 'staff_users.id', 'telemetry_app_sessions.staff_id')
      .select([
        'telemetry_app_sessions.id',
        'telemetry_app_sessions.staff_id',
        'telemetry_app_sessions.app_name',
        'telemetry_app_sessions.start_time',
        'telemetry_app_sessions.stop_time',
        'telemetry_app_sessions.usage_time',
        staffName.as('user_name'),
      ])
      .orderBy('telemetry_app_sessions.start_time', input.sort)
      .orderBy('telemetry_app_sessions.id', input.sort),
    base,
  );
  return {
    date: s.day,
    timezone: s.zone,
    total,
    list: rows.map((r) => ({
      id: r.id,
      user_id: r.staff_id || null,
      user_name: r.user_name,
      app_name: r.app_name,
      start_time: r.start_time,
      stop_time: r.stop_time,
      usage_time: r.usage_time,
    })),
  };
}

// ---- retention ----------------------------------------------------------------------------------

/** Rows one delete statement removes at most, so ingestion is never held long. */
export const RETENTION_CHUNK = 1000;

type RetainedTable =
  | 'telemetry_url_requests'
  | 'telemetry_app_sessions'
  | 'telemetry_keywords'
  | 'telemetry_batches'
  | 'telemetry_domain_days'
  | 'telemetry_url_days'
  | 'telemetry_app_days'
  | 'telemetry_keyword_days';

/** Deletes the rows whose `column` is below `cutoff`, a chunk a statement, until none or aborted. */
async function deleteOlder(
  db: Db,
  table: RetainedTable,
  column: 'start_time' | 'received_at' | 'day',
  cutoff: string,
  signal: AbortSignal,
): Promise<number> {
  let removed = 0;
  const t = sql.table(table);
  const c = sql.ref(column);
  while (!signal.aborted) {
    // The rowid (SQLite) or ctid (PostgreSQL) picks a chunk through the column's index.
    const result =
      await sql`delete from ${t} where ${sql.raw(rowKey(db))} in (select ${sql.raw(rowKey(db))} from ${t} where ${c} < ${cutoff} limit ${RETENTION_CHUNK})`.execute(
        db,
      );
    const n = Number(result.numAffectedRows ?? 0n);
    removed += n;
    if (n < RETENTION_CHUNK) break;
  }
  return removed;
}

function rowKey(db: Db): string {
  return isPostgres(db) ? 'ctid' : 'rowid';
}

/** Raw telemetry and taken batches older than `rawDays`. */
export async function removeOldRaw(deps: Deps, signal: AbortSignal): Promise<number> {
  const cutoff = iso(deps.clock.now().getTime() - deps.config.telemetry.rawDays * 86_400_000);
  let removed = 0;
  for (const table of [
    'telemetry_url_requests',
    'telemetry_app_sessions',
    'telemetry_keywords',
  ] as const) {
    removed += await deleteOlder(deps.db, table, 'start_time', cutoff, signal);
  }
  removed += await deleteOlder(deps.db, 'telemetry_batches', 'received_at', cutoff, signal);
  return removed;
}

/** Daily rollups of days more than `rollupDays` ago (UTC days: a day's margin either way). */
export async function removeOldRollups(deps: Deps, signal: AbortSignal): Promise<number> {
  const today = iso(deps.clock.now().getTime()).slice(0, 10);
  const cutoff = addDays(today, -deps.config.telemetry.rollupDays);
  let removed = 0;
  for (const table of [
    'telemetry_domain_days',
    'telemetry_url_days',
    'telemetry_app_days',
    'telemetry_keyword_days',
  ] as const) {
    removed += await deleteOlder(deps.db, table, 'day', cutoff, signal);
  }
  return removed;
}
