import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

/** The merchant catalogue (Merchant/List), the first 100 matching `keyword` (code or name). */
export function useMerchants(keyword = '') {
  const params = { pageSize: 100 as const, ...(keyword && { keyword }) };
  return useQuery({
    queryKey: queryKeyOf('merchants.list', params),
    queryFn: ({ signal }) => callApi('merchants.list', params, { signal }),
    placeholderData: keepPreviousData,
  });
}
