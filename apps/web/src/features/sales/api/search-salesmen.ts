import type { SalesmanOption } from '@console/contract/schemas/sales';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

/** Salesmen whose user name or full name holds the text; every salesman for no text. */
export function useSalesmanSearch(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf('sales.salesmen', keyword),
    queryFn: ({ signal }): Promise<SalesmanOption[]> =>
      callApi('sales.salesmen', { keyword }, { signal }).then((r) => r.list),
    enabled,
    placeholderData: keepPreviousData,
  });
}
