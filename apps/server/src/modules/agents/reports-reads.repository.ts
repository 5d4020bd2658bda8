import { sql } from 'kysely';
import type { ReportRequest } from '@console/contract/schemas/reports';
import type { Db } from '../../db/database';
import { queryPage, type PageBounds } from '../../db/paging';
import './reports.tables';

/** The agent and the local day a report reads. */
export interface ReportDay {
  agentId: number;
  day: string;
}

type Sort = ReportRequest['sort'];

const staffName = sql<string>`coalesce(case when staff_users.full_name <> '' then staff_users.full_name else staff_users.user_name end, '')`;

/** The report reads: the day rollups of one agent, and his app sessions, with staff names. */
export const reportReadsRepository = {
  /** Requests a domain took that day, its staff users' together, the top `top`. */
  domainCounts(db: Db, at: ReportDay, sort: Sort, top: number) {
    return db
      .selectFrom('report_domain_days')
      .select((eb) => ['domain', eb.fn.sum<number | string>('count').as('count')])
      .where('agent_id', '=', at.agentId)
      .where('day', '=', at.day)
      .groupBy('domain')
      .orderBy('count', sort)
      .orderBy('domain')
      .limit(top)
      .execute();
  },

  /** Seconds an app ran that day, its staff users' together, the top `top`. */
  appSeconds(db: Db, at: ReportDay, sort: Sort, top: number) {
    return db
      .selectFrom('report_app_days')
      .select((eb) => ['app_name', eb.fn.sum<number | string>('seconds').as('seconds')])
      .where('agent_id', '=', at.agentId)
      .where('day', '=', at.day)
      .groupBy('app_name')
      .orderBy('seconds', sort)
      .orderBy('app_name')
      .limit(top)
      .execute();
  },

  /** A page of the day's URLs, one row a staff user, and their total. */
  urlDaysPage(db: Db, at: ReportDay, sort: Sort, page: PageBounds) {
    const base = db
      .selectFrom('report_url_days')
      .where('report_url_days.agent_id', '=', at.agentId)
      .where('report_url_days.day', '=', at.day);
    return queryPage(
      page,
      base
        .leftJoin('staff_users', 'staff_users.id', 'report_url_days.staff_id')
        .select([
          'report_url_days.id',
          'report_url_days.url',
          'report_url_days.title',
          'report_url_days.domain',
          'report_url_days.first_at',
          'report_url_days.count',
          'report_url_days.staff_id',
          staffName.as('user_name'),
        ])
        .orderBy('report_url_days.count', sort)
        .orderBy('report_url_days.first_at')
        .orderBy('report_url_days.url_hash'),
      base,
    );
  },

  /** A page of the day's search keywords, one row a staff user, and their total. */
  keywordDaysPage(db: Db, at: ReportDay, sort: Sort, page: PageBounds) {
    const base = db
      .selectFrom('report_keyword_days')
      .where('report_keyword_days.agent_id', '=', at.agentId)
      .where('report_keyword_days.day', '=', at.day);
    return queryPage(
      page,
      base
        .leftJoin('staff_users', 'staff_users.id', 'report_keyword_days.staff_id')
        .select([
          'report_keyword_days.keyword',
          'report_keyword_days.count',
          'report_keyword_days.staff_id',
          staffName.as('user_name'),
        ])
        .orderBy('report_keyword_days.count', sort)
        .orderBy('report_keyword_days.keyword')
        .orderBy('report_keyword_days.staff_id'),
      base,
    );
  },

  /** A page of the day's app sessions, by start time, and their total. */
  appSessionsPage(db: Db, at: ReportDay, sort: Sort, page: PageBounds) {
    const base = db
      .selectFrom('report_app_sessions')
      .where('report_app_sessions.agent_id', '=', at.agentId)
      .where('report_app_sessions.day', '=', at.day);
    return queryPage(
      page,
      base
        .leftJoin('staff_users', 'staff_users.id', 'report_app_sessions.staff_id')
        .select([
          'report_app_sessions.id',
          'report_app_sessions.staff_id',
          'report_app_sessions.app_name',
          'report_app_sessions.start_time',
          'report_app_sessions.stop_time',
          'report_app_sessions.usage_time',
          staffName.as('user_name'),
        ])
        .orderBy('report_app_sessions.start_time', sort)
        .orderBy('report_app_sessions.id', sort),
      base,
    );
  },
};
