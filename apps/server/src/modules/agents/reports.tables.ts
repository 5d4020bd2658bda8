import type { Generated } from 'kysely';

/** Agent reports (0058): raw rows, daily rollups and the batches taken. Staff id 0: none. */
export interface ReportBatchesTable {
  agent_id: number;
  batch_id: string;
  item_count: number;
  received_at: string;
}
export interface ReportUrlRequestsTable {
  id: Generated<number>;
  agent_id: number;
  staff_id: number;
  url: string;
  title: string;
  domain: string;
  start_time: string;
  request_count: number;
  day: string;
}
export interface ReportAppSessionsTable {
  id: Generated<number>;
  agent_id: number;
  staff_id: number;
  app_name: string;
  start_time: string;
  stop_time: string;
  usage_time: number;
  day: string;
}
export interface ReportKeywordsTable {
  id: Generated<number>;
  agent_id: number;
  staff_id: number;
  keyword: string;
  source: 'agent' | 'url';
  start_time: string;
  day: string;
}
export interface ReportDomainDaysTable {
  agent_id: number;
  day: string;
  staff_id: number;
  domain: string;
  count: number;
}
export interface ReportUrlDaysTable {
  /** The row's own id (0074), which `url_request/list` answers: the spec's "Url request" id. */
  id: Generated<number>;
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
export interface ReportAppDaysTable {
  agent_id: number;
  day: string;
  staff_id: number;
  app_name: string;
  seconds: number;
}
export interface ReportKeywordDaysTable {
  agent_id: number;
  day: string;
  staff_id: number;
  keyword: string;
  count: number;
}

declare module '../../db/schema' {
  interface Database {
    report_batches: ReportBatchesTable;
    report_url_requests: ReportUrlRequestsTable;
    report_app_sessions: ReportAppSessionsTable;
    report_keywords: ReportKeywordsTable;
    report_domain_days: ReportDomainDaysTable;
    report_url_days: ReportUrlDaysTable;
    report_app_days: ReportAppDaysTable;
    report_keyword_days: ReportKeywordDaysTable;
  }
}
