import type { RequestOf } from '@console/contract/routes';
import type { BlockedBrowser } from '@console/contract/schemas/browsers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';
import { browserQueryOptions } from './get-browser';

export async function updateBrowser(input: RequestOf<'browsers.edit'>): Promise<BlockedBrowser> {
  const { item } = await callApi('browsers.edit', input);
  return item;
}

export function useUpdateBrowser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBrowser,
    onSuccess: (item) => {
      queryClient.setQueryData(browserQueryOptions(item.id).queryKey, item);
      return invalidateQueriesOf(queryClient, 'browsers.list');
    },
  });
}
