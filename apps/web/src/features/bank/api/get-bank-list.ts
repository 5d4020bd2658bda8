import type { RequestOf, ResponseOf } from '@console/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

export type BankListParams = RequestOf<'bank.list'>;

export function getBankList(
  mine: boolean,
  params: BankListParams,
  signal?: AbortSignal,
): Promise<ResponseOf<'bank.list'>> {
  return callApi(mine ? 'bank.listMine' : 'bank.list', params, { signal });
}

export const bankListQueryOptions = (mine: boolean, params: BankListParams) =>
  queryOptions({
    queryKey: queryKeyOf(mine ? 'bank.listMine' : 'bank.list', params),
    queryFn: ({ signal }) => getBankList(mine, params, signal),
  });

export function useBankList(mine: boolean, params: BankListParams) {
  return useQuery({ ...bankListQueryOptions(mine, params), placeholderData: keepPreviousData });
}
