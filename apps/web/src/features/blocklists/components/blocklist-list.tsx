import type { BlockStatus } from '@console/contract/schemas/blocklists';
import { Card, Empty, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListColumns } from '../../../components/list-table';
import type { SortOrder } from '../../../lib/list/list-params';
import { useListFilters } from '../../../lib/list/use-list-filters';
import { useListParams } from '../../../lib/list/use-list-params';
import { BlocklistToolbar } from './blocklist-toolbar';
import type { LockSelection } from './lockable-rows';
import { statusOf } from './status-filter';

const FILTERS = { status: statusOf };

/**
 * A blocklist's state in the URL: paging and sort, the search keyword and the status filter; the
 * `request` part (order, page, size and status) goes into the page's call.
 */
export function useBlocklist<S extends string>(
  sortFields: readonly S[],
  defaultSort: S,
  defaultOrder?: SortOrder,
) {
  const [params, setParams] = useListParams(sortFields, defaultSort, defaultOrder);
  const [filters, setFilters] = useListFilters(FILTERS);
  const { status } = filters;
  return {
    sortFields,
    params,
    setParams,
    status,
    request: {
      order: params.order,
      page: params.page,
      pageSize: params.page_size,
      ...(status && { status }),
    },
    onSearch: (keyword: string) => setParams({ keyword, page: 1 }, { replace: true }),
    onStatus: (next: BlockStatus | undefined) => setFilters({ status: next }, { replace: true }),
  };
}

export type Blocklist<S extends string> = ReturnType<typeof useBlocklist<S>>;

interface BlocklistListProps<Row, S extends string> {
  blocklist: Blocklist<S>;
  /** The page's call for the rows of the state above. */
  rows: {
    data?: { list: Row[]; total: number };
    isFetching: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  columns: ListColumns<Row>;
  rowKey?: TableProps<Row>['rowKey'];
  /** The search box's name: what it searches by. */
  searchLabel: string;
  /** Said by an empty list that nothing filters. */
  emptyText: string;
  /** Rows picked (`useLockSelection`) and locked at once by `onLock`: for who may change the list. */
  lock?: { selection: LockSelection<Row>; onLock: () => void };
}

/**
 * A blocklist (customers, merchants, a merchant's terminals) in its card: search, the status
 * filter and, for who may change it, "lock the selected" above the list; then the list itself.
 */
export function BlocklistList<Row extends object, S extends string>({
  blocklist,
  rows,
  columns,
  rowKey,
  searchLabel,
  emptyText,
  lock,
}: BlocklistListProps<Row, S>) {
  const { t } = useTranslation();
  const filtered = Boolean(blocklist.params.keyword || blocklist.status);
  return (
    <Card>
      <BlocklistToolbar
        keyword={blocklist.params.keyword}
        onSearch={blocklist.onSearch}
        searchLabel={searchLabel}
        status={blocklist.status}
        onStatus={blocklist.onStatus}
        lockSelected={lock && { count: lock.selection.selected.length, onClick: lock.onLock }}
      />
      <ListTable<Row, S>
        rowKey={rowKey}
        list={rows.data?.list ?? []}
        total={rows.data?.total ?? 0}
        loading={rows.isFetching}
        failed={rows.isError}
        onRetry={() => void rows.refetch()}
        params={blocklist.params}
        onChange={blocklist.setParams}
        sortFields={blocklist.sortFields}
        columns={columns}
        empty={<Empty description={filtered ? t('blocklists.messages.no_match') : emptyText} />}
        rowSelection={lock?.selection.rowSelection}
      />
    </Card>
  );
}
