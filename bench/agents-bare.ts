// The bare baseline of agent reports ingestion: the rows the agent API would write for the same
// batches (raw URL requests, app sessions, search keywords, the batch id, and the daily rollups as
// upserts), inserted straight into the same tables from this process, one transaction a batch, in
// statements of up to 200 rows as the server's ingest does. No HTTP, no authentication, no
// validation, no lookups of the agent, its parent's zone or staff users.
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { ReportItemInput } from '@console/contract/schemas/reports';
import type { Db } from '../apps/server/src/db/database';
import { localDay, splitByDay } from '../apps/server/src/modules/agents/local-days';
import { domainOf, searchKeyword } from '../apps/server/src/modules/agents/reports-urls';
import { ZONE } from './agents-seed';

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const iso = (ms: number) => new Date(ms).toISOString();
const CHUNK = 200;
function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/** The rows one batch makes, as the server's ingest computes them (staff id 0). */
export function rowsOf(agentId: number, items: ReportItemInput[]) {
  const urls = [];
  const sessions = [];
  const keywords = [];
  const domains = new Map<
    string,
    { agent_id: number; day: string; staff_id: number; domain: string; count: number }
  >();
  const urlDays = new Map<
    string,
    {
      agent_id: number;
      day: string;
      staff_id: number;
      url_hash: string;
      url: string;
      domain: string;
      title: string;
      first_at: string;
      count: number;
    }
  >();
  const apps = new Map<
    string,
    { agent_id: number; day: string; staff_id: number; app_name: string; seconds: number }
  >();
  const keywordDays = new Map<
    string,
    { agent_id: number; day: string; staff_id: number; keyword: string; count: number }
  >();
  for (const item of items) {
    if (item.type === 'url') {
      const at = Date.parse(item.start_time);
      const day = localDay(at, ZONE);
      const domain = domainOf(item.url);
      const start = iso(at);
      const count = item.request_count ?? 1;
      const title = item.title ?? '';
      urls.push({
        agent_id: agentId,
        staff_id: 0,
        url: item.url,
        title,
        domain,
        start_time: start,
        request_count: count,
        day,
      });
      const d = domains.get(`${day}|${domain}`);
      if (d) d.count += count;
      else domains.set(`${day}|${domain}`, { agent_id: agentId, day, staff_id: 0, domain, count });
      const hash = sha256(item.url);
      const u = urlDays.get(`${day}|${hash}`);
      if (u) {
        u.count += count;
        if (start < u.first_at) u.first_at = start;
      } else {
        urlDays.set(`${day}|${hash}`, {
          agent_id: agentId,
          day,
          staff_id: 0,
          url_hash: hash,
          url: item.url,
          domain,
          title,
          first_at: start,
          count,
        });
      }
      const keyword = searchKeyword(item.url);
      if (keyword) {
        keywords.push({
          agent_id: agentId,
          staff_id: 0,
          keyword,
          source: 'url' as const,
          start_time: start,
          day,
        });
        const k = keywordDays.get(`${day}|${keyword}`);
        if (k) k.count += count;
        else
          keywordDays.set(`${day}|${keyword}`, {
            agent_id: agentId,
            day,
            staff_id: 0,
            keyword,
            count,
          });
      }
    } else if (item.type === 'app') {
      for (const piece of splitByDay(
        Date.parse(item.start_time),
        Date.parse(item.stop_time),
        ZONE,
      )) {
        const seconds = Math.round((piece.to - piece.from) / 1000);
        sessions.push({
          agent_id: agentId,
          staff_id: 0,
          app_name: item.app_name,
          start_time: iso(piece.from),
          stop_time: iso(piece.to),
          usage_time: seconds,
          day: piece.day,
        });
        const a = apps.get(`${piece.day}|${item.app_name}`);
        if (a) a.seconds += seconds;
        else
          apps.set(`${piece.day}|${item.app_name}`, {
            agent_id: agentId,
            day: piece.day,
            staff_id: 0,
            app_name: item.app_name,
            seconds,
          });
      }
    }
  }
  return { urls, sessions, keywords, domains, urlDays, apps, keywordDays };
}

async function insertBatch(db: Db, agentId: number, batchId: string, items: ReportItemInput[]) {
  const r = rowsOf(agentId, items);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('report_batches')
      .values({
        agent_id: agentId,
        batch_id: batchId,
        item_count: items.length,
        received_at: iso(Date.now()),
      })
      .execute();
    for (const rows of chunks(r.urls))
      await trx.insertInto('report_url_requests').values(rows).execute();
    for (const rows of chunks(r.sessions))
      await trx.insertInto('report_app_sessions').values(rows).execute();
    for (const rows of chunks(r.keywords))
      await trx.insertInto('report_keywords').values(rows).execute();
    for (const rows of chunks([...r.domains.values()]))
      await trx
        .insertInto('report_domain_days')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['agent_id', 'day', 'staff_id', 'domain']).doUpdateSet({
            count: sql`report_domain_days.count + excluded.count`,
          }),
        )
        .execute();
    for (const rows of chunks([...r.urlDays.values()]))
      await trx
        .insertInto('report_url_days')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['agent_id', 'day', 'staff_id', 'url_hash']).doUpdateSet({
            count: sql`report_url_days.count + excluded.count`,
            first_at: sql`case when excluded.first_at < report_url_days.first_at then excluded.first_at else report_url_days.first_at end`,
            title: sql`case when excluded.title <> '' then excluded.title else report_url_days.title end`,
          }),
        )
        .execute();
    for (const rows of chunks([...r.apps.values()]))
      await trx
        .insertInto('report_app_days')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['agent_id', 'day', 'staff_id', 'app_name']).doUpdateSet({
            seconds: sql`report_app_days.seconds + excluded.seconds`,
          }),
        )
        .execute();
    for (const rows of chunks([...r.keywordDays.values()]))
      await trx
        .insertInto('report_keyword_days')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['agent_id', 'day', 'staff_id', 'keyword']).doUpdateSet({
            count: sql`report_keyword_days.count + excluded.count`,
          }),
        )
        .execute();
  });
}

let batchNo = 0;
/** Events (items) a second inserted by `clients` loops, each one agent's batches, for `seconds`. */
export async function bareIngest(
  db: Db,
  options: {
    agents: number[];
    seconds: number;
    clients: number;
    batch: (client: number) => ReportItemInput[];
  },
): Promise<number> {
  let events = 0;
  const t0 = performance.now();
  const deadline = t0 + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.clients }, async (_, c) => {
      const agentId = options.agents[c % options.agents.length]!;
      while (performance.now() < deadline) {
        const items = options.batch(c);
        await insertBatch(db, agentId, `bare-${agentId}-${Date.now()}-${batchNo++}`, items);
        events += items.length;
      }
    }),
  );
  return events / ((performance.now() - t0) / 1000);
}
