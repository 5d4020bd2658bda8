import { REPORT_LIST_TOP } from '@console/contract/routes/areas/agents';
import { Empty, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListColumns } from '../../../components/list-table';

interface ReportTableProps<T> {
  query: {
    data?: { list: T[]; total: number };
    isFetching: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  rowKey: NonNullable<TableProps<T>['rowKey']>;
  columns: ListColumns<T>;
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
  return (
    <ListTable<T>
      rowKey={rowKey}
      loading={query.isFetching}
      failed={query.isError}
      onRetry={() => void query.refetch()}
      list={query.data?.list ?? []}
      total={query.data?.total ?? 0}
      columns={columns}
      scrollX={scrollX}
      empty={<Empty description={t('agents.report.no_data')} />}
      paging={{ page, page_size: REPORT_LIST_TOP, fixedSize: true, onChange: onPage }}
    />
  );
}
