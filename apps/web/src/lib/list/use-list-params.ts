import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { listSearch, parseListParams, type ListParams } from './list-params';

export type ListParamsUpdate<S extends string> = (
  patch: Partial<ListParams<S>>,
  options?: { replace?: boolean },
) => void;

export function useListParams<S extends string>(
  sortFields: readonly S[],
  defaultSort: S,
): [ListParams<S>, ListParamsUpdate<S>] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(
    () => parseListParams(search, sortFields, defaultSort),
    [search, sortFields, defaultSort],
  );
  const update = useCallback<ListParamsUpdate<S>>(
    (patch, options) => {
      setSearch(
        (previous) => {
          const current = parseListParams(previous, sortFields, defaultSort);
          return listSearch({ ...current, ...patch }, defaultSort);
        },
        { replace: options?.replace },
      );
    },
    [setSearch, sortFields, defaultSort],
  );
  return [params, update];
}
