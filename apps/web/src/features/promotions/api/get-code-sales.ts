import type { RequestOf } from '@console/contract/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

export type CodeSalesParams = RequestOf<'promotions.sales'>;

/** A code's sales: any code for employees, only his own for a salesman (`mine`). */
export function useCodeSales(params: CodeSalesParams, mine: boolean) {
  return useQuery({
    queryKey: queryKeyOf(mine ? 'promotions.salesMine' : 'promotions.sales', params),
    queryFn: ({ signal }) =>
      callApi(mine ? 'promotions.salesMine' : 'promotions.sales', params, {
        signal,
        silent: [404],
      }),
    placeholderData: keepPreviousData,
  });
}
