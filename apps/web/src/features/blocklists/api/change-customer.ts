import type { BlockAction } from '@console/contract/machines/blocklist';
import type { BlockReason, CustomerBlock } from '@console/contract/schemas/blocklists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type CallOptions } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';

export interface CustomerChange {
  action: BlockAction;
  phone: string;
  reason: BlockReason;
  reasonText: string;
  /** The version the person saw, when they saw the entry: a change made meanwhile is refused. */
  version?: number;
}

export async function changeCustomer(
  { action, ...input }: CustomerChange,
  options: CallOptions = {},
): Promise<CustomerBlock> {
  const route = action === 'lock' ? 'blocklists.lockCustomer' : 'blocklists.unlockCustomer';
  const { item } = await callApi(route, input as never, options);
  return item;
}

export function useChangeCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CustomerChange) => changeCustomer(change),
    onSettled: () =>
      invalidateQueriesOf(queryClient, 'blocklists.customers', 'blocklists.customerHistory'),
  });
}
