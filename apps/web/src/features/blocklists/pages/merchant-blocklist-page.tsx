import { Card, Empty } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { PageTitle } from '../../../components/page-title';
import { useCan } from '../../../lib/auth/use-can';
import { useMerchants } from '../api/get-merchants';
import { useSyncTerminals } from '../api/sync-terminals';
import { MerchantHistory } from '../components/merchant-history';
import { MERCHANT_SORTS, MerchantsTable } from '../components/merchants-table';
import { BlocklistToolbar, useBlocklistParams } from '../components/blocklist-toolbar';

export function MerchantBlocklistPage() {
  const { t } = useTranslation();
  const { params, setParams, status, filtered, search } = useBlocklistParams(
    MERCHANT_SORTS,
    'merchant_code',
  );
  const merchants = useMerchants({
    keyword: params.keyword,
    order: params.order,
    page: params.page,
    page_size: params.page_size,
    ...(status && { status }),
  });
  const canWrite = useCan('blocklists.write');
  const sync = useSyncTerminals();
  const [history, setHistory] = useState<{ code: string; name: string } | null>(null);

  return (
    <>
      <PageTitle title={t('blocklists.title_merchants')} />
      <Card>
        <BlocklistToolbar {...search} searchLabel={t('blocklists.fields.keyword.label')} />
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
            onSync={(code) => sync.mutate(code)}
            onHistory={(m) => setHistory({ code: m.merchant_code, name: m.merchant_name })}
          />
        )}
      </Card>
      <MerchantHistory merchant={history} onClose={() => setHistory(null)} />
    </>
  );
}
