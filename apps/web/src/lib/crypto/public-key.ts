import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../api/call-api';

export async function getPublicKey(): Promise<string> {
  const { key } = await callApi('auth.publicKey');
  return key;
}

export const publicKeyQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'public-key'],
    queryFn: getPublicKey,
    staleTime: Infinity,
  });
