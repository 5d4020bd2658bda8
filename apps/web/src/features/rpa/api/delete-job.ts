import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';
import { jobQueryOptions } from './get-job';

export async function deleteJob(id: number): Promise<void> {
  await callApi('rpa.jobDelete', { id });
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: jobQueryOptions(id).queryKey });
      return invalidateQueriesOf(queryClient, 'rpa.jobList');
    },
  });
}
