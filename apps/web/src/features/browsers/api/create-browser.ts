import type { RequestOf } from '@console/contract/routes';
import type { BlockedBrowser } from '@console/contract/schemas/browsers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';

export type BrowserInput = RequestOf<'browsers.create'>;

export async function createBrowser(input: BrowserInput): Promise<BlockedBrowser> {
  const { item } = await callApi('browsers.create', input);
  return item;
}

export function useCreateBrowser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBrowser,
    onSuccess: () => invalidateQueriesOf(queryClient, 'browsers.list'),
  });
}
