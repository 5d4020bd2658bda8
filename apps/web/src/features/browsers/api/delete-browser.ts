import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';
import { browserQueryOptions } from './get-browser';

export async function deleteBrowser(id: number): Promise<void> {
  await callApi('browsers.delete', { id });
}

export function useDeleteBrowser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBrowser,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: browserQueryOptions(id).queryKey });
      return invalidateQueriesOf(queryClient, 'browsers.list');
    },
  });
}
