import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/date-range-filter';
import { PageTitle } from '../../../components/page-title';
import { useCan } from '../../../lib/auth/use-can';
import { asDay, asText } from '../../../lib/list/filter-values';
import { useListFilters } from '../../../lib/list/use-list-filters';
import { useListParams } from '../../../lib/list/use-list-params';
import { useSales } from '../api/get-sales';
import { SaleTotals } from '../components/sale-totals';
import { SalesExportButton } from '../components/sales-export-button';
import { SalesmanSelect } from '../components/salesman-select';
import { SALE_SORT_FIELDS, SalesTable } from '../components/sales-table';

const FILTERS = { from: asDay, to: asDay, salesman: asText };

/** /sale: sales per code, commissions and totals per currency; employees pick a salesman. */
export function SaleListPage() {
  const { t } = useTranslation();
  const allSalesmen = useCan('sales.list');
  const [params, setParams] = useListParams(SALE_SORT_FIELDS, 'code');
  const [{ from, to, salesman = '' }, setFilters] = useListFilters(FILTERS);
  const { page, page_size, sort, order } = params;
  const filter = { sort, order, from, to, ...(allSalesmen && salesman && { salesman }) };
  const sales = useSales({ page, page_size, ...filter }, !allSalesmen);
  return (
    <>
      <PageTitle
        title={t('sales.titles.list')}
        extra={<SalesExportButton params={filter} mine={!allSalesmen} />}
      />
      <SaleTotals totals={sales.data?.totals ?? []} />
      <Card>
        <Flex gap="small" wrap style={{ marginBottom: 16 }}>
          <DateRangeFilter from={from} to={to} onChange={setFilters} />
          {allSalesmen && (
            <SalesmanSelect value={salesman} onChange={(name) => setFilters({ salesman: name })} />
          )}
        </Flex>
        <SalesTable
          list={sales.data?.list ?? []}
          total={sales.data?.total ?? 0}
          loading={sales.isFetching}
          failed={sales.isError}
          onRetry={() => void sales.refetch()}
          allSalesmen={allSalesmen}
          params={params}
          onChange={setParams}
        />
      </Card>
    </>
  );
}
