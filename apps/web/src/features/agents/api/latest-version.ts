import type { RequestOf } from '@console/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';

export function useSetLatestVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<'agents.setLatestVersion'>) =>
      callApi('agents.setLatestVersion', input),
    onSuccess: () =>
      Promise.all([
        invalidateQueriesOf(queryClient, 'agents.latestVersion'),
        invalidateQueriesOf(queryClient, 'agents.list'),
      ]),
  });
}
