import type { RequestOf, ResponseOf } from '@console/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

export type StaffListParams = RequestOf<'staff.list'>;

export function getStaff(
  params: StaffListParams,
  signal?: AbortSignal,
): Promise<ResponseOf<'staff.list'>> {
  return callApi('staff.list', params, { signal });
}

export const staffQueryOptions = (params: StaffListParams) =>
  queryOptions({
    queryKey: queryKeyOf('staff.list', params),
    queryFn: ({ signal }) => getStaff(params, signal),
  });

export function useStaff(params: StaffListParams) {
  return useQuery({ ...staffQueryOptions(params), placeholderData: keepPreviousData });
}
