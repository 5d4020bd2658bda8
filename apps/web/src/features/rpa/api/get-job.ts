import type { RpaJob } from '@console/contract/schemas/rpa';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

/** How often a job about to run, or running, is read again, to show its run as it goes. */
const LIVE_POLL_MS = 5_000;
const DUE_WITHIN_MS = 60_000;

/** Its last run is running, or it is active with its next run within the minute (or overdue). */
export function isLive(job: RpaJob | undefined, now = Date.now()): boolean {
  if (!job) return false;
  if (job.last_run?.state === 'running') return true;
  if (job.state !== 'active' || job.next_run_at === null) return false;
  return Date.parse(job.next_run_at) - now < DUE_WITHIN_MS;
}

/** A missing job is shown by the page itself, so its 404 raises no toast. */
export async function getJob(id: number, signal?: AbortSignal): Promise<RpaJob> {
  const { item } = await callApi('rpa.jobGet', { id }, { signal, silent: [404] });
  return item;
}

export const jobQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeyOf('rpa.jobGet', id),
    queryFn: ({ signal }) => getJob(id, signal),
  });

export function useJob(id: number | null) {
  return useQuery({
    ...jobQueryOptions(id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) => (isLive(query.state.data) ? LIVE_POLL_MS : false),
  });
}
