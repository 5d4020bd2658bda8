import type { Deps } from '../../context';
import type { Db } from '../../db/database';
import { addDays } from './local-days';
import { reportsRepository as repo, type RetainedTable } from './reports.repository';

/**
 * The reports' retention (recurring jobs in agents.jobs.ts): raw rows and taken batches kept
 * `reports.rawDays`, day rollups `reports.rollupDays`.
 */

const iso = (ms: number) => new Date(ms).toISOString();

/** Rows one delete statement removes at most, so ingestion is never held long. */
export const RETENTION_CHUNK = 1000;

/** Deletes the rows whose `column` is below `cutoff`, a chunk a statement, until none or aborted. */
async function deleteOlder(
  db: Db,
  table: RetainedTable,
  column: 'start_time' | 'received_at' | 'day',
  cutoff: string,
  signal: AbortSignal,
): Promise<number> {
  let removed = 0;
  while (!signal.aborted) {
    const n = await repo.deleteOlderChunk(db, table, column, cutoff, RETENTION_CHUNK);
    removed += n;
    if (n < RETENTION_CHUNK) break;
  }
  return removed;
}

/** Raw reports and taken batches older than `rawDays`. */
export async function removeOldRaw(deps: Deps, signal: AbortSignal): Promise<number> {
  const cutoff = iso(deps.clock.now().getTime() - deps.config.reports.rawDays * 86_400_000);
  let removed = 0;
  for (const table of ['report_url_requests', 'report_app_sessions', 'report_keywords'] as const) {
    removed += await deleteOlder(deps.db, table, 'start_time', cutoff, signal);
  }
  removed += await deleteOlder(deps.db, 'report_batches', 'received_at', cutoff, signal);
  return removed;
}

/** Daily rollups of days more than `rollupDays` ago (UTC days: a day's margin either way). */
export async function removeOldRollups(deps: Deps, signal: AbortSignal): Promise<number> {
  const today = iso(deps.clock.now().getTime()).slice(0, 10);
  const cutoff = addDays(today, -deps.config.reports.rollupDays);
  let removed = 0;
  for (const table of [
    'report_domain_days',
    'report_url_days',
    'report_app_days',
    'report_keyword_days',
  ] as const) {
    removed += await deleteOlder(deps.db, table, 'day', cutoff, signal);
  }
  return removed;
}
