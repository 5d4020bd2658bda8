import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@console/contract/constants';
import type { TablePaginationConfig } from 'antd';
import { useState } from 'react';

/**
 * Page and page size kept by a table inside a page (a tab, a card), where the URL belongs to the
 * page around it: the spec's page sizes, back to page 1 when the size or the search changes.
 */
export function useLocalPaging() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const pagination = (total: number): TablePaginationConfig => ({
    current: page,
    pageSize,
    total,
    pageSizeOptions: PAGE_SIZES.map(String),
    showSizeChanger: true,
    onChange: (next, size) => {
      setPage(size === pageSize ? next : 1);
      setPageSize(size);
    },
  });
  return { page, pageSize, toFirstPage: () => setPage(1), pagination };
}
