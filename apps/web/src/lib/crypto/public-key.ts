import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../api/call-api';
import { queryKeyOf } from '../api/query-keys';

export async function getPublicKey(): Promise<string> {
  const { key } = await callApi('auth.publicKey');
  return key;
}

export const publicKeyQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf('auth.publicKey'),
    queryFn: getPublicKey,
    staleTime: Infinity,
  });
