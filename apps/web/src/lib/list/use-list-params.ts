import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { listSearch, parseListParams, type ListParams, type SortOrder } from './list-params';

export type ListParamsUpdate<S extends string> = (
  patch: Partial<ListParams<S>>,
  options?: { replace?: boolean },
) => void;

export function useListParams<S extends string>(
  sortFields: readonly S[],
  defaultSort: S,
  /** The order of the default sort: `desc` for lists that open newest first. */
  defaultOrder?: SortOrder,
): [ListParams<S>, ListParamsUpdate<S>] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(
    () => parseListParams(search, sortFields, defaultSort, defaultOrder),
    [search, sortFields, defaultSort, defaultOrder],
  );
  const update = useCallback<ListParamsUpdate<S>>(
    (patch, options) => {
      setSearch(
        (previous) => {
          const current = parseListParams(previous, sortFields, defaultSort, defaultOrder);
          const next = listSearch({ ...current, ...patch }, defaultSort, defaultOrder);
          // A screen's own filters (say `role`) ride along with paging and sorting.
          previous.forEach((value, key) => {
            if (!(key in current)) next.set(key, value);
          });
          return next;
        },
        { replace: options?.replace },
      );
    },
    [setSearch, sortFields, defaultSort, defaultOrder],
  );
  return [params, update];
}
