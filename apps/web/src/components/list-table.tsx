import { DEFAULT_ORDER, PAGE_SIZES } from '@console/contract/constants';
import { Table, type TableProps } from 'antd';
import type { Breakpoint } from 'antd';
import type { ColumnType, SorterResult } from 'antd/es/table/interface';
import {
  cloneElement,
  isValidElement,
  lazy,
  Suspense,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { ListPaging, ListParams, PageSize } from '../lib/list/list-params';
import type { ListParamsUpdate } from '../lib/list/use-list-params';
import { LoadError } from './load-error';

export type ListColumns<T> = NonNullable<TableProps<T>['columns']>;

interface ListTableCommon<T> {
  list: T[];
  /** Rows on every page; a whole list paged in the browser gives none (then the list's length). */
  total?: number;
  /** More than `total` rows match: the server stopped counting (TOTAL_CAP, contract/search.ts). */
  totalCapped?: boolean;
  loading: boolean;
  columns: ListColumns<T>;
  empty?: ReactNode;
  /**
   * Width below which the table's body scrolls sideways instead of squeezing its columns. By
   * default as wide as the screen allows, each column at least as wide as its longest word.
   */
  scrollX?: number | true | 'max-content';
  /** Checkboxes on the rows, for actions on the selected ones. */
  rowSelection?: TableProps<T>['rowSelection'];
  /** A row opening onto more of it (an agent's commands and staff users). */
  expandable?: TableProps<T>['expandable'];
  /** The table's name, for a screen with more than one list (a tab's title). */
  label?: string;
  /** Smaller rows, for a list inside a card, a tab or another list's row. */
  size?: 'small';
  /** `fixed` for a list whose columns clip their text (`ellipsis`). */
  tableLayout?: 'auto' | 'fixed';
}

/**
 * A list that could not be read (`failed`) gives its place to the error and a retry (`onRetry`,
 * which reads it again). A screen that says the error itself gives neither.
 */
type ListLoadError = { failed: boolean; onRetry: () => void } | { failed?: undefined };

/** A row's key: its `id` unless it says otherwise; a row without an `id` must say. */
type ListRowKey<T> = [T] extends [{ id: number | string }]
  ? { rowKey?: TableProps<T>['rowKey'] }
  : { rowKey: TableProps<T>['rowKey'] };

/** A list screen: page, size and sort in the URL (`useListParams`), sorted on the server. */
interface UrlListState<S extends string> {
  params: ListParams<S>;
  onChange: ListParamsUpdate<S>;
  /** The fields the server sorts by; the first is the order of an unsorted list. */
  sortFields: readonly S[];
  paging?: undefined;
}

/**
 * A list that sorts nothing: paged by `paging` (`usePageParams` in the URL, `useLocalPaging` in a
 * tab, a card or a drawer), or whole (`false`: every row the server gave, on one page).
 */
interface OwnListState {
  paging: ListPaging | false;
  params?: undefined;
  onChange?: undefined;
  sortFields?: undefined;
}

type ListTableProps<T, S extends string> = ListTableCommon<T> &
  ListLoadError &
  ListRowKey<T> &
  (UrlListState<S> | OwnListState);

/**
 * What a list screen hands the table of its rows: the page read, its state, and the list's page,
 * size and sort in the URL. A screen's table props extend it with their own.
 */
export interface UrlListTable<T, S extends string> {
  list: T[];
  total: number;
  totalCapped?: boolean;
  loading: boolean;
  /** The list could not be read: ListTable shows the error and a retry in its place. */
  failed: boolean;
  onRetry: () => void;
  params: ListParams<S>;
  onChange: ListParamsUpdate<S>;
  empty?: ReactNode;
}

/**
 * The table of every list: paging with the spec's page sizes (on the server, or a whole list's in
 * the browser), sorting by the columns built with `sortableColumn`, a total, the screen's own
 * empty state, and the load error with its retry. A list screen's page, size and sort go through `onChange` into the URL, so the browser's
 * back button and a shared link keep them; a list in a tab or beside another keeps its own page
 * (`paging`). Columns yield to a narrow screen by `shownFrom`, and the body scrolls sideways
 * rather than squeeze them.
 */
export function ListTable<T extends object, S extends string = never>(props: ListTableProps<T, S>) {
  const { t, i18n } = useTranslation();
  const {
    list,
    total = list.length,
    totalCapped = false,
    loading,
    columns,
    empty,
    scrollX = true,
    rowSelection,
    expandable,
    label,
    size,
    tableLayout = 'auto',
  } = props;
  const rowKey = (props as { rowKey?: TableProps<T>['rowKey'] }).rowKey ?? 'id';
  const paging = props.params ?? props.paging;

  const sortOf = (sorter: SorterResult<T> | SorterResult<T>[]): Partial<ListParams<S>> => {
    const sortFields = props.sortFields ?? [];
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = sortFields.find((name) => name === single?.columnKey);
    if (!single?.order || !field) return { sort: sortFields[0], order: DEFAULT_ORDER };
    return { sort: field, order: single.order === 'ascend' ? 'asc' : 'desc' };
  };

  const change: TableProps<T>['onChange'] = (pagination, _, sorter, { action }) => {
    if (action === 'sort') return props.onChange?.({ ...sortOf(sorter), page: 1 });
    if (!paging) return;
    const pageSize = (pagination.pageSize ?? paging.page_size) as PageSize;
    // A new page size starts again from the first page.
    const page = pageSize === paging.page_size ? (pagination.current ?? 1) : 1;
    if (props.params) props.onChange({ page, page_size: pageSize });
    else if (props.paging) props.paging.onChange(page, pageSize);
  };

  const fixedSize = props.paging ? Boolean(props.paging.fixedSize) : false;
  const pagination: TableProps<T>['pagination'] = paging && {
    current: paging.page,
    pageSize: paging.page_size,
    total,
    ...(fixedSize
      ? { showSizeChanger: false, hideOnSinglePage: true }
      : {
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          components: { sizeChanger: PageSizeChanger },
        }),
    // The arrows are antd's buttons with an icon alone: they say where they go in the reader's
    // language (icons are otherwise hidden from screen readers: build/decorative-icons.ts).
    itemRender: (_page, type, element) =>
      (type === 'prev' || type === 'next') && isValidElement(element)
        ? cloneElement(element as ReactElement<{ 'aria-label'?: string }>, {
            'aria-label': t(
              type === 'prev' ? 'common.aria.previous_page' : 'common.aria.next_page',
            ),
          })
        : element,
    showTotal: (count) =>
      totalCapped
        ? t('common.messages.total_more', {
            total: count.toLocaleString(i18n.language === 'vi' ? 'vi-VN' : 'en-US'),
          })
        : t('common.messages.total_items', { total: count }),
  };

  if (props.failed) return <LoadError onRetry={props.onRetry} />;
  return (
    <div>
      <Table<T>
        rowKey={rowKey}
        size={size}
        aria-label={label}
        columns={columns}
        dataSource={list}
        loading={loading}
        rowSelection={rowSelection}
        expandable={expandable}
        onChange={change}
        scroll={{ x: scrollX }}
        tableLayout={tableLayout}
        locale={empty === undefined ? undefined : { emptyText: empty }}
        pagination={pagination}
      />
    </div>
  );
}

/**
 * The console's Select for the page size, loaded with the pager (antd's Pagination, itself loaded
 * when a list first shows one: build/lazy-antd-parts.ts): its stand-in brings antd's Input, 16 KB
 * gzip that a whole list or an empty one, on a screen with no other field, never needs.
 */
const SizeSelect = lazy(() => import('./select').then((part) => ({ default: part.Select })));

/**
 * The page size's choice under a list: the console's Select, which loads antd's when the user
 * reaches it. antd's own size changer renders antd's Select on every list's first paint (17 KB
 * gzip on a first visit). As wide as its longest choice, loaded or not, so nothing moves.
 */
function PageSizeChanger({
  value,
  onChange,
  disabled,
  className,
}: {
  value: number;
  onChange: (value: number) => void;
  disabled: boolean;
  className: string;
}) {
  const { t } = useTranslation();
  const options = PAGE_SIZES.map((size) => ({
    value: size,
    label: t('common.messages.page_size_option', { size }),
  }));
  const longest = Math.max(...options.map((option) => option.label.length));
  const width = `calc(${longest}ch + 40px)`;
  return (
    <Suspense fallback={<span style={{ display: 'inline-block', width }} />}>
      <SizeSelect
        className={className}
        aria-label={t('common.messages.page_size')}
        value={value}
        onChange={onChange}
        disabled={disabled}
        options={options}
        popupMatchSelectWidth={false}
        style={{ width }}
      />
    </Suspense>
  );
}

/**
 * A column shown only from a screen width up (antd's breakpoints: sm 576, md 768, lg 992, xl 1200
 * px): a list keeps its most telling columns on a phone and adds the others as the screen widens.
 */
export function shownFrom<C extends object>(breakpoint: Breakpoint, column: C): C {
  return { ...column, responsive: [breakpoint] };
}

/**
 * A column whose values read as one piece (a time, a code, an amount, a phone number): never
 * broken over lines. Where the screen is narrower than the columns, the table scrolls sideways
 * instead; without this a time took two lines and "MERCHANT-14" broke at its dash at 768 px.
 */
export function unbroken<C extends object>(column: C): C & { className: string } {
  return withClass(column, 'console-unbroken');
}

/**
 * A column of free text (names, descriptions): below antd's lg breakpoint (992 px), where a list
 * scrolls sideways rather than squeeze, it keeps at least 10em, so a name reads a few words a
 * line; a browser otherwise narrows each column to its longest word, and a person's name took a
 * line per word at 768 px. Wider, it wraps as the table needs to fit the screen.
 */
export function wrapped<C extends object>(column: C): C & { className: string } {
  return withClass(column, 'console-wrapped');
}

function withClass<C extends object>(column: C, name: string): C & { className: string } {
  const own = (column as { className?: string }).className;
  return { ...column, className: own ? `${own} ${name}` : name };
}

/** A column the server sorts by, showing the URL's sort as its arrow. */
export function sortableColumn<S extends string>(params: ListParams<S>, key: S, title: string) {
  const sortOrder: 'ascend' | 'descend' | null =
    params.sort === key ? (params.order === 'asc' ? 'ascend' : 'descend') : null;
  return { key, dataIndex: key, title, sorter: true, sortOrder };
}

/** A column of times the server sorts by: each in the user's date format, never broken. */
export function sortableTimeColumn<S extends string>(
  params: ListParams<S>,
  key: S,
  title: string,
  formatTime: (value: string) => string,
) {
  return unbroken({
    ...sortableColumn(params, key, title),
    render: (value: string) => formatTime(value),
  });
}

/** The row number across pages: 1 on the first row of the first page, 11 on page 2 of 10. */
export function rowNumberColumn<T>(
  params: { page: number; page_size: number },
  title: string,
): ColumnType<T> {
  return {
    key: 'no',
    title,
    width: 64,
    render: (_, __, index) => (params.page - 1) * params.page_size + index + 1,
  };
}
