import {
  DEFAULT_ORDER,
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  SORT_ORDERS,
} from '@console/contract/constants';

export type SortOrder = (typeof SORT_ORDERS)[number];
export type PageSize = (typeof PAGE_SIZES)[number];

/** The state of a list screen, kept in the URL so a link reproduces the view. */
export interface ListParams<S extends string> {
  page: number;
  page_size: PageSize;
  order: SortOrder;
  sort: S;
  keyword: string;
}

function oneOf<T extends string | number>(options: readonly T[], value: unknown, fallback: T): T {
  return options.find((option) => String(option) === value) ?? fallback;
}

/**
 * A list's page, wherever it is kept (the URL, or the state of the tab or card it sits in), and
 * how to turn it: what `ListTable` pages by when the URL's list state (`useListParams`) is not it.
 */
export interface ListPaging {
  page: number;
  page_size: number;
  /** A new page, or a new size (then from page 1). */
  onChange: (page: number, page_size: number) => void;
  /** The server's only page size: no size to choose, and no pager while one page holds all. */
  fixedSize?: boolean;
}

/**
 * A list's state as an `/rpc/` call takes it: the page size as `pageSize`, as every field of those
 * calls is camelCase (docs/decisions/field-conventions.md); the screen's address keeps `page_size`.
 */
export function rpcPaging<P extends { page_size: number }>({ page_size, ...rest }: P) {
  return { ...rest, pageSize: page_size };
}

/** The page and page size in a URL's search, or the defaults. */
export function parsePage(
  search: URLSearchParams,
  defaultPageSize: PageSize = DEFAULT_PAGE_SIZE,
): Pick<ListParams<string>, 'page' | 'page_size'> {
  const page = Number(search.get('page'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_PAGE,
    page_size: oneOf(PAGE_SIZES, search.get('page_size'), defaultPageSize),
  };
}

export function parseListParams<S extends string>(
  search: URLSearchParams,
  sortFields: readonly S[],
  defaultSort: S,
  defaultOrder: SortOrder = DEFAULT_ORDER,
): ListParams<S> {
  return {
    ...parsePage(search),
    order: oneOf(SORT_ORDERS, search.get('order'), defaultOrder),
    sort: oneOf(sortFields, search.get('sort'), defaultSort),
    keyword: search.get('keyword')?.trim() ?? '',
  };
}

/** Only what differs from the defaults goes into the URL, so plain links stay plain. */
export function listSearch<S extends string>(
  params: ListParams<S>,
  defaultSort: S,
  defaultOrder: SortOrder = DEFAULT_ORDER,
): URLSearchParams {
  const defaults: Record<string, string | number> = {
    page: DEFAULT_PAGE,
    page_size: DEFAULT_PAGE_SIZE,
    order: defaultOrder,
    sort: defaultSort,
    keyword: '',
  };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (String(value) !== String(defaults[key])) search.set(key, String(value));
  }
  return search;
}
