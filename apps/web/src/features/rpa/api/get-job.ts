import type { RpaJob } from '@console/contract/schemas/rpa';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';
import { pollDelay } from './job-polling';

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
    refetchInterval: (query) => pollDelay(query.state.data),
  });
}
