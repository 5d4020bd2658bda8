import { PAGE_SIZES } from '@console/contract/constants';
import { BANK_SORT_FIELDS, type BankInfo } from '@console/contract/schemas/bank';
import { Table, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../lib/format/use-date-time';
import type { ListParams, PageSize } from '../../../lib/list/list-params';
import type { ListParamsUpdate } from '../../../lib/list/use-list-params';
import { RowActions } from '../../../components/row-actions';

type SortField = (typeof BANK_SORT_FIELDS)[number];
type Columns = NonNullable<TableProps<BankInfo>['columns']>;

interface BankTableProps {
  list: BankInfo[];
  total: number;
  loading: boolean;
  params: ListParams<SortField>;
  onChange: ListParamsUpdate<SortField>;
  empty: ReactNode;
  canEdit: boolean;
}

function sortOf(sorter: SorterResult<BankInfo> | SorterResult<BankInfo>[]) {
  const single = Array.isArray(sorter) ? sorter[0] : sorter;
  const field = BANK_SORT_FIELDS.find((name) => name === single?.columnKey);
  if (!single?.order || !field) return { sort: 'id', order: 'asc' } as const;
  return { sort: field, order: single.order === 'ascend' ? 'asc' : 'desc' } as const;
}

export function BankTable({
  list,
  total,
  loading,
  params,
  onChange,
  empty,
  canEdit,
}: BankTableProps) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const sorted = (key: SortField) =>
    ({
      key,
      dataIndex: key,
      title: t(`bank.fields.${key}.label`),
      sorter: true,
      sortOrder: params.sort === key ? (params.order === 'asc' ? 'ascend' : 'descend') : null,
    }) as const;
  const columns: Columns = [
    {
      key: 'no',
      title: t('bank.fields.no.label'),
      width: 64,
      render: (_, __, index) => (params.page - 1) * params.page_size + index + 1,
    },
    sorted('user_name'),
    {
      ...sorted('bank_name'),
      title: t('bank.fields.bank.label'),
      render: (_, row) => row.shortName,
    },
    { key: 'bank_number', dataIndex: 'bank_number', title: t('bank.fields.bank_number.label') },
    { key: 'bank_holder', dataIndex: 'bank_holder', title: t('bank.fields.bank_holder.label') },
    { ...sorted('updated_at'), render: (value: string) => formatTime(value) },
    {
      key: 'actions',
      width: 180,
      title: t('bank.fields.actions.label'),
      render: (_, row) => (
        <RowActions
          viewPath={`/bank/${row.id}`}
          editPath={canEdit ? `/bank/${row.id}/edit` : undefined}
        />
      ),
    },
  ];

  const change: TableProps<BankInfo>['onChange'] = (pagination, _, sorter, { action }) => {
    if (action === 'sort') return onChange({ ...sortOf(sorter), page: 1 });
    const pageSize = (pagination.pageSize ?? params.page_size) as PageSize;
    onChange({
      page: pageSize === params.page_size ? (pagination.current ?? 1) : 1,
      page_size: pageSize,
    });
  };

  return (
    <Table<BankInfo>
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
