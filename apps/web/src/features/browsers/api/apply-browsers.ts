import type { ResponseOf } from '@console/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';

/** Publishes the current list as a numbered rule version for the agents. */
export function applyBrowsers(): Promise<ResponseOf<'browsers.apply'>> {
  return callApi('browsers.apply');
}

export function useApplyBrowsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyBrowsers,
    onSuccess: () => invalidateQueriesOf(queryClient, 'browsers.list'),
  });
}
