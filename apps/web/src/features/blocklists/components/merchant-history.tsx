import { useTranslation } from 'react-i18next';
import { lazyPart, useOpenedOnce } from '../../../components/lazy-part';
import { useMerchantHistory } from '../api/get-merchant-history';

// The drawer (its timeline) loads when a merchant's history is first asked for.
const HistoryDrawer = lazyPart(() => import('./history-drawer').then((m) => m.HistoryDrawer), null);

/** The history drawer of one merchant's terminals; closed while no merchant is chosen. */
export function MerchantHistory({
  merchant,
  onClose,
}: {
  merchant: { code: string; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const history = useMerchantHistory(merchant?.code ?? null);
  const opened = useOpenedOnce(merchant !== null);
  if (!opened) return null;
  return (
    <HistoryDrawer
      open={merchant !== null}
      title={t('blocklists.titles.merchant_history', { name: merchant?.name ?? '' })}
      onClose={onClose}
      history={history}
      onRetry={() => void history.refetch()}
    />
  );
}
