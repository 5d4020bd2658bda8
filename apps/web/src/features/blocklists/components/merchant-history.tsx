import { useTranslation } from 'react-i18next';
import { useMerchantHistory } from '../api/get-merchant-history';
import { HistoryDrawer } from './history-drawer';

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
