import type { Generated } from 'kysely';

/** Agent telemetry (0058): raw rows, daily rollups and the batches taken. Staff id 0: none. */
export interface TelemetryBatchesTable {
  agent_id: number;
  batch_id: string;
  item_count: number;
  received_at: string;
}
export interface TelemetryUrlRequestsTable {
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
export interface TelemetryAppSessionsTable {
  id: Generated<number>;
  agent_id: number;
  staff_id: number;
  app_name: string;
  start_time: string;
  stop_time: string;
  usage_time: number;
  day: string;
}
export interface TelemetryKeywordsTable {
  id: Generated<number>;
  agent_id: number;
  staff_id: number;
  keyword: string;
  source: 'agent' | 'url';
  start_time: string;
  day: string;
}
export interface TelemetryDomainDaysTable {
  agent_id: number;
  day: string;
  staff_id: number;
  domain: string;
  count: number;
}
export interface TelemetryUrlDaysTable {
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
export interface TelemetryAppDaysTable {
  agent_id: number;
  day: string;
  staff_id: number;
  app_name: string;
  seconds: number;
}
export interface TelemetryKeywordDaysTable {
  agent_id: number;
  day: string;
  staff_id: number;
  keyword: string;
  count: number;
}

declare module '../../db/schema' {
  interface Database {
    telemetry_batches: TelemetryBatchesTable;
    telemetry_url_requests: TelemetryUrlRequestsTable;
    telemetry_app_sessions: TelemetryAppSessionsTable;
    telemetry_keywords: TelemetryKeywordsTable;
    telemetry_domain_days: TelemetryDomainDaysTable;
    telemetry_url_days: TelemetryUrlDaysTable;
    telemetry_app_days: TelemetryAppDaysTable;
    telemetry_keyword_days: TelemetryKeywordDaysTable;
  }
}
