import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { useCan } from '../../../lib/auth/use-can';
import { useMerchants } from '../api/get-merchants';
import { useSyncTerminals } from '../api/sync-terminals';
import { BlocklistList, useBlocklist } from '../components/blocklist-list';
import { MERCHANT_SORTS, useMerchantColumns } from '../components/merchant-columns';
import { MerchantHistory } from '../components/merchant-history';

/** Merchants with their terminals locked and in all: search, open one's terminals, its history. */
export function MerchantBlocklistPage() {
  const { t } = useTranslation();
  const blocklist = useBlocklist(MERCHANT_SORTS, 'merchantCode');
  const merchants = useMerchants({ keyword: blocklist.params.keyword, ...blocklist.request });
  const canWrite = useCan('blocklists.write');
  const sync = useSyncTerminals();
  const [history, setHistory] = useState<{ code: string; name: string } | null>(null);
  const columns = useMerchantColumns({
    params: blocklist.params,
    canWrite,
    syncing: sync.isPending ? sync.variables : undefined,
    onSync: (code) => sync.mutate(code),
    onHistory: (m) => setHistory({ code: m.merchantCode, name: m.merchantName }),
  });

  return (
    <>
      <PageTitle title={t('blocklists.title_merchants')} />
      <BlocklistList
        blocklist={blocklist}
        rows={merchants}
        rowKey="merchantCode"
        columns={columns}
        searchLabel={t('blocklists.fields.keyword.label')}
        emptyText={t('blocklists.messages.empty_merchants')}
      />
      <MerchantHistory merchant={history} onClose={() => setHistory(null)} />
    </>
  );
}
