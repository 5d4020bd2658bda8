import {
  REPORT_DAYS,
  type AppSeconds,
  type AppSessionRow,
  type DomainCount,
  type KeywordRow,
  type ReportRequest,
  type UrlRow,
} from '@console/contract/schemas/reports';
import type { AuthUser, Deps } from '../../context';
import { pageBounds } from '../../db/paging';
import { AppError } from '../../errors';
import { reportDays } from './local-days';
import { ownedAgent } from './reach';
import { parentZone } from './reports-rollups.service';
import { reportReadsRepository as repo } from './reports-reads.repository';

/**
 * What a parent reads of an agent's reports (docs/decisions/agents.md, "Reports"): the
 * URL, domain, app and keyword reports read the day rollups, the app-usage list the day's
 * sessions, all on a local day in the parent's time zone.
 */

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

type Report<T> = { date: string; timezone: string; total: number; list: T[] };

/** The top rows of a chart: the first `top` of the day, sorted as asked. */
async function chart<R, T>(
  deps: Deps,
  user: AuthUser,
  input: ReportRequest,
  read: (s: Scope) => Promise<R[]>,
  row: (r: R) => T,
): Promise<Report<T>> {
  const s = await scopeOf(deps, user, input);
  const list = (await read(s)).map(row);
  return { date: s.day, timezone: s.zone, total: list.length, list };
}

/** One page of a list and the day's total, a page being `top` rows. */
async function page<R, T>(
  deps: Deps,
  user: AuthUser,
  input: ReportRequest,
  read: (s: Scope, bounds: ReturnType<typeof pageBounds>) => Promise<{ rows: R[]; total: number }>,
  row: (r: R) => T,
): Promise<Report<T>> {
  const s = await scopeOf(deps, user, input);
  const { rows, total } = await read(s, pageBounds(input.page, input.top));
  return { date: s.day, timezone: s.zone, total, list: rows.map(row) };
}

export function urlChart(
  deps: Deps,
  user: AuthUser,
  input: ReportRequest,
): Promise<Report<DomainCount>> {
  return chart(
    deps,
    user,
    input,
    (s) => repo.domainCounts(deps.db, s, input.sort, input.top),
    (r) => ({ domain: r.domain, count: Number(r.count) }),
  );
}

export function appChart(
  deps: Deps,
  user: AuthUser,
  input: ReportRequest,
): Promise<Report<AppSeconds>> {
  return chart(
    deps,
    user,
    input,
    (s) => repo.appSeconds(deps.db, s, input.sort, input.top),
    (r) => ({ app_name: r.app_name, seconds: Number(r.seconds) }),
  );
}

export function urlList(deps: Deps, user: AuthUser, input: ReportRequest): Promise<Report<UrlRow>> {
  return page(
    deps,
    user,
    input,
    (s, bounds) => repo.urlDaysPage(deps.db, s, input.sort, bounds),
    (r) => ({
      id: r.id,
      url: r.url,
      title: r.title,
      domain: r.domain,
      start_time: r.first_at,
      request_count: r.count,
      user_id: r.staff_id || null,
      user_name: r.user_name,
    }),
  );
}

export function userQuery(
  deps: Deps,
  user: AuthUser,
  input: ReportRequest,
): Promise<Report<KeywordRow>> {
  return page(
    deps,
    user,
    input,
    (s, bounds) => repo.keywordDaysPage(deps.db, s, input.sort, bounds),
    (r) => ({
      keyword: r.keyword,
      count: r.count,
      user_id: r.staff_id || null,
      user_name: r.user_name,
    }),
  );
}

export function appList(
  deps: Deps,
  user: AuthUser,
  input: ReportRequest,
): Promise<Report<AppSessionRow>> {
  return page(
    deps,
    user,
    input,
    (s, bounds) => repo.appSessionsPage(deps.db, s, input.sort, bounds),
    (r) => ({
      id: r.id,
      user_id: r.staff_id || null,
      user_name: r.user_name,
      app_name: r.app_name,
      start_time: r.start_time,
      stop_time: r.stop_time,
      usage_time: r.usage_time,
    }),
  );
}
