import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '@console/contract/constants';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  listSearch,
  parseListParams,
  parsePage,
  type ListPaging,
  type ListParams,
  type PageSize,
  type SortOrder,
} from './list-params';

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

/**
 * The page and page size of a list screen that sorts nothing of its own (the server's order, or a
 * whole list paged in the browser), kept in the URL like `useListParams`'s: a link, a reload and
 * the back button keep the page. Defaults stay out of the URL; the screen's other values stay in.
 */
export function usePageParams(defaultPageSize: PageSize = DEFAULT_PAGE_SIZE): ListPaging {
  const [search, setSearch] = useSearchParams();
  const { page, page_size } = parsePage(search, defaultPageSize);
  const onChange = useCallback(
    (nextPage: number, nextSize: number) =>
      setSearch((previous) => {
        const next = new URLSearchParams(previous);
        const put = (name: string, value: number, fallback: number) => {
          if (value === fallback) next.delete(name);
          else next.set(name, String(value));
        };
        put('page', nextPage, DEFAULT_PAGE);
        put('page_size', nextSize, defaultPageSize);
        return next;
      }),
    [setSearch, defaultPageSize],
  );
  return { page, page_size, onChange };
}
