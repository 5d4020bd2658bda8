import type { BlockReason, BlockedTerminal } from '@console/contract/schemas/blocklists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/api/error-text';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';
import { changeTerminal } from './change-terminal';
import type { BulkResult } from './lock-customers';

export interface BulkTerminalLock {
  rows: Pick<BlockedTerminal, 'merchantCode' | 'terminalCode' | 'version'>[];
  reason: BlockReason;
  reasonText: string;
}

/** Locks each selected terminal with its own call and reports which failed and why. */
export async function lockTerminals({
  rows,
  reason,
  reasonText,
}: BulkTerminalLock): Promise<BulkResult> {
  const result: BulkResult = { locked: [], failed: [] };
  for (const row of rows) {
    try {
      await changeTerminal({ action: 'lock', ...row, reason, reasonText }, { silent: true });
      result.locked.push(row.terminalCode);
    } catch (error) {
      const why = isApiError(error) ? errorText(error) : String(error);
      result.failed.push({ name: row.terminalCode, why });
    }
  }
  return result;
}

export function useLockTerminals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: lockTerminals,
    onSettled: () => invalidateQueriesOf(queryClient, 'blocklists'),
  });
}
