import type { BlockReason, CustomerBlock } from '@console/contract/schemas/blocklists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/api/error-text';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';
import { changeCustomer } from './change-customer';

export interface BulkLock {
  rows: Pick<CustomerBlock, 'phone' | 'version'>[];
  reason: BlockReason;
  reasonText: string;
}

export interface BulkResult {
  locked: string[];
  /** Each one not locked, with why (already locked by someone else, changed meanwhile). */
  failed: { name: string; why: string }[];
}

/**
 * Locks each selected phone with its own call, one after the other, and reports which failed and
 * why rather than stopping at the first: each lock stands on its own, as the server makes it.
 */
export async function lockCustomers({ rows, reason, reasonText }: BulkLock): Promise<BulkResult> {
  const result: BulkResult = { locked: [], failed: [] };
  for (const row of rows) {
    try {
      await changeCustomer(
        { action: 'lock', phone: row.phone, version: row.version, reason, reasonText },
        { silent: true },
      );
      result.locked.push(row.phone);
    } catch (error) {
      const why = isApiError(error) ? errorText(error) : String(error);
      result.failed.push({ name: row.phone, why });
    }
  }
  return result;
}

export function useLockCustomers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: lockCustomers,
    onSettled: () =>
      invalidateQueriesOf(queryClient, 'blocklists.customers', 'blocklists.customerHistory'),
  });
}
