import type { RequestOf } from '@console/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

/** The agents a target choice names now, online or not; null until the choice is complete. */
export function useTargetPreview(input: RequestOf<'rpa.targetsPreview'> | null) {
  return useQuery({
    queryKey: queryKeyOf('rpa.targetsPreview', input),
    queryFn: async ({ signal }) => (await callApi('rpa.targetsPreview', input!, { signal })).list,
    enabled: input !== null,
  });
}
