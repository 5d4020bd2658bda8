import type { RequestOf } from '@console/contract/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

export type SaleListParams = RequestOf<'sales.list'>;

/** Sales per code with commissions: any salesman's for employees, his own for a salesman (`mine`). */
export function getSales(params: SaleListParams, mine: boolean, signal?: AbortSignal) {
  if (!mine) return callApi('sales.list', params, { signal });
  const { salesman: _ignored, ...own } = params;
  return callApi('sales.listMine', own, { signal });
}

export function useSales(params: SaleListParams, mine: boolean) {
  return useQuery({
    queryKey: queryKeyOf(mine ? 'sales.listMine' : 'sales.list', params),
    queryFn: ({ signal }) => getSales(params, mine, signal),
    placeholderData: keepPreviousData,
  });
}
