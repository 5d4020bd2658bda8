import type { Insertable } from 'kysely';
import type { Language } from '@console/contract/constants';
import { calendarTime } from '@console/contract/schemas/common';
import {
  REPORT_FUTURE_DAYS,
  REPORT_PAST_DAYS,
  type ReportItem,
  type ReportRejection,
} from '@console/contract/schemas/reports';
import type { Deps } from '../../context';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { translate } from '../../i18n';
import { localDay, splitByDay } from './local-days';
import { reportsRepository as repo } from './reports.repository';
import {
  countAppTime,
  countKeyword,
  countVisit,
  newRollups,
  parentZone,
  writeRollups,
  type Rollups,
} from './reports-rollups.service';
import type {
  ReportAppSessionsTable,
  ReportKeywordsTable,
  ReportUrlRequestsTable,
} from './reports.tables';
import { domainOf, searchKeyword } from './reports-urls';

/**
 * An agent's uploads (docs/decisions/agents.md, "Reports"): a batch of URL requests, app usage
 * and search keywords is written in one transaction, raw rows and the daily rollups together,
 * once per (agent, batch id). Days are local days in the parent's time zone. An item whose time
 * is no real day or lies outside the window the reports keep is refused alone, the rest stored.
 */

const iso = (ms: number) => new Date(ms).toISOString();
const DAY_MS = 86_400_000;

/** Where a batch goes: the agent's parent, his zone, and which staff user an item counts for. */
interface Target {
  agentId: number;
  zone: string;
  /** The item's staff user when he is the parent's, else 0 ("no staff user"). */
  staffOf: (id: number | null) => number;
}

/** A batch made rows: the raw rows to insert and the rollups to add. */
interface BatchRows {
  urls: Insertable<ReportUrlRequestsTable>[];
  sessions: Insertable<ReportAppSessionsTable>[];
  keywords: Insertable<ReportKeywordsTable>[];
  roll: Rollups;
}

/** The linked agent's parent, his zone, and the staff users of the batch that are his. */
async function targetOf(db: Db, agentId: number, items: ReportItem[]): Promise<Target> {
  const agent = await repo.agentLink(db, agentId);
  if (!agent || agent.admin_id === null) throw new AppError('agents.not_linked');
  const adminId = agent.admin_id;
  const zone = await parentZone(db, adminId);
  const asked = [...new Set(items.map((i) => i.user_id).filter((id): id is number => id !== null))];
  const staff = new Set(asked.length === 0 ? [] : await repo.staffIdsOf(db, adminId, asked));
  return { agentId, zone, staffOf: (id) => (id !== null && staff.has(id) ? id : 0) };
}

type Item<T extends ReportItem['type']> = Extract<ReportItem, { type: T }>;

/** A URL request: its raw row on its local day, its domain and URL counts, a search keyword. */
function addUrl(out: BatchRows, t: Target, staffId: number, item: Item<'url'>): void {
  const at = Date.parse(item.start_time);
  const day = localDay(at, t.zone);
  const domain = domainOf(item.url);
  const start = iso(at);
  out.urls.push({
    agent_id: t.agentId,
    staff_id: staffId,
    url: item.url,
    title: item.title,
    domain,
    start_time: start,
    request_count: item.request_count,
    day,
  });
  countVisit(out.roll, staffId, day, {
    url: item.url,
    title: item.title,
    domain,
    start,
    count: item.request_count,
  });
  const keyword = searchKeyword(item.url);
  if (keyword) {
    out.keywords.push({
      agent_id: t.agentId,
      staff_id: staffId,
      keyword,
      source: 'url',
      start_time: start,
      day,
    });
    countKeyword(out.roll, staffId, day, keyword, item.request_count);
  }
}

/** An app's session, cut at the local midnights it spans: a raw row and seconds for each day. */
function addApp(out: BatchRows, t: Target, staffId: number, item: Item<'app'>): void {
  const from = Date.parse(item.start_time);
  const to = Date.parse(item.stop_time);
  for (const piece of splitByDay(from, to, t.zone)) {
    const seconds = Math.round((piece.to - piece.from) / 1000);
    out.sessions.push({
      agent_id: t.agentId,
      staff_id: staffId,
      app_name: item.app_name,
      start_time: iso(piece.from),
      stop_time: iso(piece.to),
      usage_time: seconds,
      day: piece.day,
    });
    countAppTime(out.roll, staffId, piece.day, item.app_name, seconds);
  }
}

