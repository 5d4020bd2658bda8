import { Card, Empty, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { PageTitle } from '../../../components/page-title';
import { SearchBox } from '../../../components/search-box';
import { useCan } from '../../../lib/auth/use-can';
import { useListFilters } from '../../../lib/list/use-list-filters';
import { useListParams } from '../../../lib/list/use-list-params';
import { notifySuccess } from '../../../lib/notify';
import { useMerchants } from '../api/get-merchants';
import { useSyncTerminals } from '../api/sync-terminals';
import { MerchantHistory } from '../components/merchant-history';
import { MERCHANT_SORTS, MerchantsTable } from '../components/merchants-table';
import { StatusFilter, statusOf } from '../components/status-filter';

const FILTERS = { status: statusOf };

export function MerchantBlocklistPage() {
  const { t } = useTranslation();
  const [params, setParams] = useListParams(MERCHANT_SORTS, 'merchant_code');
  const [filters, setFilters] = useListFilters(FILTERS);
  const merchants = useMerchants({
    keyword: params.keyword,
    order: params.order,
    page: params.page,
    page_size: params.page_size,
    ...(filters.status && { status: filters.status }),
  });
  const canWrite = useCan('blocklists.write');
  const sync = useSyncTerminals();
  const [history, setHistory] = useState<{ code: string; name: string } | null>(null);
  const filtered = Boolean(params.keyword || filters.status);

  const startSync = (code: string) =>
    sync.mutate(code, {
      onSuccess: (m) =>
        notifySuccess(
          t('blocklists.messages.synced', {
            name: m.merchant_name,
            total: m.total_terminals,
            locked: m.locked_terminals,
          }),
        ),
    });

  return (
    <>
      <PageTitle title={t('blocklists.title_merchants')} />
      <Card>
        <Flex gap="small" wrap style={{ marginBottom: 16 }}>
          <SearchBox
            value={params.keyword}
            onSearch={(keyword) => setParams({ keyword, page: 1 }, { replace: true })}
            label={t('blocklists.fields.keyword.label')}
          />
          <StatusFilter
            value={filters.status}
            onChange={(status) => setFilters({ status }, { replace: true })}
          />
        </Flex>
        {merchants.isError ? (
          <LoadError onRetry={() => void merchants.refetch()} />
        ) : (
          <MerchantsTable
            list={merchants.data?.list ?? []}
            total={merchants.data?.total ?? 0}
            loading={merchants.isFetching}
            params={params}
            onChange={setParams}
            empty={
              <Empty
                description={t(
                  filtered ? 'blocklists.messages.no_match' : 'blocklists.messages.empty_merchants',
                )}
              />
            }
            canWrite={canWrite}
            syncing={sync.isPending ? sync.variables : undefined}
            onSync={startSync}
            onHistory={(m) => setHistory({ code: m.merchant_code, name: m.merchant_name })}
          />
        )}
      </Card>
      <MerchantHistory merchant={history} onClose={() => setHistory(null)} />
    </>
  );
}
