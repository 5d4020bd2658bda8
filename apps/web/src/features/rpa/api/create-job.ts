import type { RequestOf } from '@console/contract/routes';
import type { RpaJob } from '@console/contract/schemas/rpa';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';

export type JobInput = RequestOf<'rpa.jobCreate'>;

export async function createJob(input: JobInput): Promise<RpaJob> {
  const { item } = await callApi('rpa.jobCreate', input);
  return item;
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: () => invalidateQueriesOf(queryClient, 'rpa'),
  });
}
