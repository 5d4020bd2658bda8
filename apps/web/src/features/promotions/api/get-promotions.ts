import type { RequestOf, ResponseOf } from '@console/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

export type PromotionListParams = RequestOf<'promotions.list'>;

/** Every code (employees), or the signed-in salesman's own (`mine`). */
export function getPromotions(
  params: PromotionListParams,
  mine: boolean,
  signal?: AbortSignal,
): Promise<ResponseOf<'promotions.list'>> {
  return callApi(mine ? 'promotions.listMine' : 'promotions.list', params, { signal });
}

export const promotionsQueryOptions = (params: PromotionListParams, mine: boolean) =>
  queryOptions({
    queryKey: queryKeyOf(mine ? 'promotions.listMine' : 'promotions.list', params),
    queryFn: ({ signal }) => getPromotions(params, mine, signal),
  });

export function usePromotions(params: PromotionListParams, mine: boolean) {
  return useQuery({ ...promotionsQueryOptions(params, mine), placeholderData: keepPreviousData });
}
