import { PAGE_SIZES } from '@console/contract/constants';
import { BROWSER_SORT_FIELDS, type BlockedBrowser } from '@console/contract/schemas/browsers';
import { Table, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../lib/format/use-date-time';
import type { ListParams, PageSize } from '../../../lib/list/list-params';
import type { ListParamsUpdate } from '../../../lib/list/use-list-params';
import { BrowserRowActions } from './browser-row-actions';

type SortField = (typeof BROWSER_SORT_FIELDS)[number];
type Columns = NonNullable<TableProps<BlockedBrowser>['columns']>;

interface BrowsersTableProps {
  list: BlockedBrowser[];
  total: number;
  loading: boolean;
  params: ListParams<SortField>;
  onChange: ListParamsUpdate<SortField>;
  empty: ReactNode;
}

function sortOf(sorter: SorterResult<BlockedBrowser> | SorterResult<BlockedBrowser>[]) {
  const single = Array.isArray(sorter) ? sorter[0] : sorter;
  const field = BROWSER_SORT_FIELDS.find((name) => name === single?.columnKey);
  if (!single?.order || !field) return { sort: 'id', order: 'asc' } as const;
  return { sort: field, order: single.order === 'ascend' ? 'asc' : 'desc' } as const;
}

export function BrowsersTable({
  list,
  total,
  loading,
  params,
  onChange,
  empty,
}: BrowsersTableProps) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const sorted = (key: SortField) =>
    ({
      key,
      dataIndex: key,
      title: t(`browsers.fields.${key}.label`),
      sorter: true,
      sortOrder: params.sort === key ? (params.order === 'asc' ? 'ascend' : 'descend') : null,
    }) as const;
  const columns: Columns = [
    {
      key: 'no',
      title: t('browsers.fields.no.label'),
      width: 64,
      render: (_, __, index) => (params.page - 1) * params.page_size + index + 1,
    },
    sorted('browser_name'),
    sorted('file_name'),
    {
      key: 'original_name',
      dataIndex: 'original_name',
      title: t('browsers.fields.original_name.label'),
    },
    {
      key: 'file_description',
      dataIndex: 'file_description',
      title: t('browsers.fields.file_description.label'),
      ellipsis: true,
    },
    { ...sorted('updated_at'), render: (value: string) => formatTime(value) },
    {
      key: 'actions',
      width: 250,
      title: t('browsers.fields.actions.label'),
      render: (_, row) => <BrowserRowActions id={row.id} />,
    },
  ];

  const change: TableProps<BlockedBrowser>['onChange'] = (pagination, _, sorter, { action }) => {
    if (action === 'sort') return onChange({ ...sortOf(sorter), page: 1 });
    const pageSize = (pagination.pageSize ?? params.page_size) as PageSize;
    onChange({
      page: pageSize === params.page_size ? (pagination.current ?? 1) : 1,
      page_size: pageSize,
    });
  };

  return (
    <Table<BlockedBrowser>
      rowKey="id"
      columns={columns}
      dataSource={list}
      loading={loading}
      onChange={change}
      scroll={{ x: 900 }}
      locale={{ emptyText: empty }}
      pagination={{
        current: params.page,
        pageSize: params.page_size,
        total,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES.map(String),
        showTotal: (count) => t('common.messages.total_items', { total: count }),
      }}
    />
  );
}
