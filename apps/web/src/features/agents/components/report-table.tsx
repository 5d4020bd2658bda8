import { REPORT_LIST_TOP } from '@console/contract/routes/areas/agents';
import { Empty, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';

interface ReportTableProps<T> {
  query: {
    data?: { list: T[]; total: number };
    isFetching: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  rowKey: TableProps<T>['rowKey'];
  columns: NonNullable<TableProps<T>['columns']>;
  page: number;
  onPage: (page: number) => void;
  /** Width below which the table scrolls sideways; as wide as its cells by default. */
  scrollX?: number | 'max-content';
}

/** A list report: 50 rows a page from the server, 'No data' when the day has none. */
export function ReportTable<T extends object>({
  query,
  rowKey,
  columns,
  page,
  onPage,
  scrollX = 'max-content',
}: ReportTableProps<T>) {
  const { t } = useTranslation();
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  return (
    <Table<T>
      rowKey={rowKey}
      loading={query.isFetching}
      dataSource={query.data?.list ?? []}
      columns={columns}
      scroll={{ x: scrollX }}
      locale={{ emptyText: <Empty description={t('agents.report.no_data')} /> }}
      pagination={{
        current: page,
        pageSize: REPORT_LIST_TOP,
        total: query.data?.total ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: onPage,
      }}
    />
  );
}
