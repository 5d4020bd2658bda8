import type { RequestOf } from '@console/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

export type MerchantListParams = RequestOf<'blocklists.merchants'>;

export const merchantsQueryOptions = (params: MerchantListParams) =>
  queryOptions({
    queryKey: queryKeyOf('blocklists.merchants', params),
    queryFn: ({ signal }) => callApi('blocklists.merchants', params, { signal }),
  });

export function useMerchants(params: MerchantListParams) {
  return useQuery({ ...merchantsQueryOptions(params), placeholderData: keepPreviousData });
}
