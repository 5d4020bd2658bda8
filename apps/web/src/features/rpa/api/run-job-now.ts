import type { RpaRun } from '@console/contract/schemas/rpa';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';
import { useIdempotentMutation } from '../../../lib/api/use-idempotent-mutation';

export async function runJobNow(id: number, idempotencyKey: string): Promise<RpaRun> {
  const { item } = await callApi('rpa.jobRunNow', { id }, { idempotencyKey });
  return item;
}

/**
 * A click's key stays the same for its repeats (a lost answer, a retry), so the server starts one
 * run for it; the server also refuses a second manual run while one runs (rpa.run_pending).
 */
export function useRunJobNow() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: runJobNow,
    onSuccess: () => invalidateQueriesOf(queryClient, 'rpa'),
  });
}
