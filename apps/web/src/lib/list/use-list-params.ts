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
          const next = listSearch({ ...current, ...patch }, defaultSort);
          // A screen's own filters (say `role`) ride along with paging and sorting.
          previous.forEach((value, key) => {
            if (!(key in current)) next.set(key, value);
          });
          return next;
        },
        { replace: options?.replace },
      );
    },
    [setSearch, sortFields, defaultSort],
  );
  return [params, update];
}
