import type { RequestOf, ResponseOf } from '@console/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

export type CustomerListParams = RequestOf<'blocklists.customers'>;

export function getCustomers(
  params: CustomerListParams,
  signal?: AbortSignal,
): Promise<ResponseOf<'blocklists.customers'>> {
  return callApi('blocklists.customers', params, { signal });
}

export const customersQueryOptions = (params: CustomerListParams) =>
  queryOptions({
    queryKey: queryKeyOf('blocklists.customers', params),
    queryFn: ({ signal }) => getCustomers(params, signal),
  });

export function useCustomers(params: CustomerListParams) {
  return useQuery({ ...customersQueryOptions(params), placeholderData: keepPreviousData });
}
