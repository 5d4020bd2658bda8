import { DownloadOutlined } from '@ant-design/icons';
import { EXPORT_LIMIT } from '@console/contract/constants';
import { Button, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../lib/export/download-file';
import type { ExportFile } from '../lib/export/xlsx-export';
import { notifyError, notifyInfo } from '../lib/notify';

interface ExportButtonProps {
  /** The file's name before the date: `sales` gives `sales-2026-11-26.xlsx`. */
  name: string;
  run: () => Promise<ExportFile>;
  label?: string;
  /** Nothing to export (a day without rows): the button cannot be pressed. */
  disabled?: boolean;
}

/**
 * Downloads what a list's filter selects, in its order, up to EXPORT_LIMIT rows (said on it, and
 * said again when the filter selects more).
 */
export function ExportButton({ name, run, label, disabled = false }: ExportButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const limit = EXPORT_LIMIT;
  const start = async () => {
    setBusy(true);
    try {
      const { blob, total } = await run();
      // Named by the reader's own date, not UTC's (7 hours behind in Vietnam).
      downloadFile(blob, `${name}-${dayjs().format('YYYY-MM-DD')}.xlsx`);
      if (total > EXPORT_LIMIT) {
        notifyInfo(t('common.messages.export_capped', { limit, total }));
      }
    } catch {
      notifyError(t('common.messages.something_wrong'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip title={t('common.messages.export_limit', { limit })}>
      <Button
        icon={<DownloadOutlined />}
        loading={busy}
        disabled={disabled}
        onClick={() => void start()}
      >
        {label ?? t('buttons.export')}
      </Button>
    </Tooltip>
  );
}
