import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';
import { notifySuccess } from '../../../lib/notify';

/**
 * Counts a merchant's terminals afresh from the catalogue, says what it found, and reloads what
 * shows them.
 */
export function useSyncTerminals() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (merchantCode: string) =>
      (await callApi('blocklists.syncTerminal', { merchantCode })).item,
    onSuccess: (m) =>
      notifySuccess(
        t('blocklists.messages.synced', {
          name: m.merchantName,
          total: m.totalTerminals,
          locked: m.lockedTerminals,
        }),
      ),
    onSettled: () =>
      invalidateQueriesOf(queryClient, 'blocklists.merchants', 'blocklists.terminals'),
  });
}
