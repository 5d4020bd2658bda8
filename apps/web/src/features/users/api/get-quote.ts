import type { RequestOf } from '@console/contract/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

export type QuoteParams = RequestOf<'users.quote'>;

export async function fetchQuote(params: QuoteParams, signal?: AbortSignal) {
  return (await callApi('users.quote', params, { signal })).quote;
}

/** The price of an upgrade, with what a promotion code changes; refetched as the form changes. */
export function useQuote(params: QuoteParams | null) {
  return useQuery({
    queryKey: queryKeyOf('users.quote', params),
    queryFn: ({ signal }) => fetchQuote(params!, signal),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}
