import type { RequestOf } from '@console/contract/routes';
import type { RpaJob } from '@console/contract/schemas/rpa';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';
import { jobQueryOptions } from './get-job';

export async function updateJob(input: RequestOf<'rpa.jobUpdate'>): Promise<RpaJob> {
  const { item } = await callApi('rpa.jobUpdate', input);
  return item;
}

export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJob,
    onSuccess: (item) => {
      queryClient.setQueryData(jobQueryOptions(item.id).queryKey, item);
      return invalidateQueriesOf(queryClient, 'rpa.jobList', 'rpa.jobHistory');
    },
  });
}
