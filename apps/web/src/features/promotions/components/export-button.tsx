import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify';
import { exportPromotions } from '../api/export-promotions';
import type { PromotionListParams } from '../api/get-promotions';

export function ExportButton({ params, mine }: { params: PromotionListParams; mine: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const blob = await exportPromotions(params, mine, (key) => t(key));
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      // Named by the reader's own date, not UTC's (7 hours behind in Vietnam).
      link.download = `promotions-${dayjs().format('YYYY-MM-DD')}.xlsx`;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch {
      notifyError(t('common.messages.something_wrong'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
      {t('promotions.buttons.export')}
    </Button>
  );
}
