import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';

/** Counts a merchant's terminals afresh from the catalogue, and reloads what shows them. */
export function useSyncTerminals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (merchantCode: string) =>
      (await callApi('blocklists.syncTerminal', { merchant_code: merchantCode })).item,
    onSettled: () =>
      invalidateQueriesOf(queryClient, 'blocklists.merchants', 'blocklists.terminals'),
  });
}
