import { Card, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DateRangeFilter } from '../../../components/date-range-filter';
import { DetailActions } from '../../../components/detail-actions';
import { LoadError } from '../../../components/load-error';
import { PageTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/api/api-error';
import { useCan } from '../../../lib/auth/use-can';
import { asDay } from '../../../lib/list/filter-values';
import { useListFilters } from '../../../lib/list/use-list-filters';
import { useListParams } from '../../../lib/list/use-list-params';
import { linkTo } from '../../../lib/paths';
import { useCodeSales } from '../api/get-code-sales';
import { CodeSalesExportButton } from '../components/code-sales-export-button';
import { CODE_SALE_SORT_FIELDS, CodeSalesTable } from '../components/code-sales-table';

const FILTERS = { from: asDay, to: asDay };

/** The per-row sales view of a code: every sale for employees, his own for a salesman. */
export function PromotionSalesPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const mine = !useCan('promotions.get');
  // Newest first unless the reader sorts otherwise.
  const [params, setParams] = useListParams(CODE_SALE_SORT_FIELDS, 'at', 'desc');
  const [range, setRange] = useListFilters(FILTERS);
  const { page, page_size, sort, order } = params;
  const filter = { code, sort, order, ...range };
  const sales = useCodeSales({ page, page_size, ...filter }, mine);
  const missing = isApiError(sales.error) && sales.error.status === 404;
  return (
    <>
      <PageTitle
        title={t('promotions.titles.sales', { code })}
        extra={
          <Flex gap="small" wrap>
            {!missing && <CodeSalesExportButton params={filter} mine={mine} />}
            <DetailActions backPath={linkTo(mine ? 'promotions.mine' : 'promotions.list')} />
          </Flex>
        }
      />
      <Card>
        {missing ? (
          <Result status="404" title={t('errors.promotions.not_found')} />
        ) : sales.isError ? (
          <LoadError onRetry={() => void sales.refetch()} />
        ) : (
          <>
            <Flex style={{ marginBottom: 16 }}>
              <DateRangeFilter from={range.from} to={range.to} onChange={setRange} />
            </Flex>
            <CodeSalesTable
              list={sales.data?.list ?? []}
              total={sales.data?.total ?? 0}
              loading={sales.isFetching}
              params={params}
              onChange={setParams}
            />
          </>
        )}
      </Card>
    </>
  );
}
