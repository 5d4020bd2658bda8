import { PAGE_SIZES } from '@console/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

const LATEST = PAGE_SIZES[PAGE_SIZES.length - 1]!;

export const merchantHistoryQueryOptions = (merchantCode: string) =>
  queryOptions({
    queryKey: queryKeyOf('blocklists.merchantHistory', merchantCode),
    queryFn: ({ signal }) =>
      callApi('blocklists.merchantHistory', { merchantCode, pageSize: LATEST }, { signal }),
  });

/** The latest changes of a merchant's terminals, newest first; nothing asked until one is chosen. */
export function useMerchantHistory(merchantCode: string | null) {
  return useQuery({
    ...merchantHistoryQueryOptions(merchantCode ?? ''),
    enabled: merchantCode !== null,
  });
}
