import type { BankInfo } from '@console/contract/schemas/bank';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

/** A missing record is shown by the page itself, so its 404 raises no toast. */
export async function getBank(mine: boolean, id: number, signal?: AbortSignal): Promise<BankInfo> {
  const { item } = await callApi(
    mine ? 'bank.getMine' : 'bank.get',
    { id },
    {
      signal,
      silent: [404],
    },
  );
  return item;
}

export const bankQueryOptions = (mine: boolean, id: number) =>
  queryOptions({
    queryKey: queryKeyOf(mine ? 'bank.getMine' : 'bank.get', id),
    queryFn: ({ signal }) => getBank(mine, id, signal),
  });

export function useBank(mine: boolean, id: number | null) {
  return useQuery({ ...bankQueryOptions(mine, id ?? 0), enabled: id !== null });
}
