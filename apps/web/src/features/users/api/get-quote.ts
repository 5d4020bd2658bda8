import type { RequestOf } from '@console/contract/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';

export type QuoteParams = RequestOf<'users.quote'>;

/** The price of an upgrade, with what a promotion code changes; refetched as the form changes. */
export function useQuote(params: QuoteParams | null) {
  return useQuery({
    queryKey: ['subscriptions', 'quote', params],
    queryFn: async ({ signal }) => (await callApi('users.quote', params!, { signal })).quote,
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}
