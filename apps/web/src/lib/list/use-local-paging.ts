import { DEFAULT_PAGE_SIZE } from '@console/contract/constants';
import { useState } from 'react';
import type { ListPaging } from './list-params';

/**
 * Page and page size kept by a list inside a page (a tab, a card, one of two lists), where the URL
 * belongs to the page around it; `ListTable` goes back to page 1 when the size changes, and
 * `toFirstPage` when the search does. A `fixedSize` is the server's only page size.
 */
export function useLocalPaging({ fixedSize }: { fixedSize?: number } = {}) {
  const [state, setState] = useState({ page: 1, page_size: fixedSize ?? DEFAULT_PAGE_SIZE });
  const paging: ListPaging = {
    ...state,
    fixedSize: fixedSize !== undefined,
    onChange: (page, page_size) => setState({ page, page_size }),
  };
  return { paging, toFirstPage: () => setState((current) => ({ ...current, page: 1 })) };
}
