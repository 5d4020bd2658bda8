import type { RpaRun } from '@console/contract/schemas/rpa';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';

export async function runJobNow(id: number): Promise<RpaRun> {
  const { item } = await callApi('rpa.jobRunNow', { id });
  return item;
}

export function useRunJobNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runJobNow,
    onSuccess: () => invalidateQueriesOf(queryClient, 'rpa'),
  });
}
