import type { RequestOf, ResponseOf } from '@console/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

export type EmployeesListParams = RequestOf<'employees.list'>;

export function getEmployee(
  params: EmployeesListParams,
  signal?: AbortSignal,
): Promise<ResponseOf<'employees.list'>> {
  return callApi('employees.list', params, { signal });
}

export const employeesQueryOptions = (params: EmployeesListParams) =>
  queryOptions({
    queryKey: queryKeyOf('employees.list', params),
    queryFn: ({ signal }) => getEmployee(params, signal),
  });

export function useEmployees(params: EmployeesListParams) {
  return useQuery({ ...employeesQueryOptions(params), placeholderData: keepPreviousData });
}
