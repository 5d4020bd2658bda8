import type { ReportItemInput } from '@console/contract/schemas/reports';
import { REPORT_BATCH_MAX } from '@console/contract/schemas/reports';

/**
 * A simulated day of browsing and app use (`scenarios/*.json`): times are "HH:MM" after the start
 * of the day the agent simulates; an app session may run past midnight.
 */
export interface Scenario {
  name?: string;
  urls: { at: string; url: string; title?: string; count?: number }[];
  apps: { at: string; minutes: number; app_name: string }[];
  keywords: { at: string; keyword: string }[];
}

const minutesOf = (at: string) => {
  const [h, m] = at.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The scenario's items for a day starting at `dayStartMs`, for one staff user (or none). */
export function scenarioItems(
  scenario: Scenario,
  dayStartMs: number,
  userId: number | null,
): ReportItemInput[] {
  const at = (hhmm: string, plusMinutes = 0) =>
    new Date(dayStartMs + (minutesOf(hhmm) + plusMinutes) * 60_000).toISOString();
  return [
    ...scenario.urls.map((u) => ({
      type: 'url' as const,
      user_id: userId,
      url: u.url,
      title: u.title ?? '',
      start_time: at(u.at),
      request_count: u.count ?? 1,
    })),
    ...scenario.apps.map((a) => ({
      type: 'app' as const,
      user_id: userId,
      app_name: a.app_name,
      start_time: at(a.at),
      stop_time: at(a.at, a.minutes),
    })),
    ...scenario.keywords.map((k) => ({
      type: 'keyword' as const,
      user_id: userId,
      keyword: k.keyword,
      time: at(k.at),
    })),
  ];
}

/** Items in batches the server takes (≤ 500 each). */
export function batchesOf<T>(items: T[], size = REPORT_BATCH_MAX): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
