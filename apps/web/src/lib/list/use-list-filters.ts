import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** How each filter reads its URL value; a value it refuses (undefined) is left out. */
export type FilterParsers = Record<string, (text: string) => string | undefined>;
export type ListFilters<P extends FilterParsers> = {
  [K in keyof P]?: NonNullable<ReturnType<P[K]>>;
};
export type ListFiltersUpdate<P extends FilterParsers> = (
  patch: { [K in keyof P]?: string },
  options?: { replace?: boolean },
) => void;

/**
 * A list screen's own filters, kept in the URL beside paging and sorting (`useListParams`), so a
 * link, a reload and the back button keep them. A changed filter starts again from page 1.
 */
export function useListFilters<P extends FilterParsers>(
  parsers: P,
): [ListFilters<P>, ListFiltersUpdate<P>] {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => {
    const values: Record<string, string> = {};
    for (const [name, parse] of Object.entries(parsers)) {
      const text = search.get(name);
      const value = text === null ? undefined : parse(text);
      if (value !== undefined) values[name] = value;
    }
    return values as ListFilters<P>;
  }, [search, parsers]);
  const update = useCallback<ListFiltersUpdate<P>>(
    (patch, options) =>
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(patch)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          next.delete('page');
          return next;
        },
        { replace: options?.replace },
      ),
    [setSearch],
  );
  return [filters, update];
}
