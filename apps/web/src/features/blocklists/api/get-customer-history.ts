import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

export const customerHistoryQueryOptions = (phone: string) =>
  queryOptions({
    queryKey: queryKeyOf('blocklists.customerHistory', phone),
    queryFn: ({ signal }) => callApi('blocklists.customerHistory', { phone }, { signal }),
  });

/** A phone's locks and opens, newest first; nothing is asked while no phone is chosen. */
export function useCustomerHistory(phone: string | null) {
  return useQuery({ ...customerHistoryQueryOptions(phone ?? ''), enabled: phone !== null });
}