/** A keyword the agent saw typed: its raw row and one search on its day. */
function addKeyword(out: BatchRows, t: Target, staffId: number, item: Item<'keyword'>): void {
  const at = Date.parse(item.time);
  const day = localDay(at, t.zone);
  out.keywords.push({
    agent_id: t.agentId,
    staff_id: staffId,
    keyword: item.keyword,
    source: 'agent',
    start_time: iso(at),
    day,
  });
  countKeyword(out.roll, staffId, day, item.keyword, 1);
}

/** The batch's items as rows, in their order. */
function rowsOf(t: Target, items: ReportItem[]): BatchRows {
  const out: BatchRows = { urls: [], sessions: [], keywords: [], roll: newRollups() };
  for (const item of items) {
    const staffId = t.staffOf(item.user_id);
    if (item.type === 'url') addUrl(out, t, staffId, item);
    else if (item.type === 'app') addApp(out, t, staffId, item);
    else addKeyword(out, t, staffId, item);
  }
  return out;
}

/** An item's times, by field. */
function timesOf(item: ReportItem): [string, string][] {
  if (item.type === 'app') {
    return [
      ['start_time', item.start_time],
      ['stop_time', item.stop_time],
    ];
  }
  return item.type === 'url' ? [['start_time', item.start_time]] : [['time', item.time]];
}

/**
 * Why an item is refused, or null: a time whose day does not exist (30 February), or one more
 * than REPORT_PAST_DAYS before the clock (its raw rows would be removed at once, and 9999-12-31
 * has no next day to cut a session at) or REPORT_FUTURE_DAYS after it (a wrong clock).
 */
function refusalOf(item: ReportItem, index: number, now: number) {
  for (const [field, value] of timesOf(item)) {
    const at = calendarTime(value);
    const path = `items.${index}.${field}`;
    if (Number.isNaN(at)) return { index, path, message: 'validation.no_such_day' };
    if (at < now - REPORT_PAST_DAYS * DAY_MS || at > now + REPORT_FUTURE_DAYS * DAY_MS) {
      const params = { past: REPORT_PAST_DAYS, future: REPORT_FUTURE_DAYS };
      return { index, path, message: 'validation.report_time_range', params };
    }
  }
  return null;
}

/** The items to store and those refused, each with its index in the batch and its text. */
function sortItems(items: ReportItem[], now: number, lang: Language) {
  const kept: ReportItem[] = [];
  const rejected: ReportRejection[] = [];
  items.forEach((item, index) => {
    const refusal = refusalOf(item, index, now);
    if (!refusal) kept.push(item);
    else rejected.push({ ...refusal, detail: translate(lang, refusal.message, refusal.params) });
  });
  return { kept, rejected };
}

/** The raw rows, on the batch's transaction. */
async function writeRaw(trx: Db, rows: BatchRows): Promise<void> {
  await repo.insertUrlRequests(trx, rows.urls);
  await repo.insertAppSessions(trx, rows.sessions);
  await repo.insertKeywords(trx, rows.keywords);
}

/**
 * Takes one batch from an agent: `accepted` false when the batch id was taken before (nothing is
 * written again). Items refused for their times are answered in `rejected` (in `lang`) and the
 * others stored; `items` counts those stored. Staff user ids that are not the parent's staff are
 * kept as "no staff user".
 */
export async function ingest(
  deps: Deps,
  agentId: number,
  batchId: string,
  items: ReportItem[],
  lang: Language,
): Promise<{ accepted: boolean; items: number; rejected: ReportRejection[] }> {
  const nowMs = deps.clock.now().getTime();
  const { kept, rejected } = sortItems(items, nowMs, lang);
  const target = await targetOf(deps.db, agentId, kept);
  const rows = rowsOf(target, kept);
  return deps.db.transaction().execute(async (trx) => {
    const batch = {
      agent_id: agentId,
      batch_id: batchId,
      item_count: kept.length,
      received_at: iso(nowMs),
    };
    if (!(await repo.takeBatch(trx, batch))) return { accepted: false, items: 0, rejected: [] };
    await writeRaw(trx, rows);
    await writeRollups(trx, agentId, rows.roll);
    return { accepted: true, items: kept.length, rejected };
  });
}
