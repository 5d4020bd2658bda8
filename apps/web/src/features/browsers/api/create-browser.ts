import type { RequestOf } from '@console/contract/routes';
import type { BlockedBrowser } from '@console/contract/schemas/browsers';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';
import { useIdempotentMutation } from '../../../lib/api/use-idempotent-mutation';

export type BrowserInput = RequestOf<'browsers.create'>;

export async function createBrowser(
  input: BrowserInput,
  idempotencyKey?: string,
): Promise<BlockedBrowser> {
  const { item } = await callApi('browsers.create', input, { idempotencyKey });
  return item;
}

export function useCreateBrowser() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: createBrowser,
    onSuccess: () => invalidateQueriesOf(queryClient, 'browsers.list'),
  });
}
