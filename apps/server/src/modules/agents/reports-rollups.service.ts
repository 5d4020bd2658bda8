import crypto from 'node:crypto';
import type { Db } from '../../db/database';
import { DEFAULT_TIME_ZONE } from '../accounts/constants';
import { reportsRepository as repo } from './reports.repository';
import type {
  ReportAppDaysTable,
  ReportDomainDaysTable,
  ReportKeywordDaysTable,
  ReportUrlDaysTable,
} from './reports.tables';

/**
 * The day tables (docs/decisions/agents.md, "Reports"): a batch's counts summed per staff user
 * and local day of the parent's zone, then added to the rows already there.
 */

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** The zone a parent's reports days are counted in: his own, or the console's default. */
export async function parentZone(db: Db, adminId: number): Promise<string> {
  return (await repo.parentTimeZone(db, adminId)) || DEFAULT_TIME_ZONE;
}

type DayRow<T> = Omit<T, 'agent_id' | 'id'>;

/** A batch's rollups, keyed by staff user, day and what is counted. */
export interface Rollups {
  domains: Map<string, DayRow<ReportDomainDaysTable>>;
  urls: Map<string, DayRow<ReportUrlDaysTable>>;
  apps: Map<string, DayRow<ReportAppDaysTable>>;
  keywords: Map<string, DayRow<ReportKeywordDaysTable>>;
}

export function newRollups(): Rollups {
  return { domains: new Map(), urls: new Map(), apps: new Map(), keywords: new Map() };
}

/** A visit's requests, counted for its domain and its URL (earliest visit, last title given). */
export function countVisit(
  roll: Rollups,
  staffId: number,
  day: string,
  visit: { url: string; title: string; domain: string; start: string; count: number },
): void {
  const { url, title, domain, start, count } = visit;
  const dKey = `${staffId}|${day}|${domain}`;
  const d = roll.domains.get(dKey);
  if (d) d.count += count;
  else roll.domains.set(dKey, { staff_id: staffId, day, domain, count });
  const urlHash = sha256(url);
  const uKey = `${staffId}|${day}|${urlHash}`;
  const u = roll.urls.get(uKey);
  if (u) {
    u.count += count;
    if (start < u.first_at) u.first_at = start;
    if (title) u.title = title;
  } else {
    roll.urls.set(uKey, {
      staff_id: staffId,
      day,
      url_hash: urlHash,
      url,
      domain,
      title,
      first_at: start,
      count,
    });
  }
}

/** Seconds an app ran on one day. */
export function countAppTime(
  roll: Rollups,
  staffId: number,
  day: string,
  appName: string,
  seconds: number,
): void {
  const key = `${staffId}|${day}|${appName}`;
  const row = roll.apps.get(key);
  if (row) row.seconds += seconds;
  else roll.apps.set(key, { staff_id: staffId, day, app_name: appName, seconds });
}

/** Searches for a keyword on one day. */
export function countKeyword(
  roll: Rollups,
  staffId: number,
  day: string,
  keyword: string,
  count: number,
): void {
  const key = `${staffId}|${day}|${keyword}`;
  const row = roll.keywords.get(key);
  if (row) row.count += count;
  else roll.keywords.set(key, { staff_id: staffId, day, keyword, count });
}

/** Adds a batch's rollups to the agent's day tables, on the batch's transaction. */
export async function writeRollups(trx: Db, agentId: number, roll: Rollups): Promise<void> {
  const withAgent = <T>(rows: Iterable<T>) => [...rows].map((r) => ({ agent_id: agentId, ...r }));
  await repo.addDomainDays(trx, withAgent(roll.domains.values()));
  await repo.addUrlDays(trx, withAgent(roll.urls.values()));
  await repo.addAppDays(trx, withAgent(roll.apps.values()));
  await repo.addKeywordDays(trx, withAgent(roll.keywords.values()));
}
