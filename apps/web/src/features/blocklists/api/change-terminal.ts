import type { BlockAction } from '@console/contract/machines/blocklist';
import type { BlockReason, BlockedTerminal } from '@console/contract/schemas/blocklists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type CallOptions } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';

export interface TerminalChange {
  action: BlockAction;
  merchantCode: string;
  terminalCode: string;
  version: number;
  reason: BlockReason;
  reasonText: string;
}

export async function changeTerminal(
  { action, ...input }: TerminalChange,
  options: CallOptions = {},
): Promise<BlockedTerminal> {
  const route = action === 'lock' ? 'blocklists.lockTerminal' : 'blocklists.unlockTerminal';
  const { item } = await callApi(route, input as never, options);
  return item;
}

export function useChangeTerminal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TerminalChange) => changeTerminal(change),
    // The merchant's counts and history move with its terminals.
    onSettled: () => invalidateQueriesOf(queryClient, 'blocklists'),
  });
}
