import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

export const promotionQueryOptions = (code: string, mine: boolean) =>
  queryOptions({
    queryKey: queryKeyOf(mine ? 'promotions.getMine' : 'promotions.get', code.toLowerCase()),
    queryFn: async ({ signal }) => {
      const id = mine ? 'promotions.getMine' : 'promotions.get';
      const { item } = await callApi(id, { code }, { signal, silent: [404] });
      return item;
    },
  });

export const usePromotion = (code: string, mine: boolean) =>
  useQuery(promotionQueryOptions(code, mine));
