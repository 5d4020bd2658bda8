import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/date-range-filter';
import { LoadError } from '../../../components/load-error';
import { PageTitle } from '../../../components/page-title';
import { SearchBox } from '../../../components/search-box';
import { useCan } from '../../../lib/auth/use-can';
import { asDay, asText } from '../../../lib/list/filter-values';
import { useListFilters } from '../../../lib/list/use-list-filters';
import { useListParams } from '../../../lib/list/use-list-params';
import { useSales } from '../api/get-sales';
import { SaleTotals } from '../components/sale-totals';
import { SALE_SORT_FIELDS, SalesTable } from '../components/sales-table';

const FILTERS = { from: asDay, to: asDay, salesman: asText };

/** /sale: sales per code, commissions and totals per currency; staff pick a salesman. */
export function SaleListPage() {
  const { t } = useTranslation();
  const staff = useCan('sales.list');
  const [params, setParams] = useListParams(SALE_SORT_FIELDS, 'code');
  const [{ from, to, salesman = '' }, setFilters] = useListFilters(FILTERS);
  const { page, page_size } = params;
  const sales = useSales(
    { page, page_size, from, to, ...(staff && salesman && { salesman }) },
    !staff,
  );
  // Typing a name replaces the history entry, as the search boxes of the other lists do.
  const searchSalesman = (name: string) => {
    if (name !== salesman) setFilters({ salesman: name }, { replace: true });
  };
  return (
    <>
      <PageTitle title={t('sales.titles.list')} />
      <SaleTotals totals={sales.data?.totals ?? []} />
      <Card>
        <Flex gap="small" wrap style={{ marginBottom: 16 }}>
          <DateRangeFilter from={from} to={to} onChange={setFilters} />
          {staff && (
            <SearchBox
              value={salesman}
              onSearch={searchSalesman}
              label={t('sales.fields.salesman_name.label')}
            />
          )}
        </Flex>
        {sales.isError ? (
          <LoadError onRetry={() => void sales.refetch()} />
        ) : (
          <SalesTable
            list={sales.data?.list ?? []}
            total={sales.data?.total ?? 0}
            loading={sales.isFetching}
            staff={staff}
            params={params}
            onChange={setParams}
          />
        )}
      </Card>
    </>
  );
}
