import type { RpaJob } from '@console/contract/schemas/rpa';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';
import { jobQueryOptions } from './get-job';

export type JobChange = 'pause' | 'resume';

export async function changeJob(id: number, change: JobChange): Promise<RpaJob> {
  const route = change === 'pause' ? 'rpa.jobPause' : 'rpa.jobResume';
  const { item } = await callApi(route, { id });
  return item;
}

/** Pauses or resumes a job; the list, the job and its history show the new state. */
export function useChangeJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: JobChange }) => changeJob(id, change),
    onSuccess: (item) => {
      queryClient.setQueryData(jobQueryOptions(item.id).queryKey, item);
      return invalidateQueriesOf(queryClient, 'rpa.jobList', 'rpa.jobHistory');
    },
  });
}
