import { DownloadOutlined } from '@ant-design/icons';
import { EXPORT_LIMIT } from '@console/contract/constants';
import { Button, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format/money';
import { useDateTime } from '../../../lib/format/use-date-time';
import { notifyError, notifyInfo } from '../../../lib/notify';
import { exportCodeSales } from '../api/export-code-sales';
import type { CodeSalesParams } from '../api/get-code-sales';

/** Downloads a code's sales as filtered and sorted, up to EXPORT_LIMIT rows (said on it). */
export function CodeSalesExportButton({
  params,
  mine,
}: {
  params: CodeSalesParams;
  mine: boolean;
}) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const [busy, setBusy] = useState(false);
  const limit = formatMoney(EXPORT_LIMIT);
  const run = async () => {
    setBusy(true);
    try {
      const { blob, total } = await exportCodeSales(params, mine, (key) => t(key), formatTime);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `sales-${params.code}-${dayjs().format('YYYY-MM-DD')}.xlsx`;
      link.click();
      URL.revokeObjectURL(link.href);
      if (total > EXPORT_LIMIT) {
        notifyInfo(t('sales.messages.export_capped', { limit, total: formatMoney(total) }));
      }
    } catch {
      notifyError(t('common.messages.something_wrong'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip title={t('sales.messages.export_limit', { limit })}>
      <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
        {t('sales.actions.export')}
      </Button>
    </Tooltip>
  );
}
