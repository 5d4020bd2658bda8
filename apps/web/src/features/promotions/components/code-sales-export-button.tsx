import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/export-button';
import { useDateTime } from '../../../lib/format/use-date-time';
import { exportCodeSales } from '../api/export-code-sales';
import type { CodeSalesParams } from '../api/get-code-sales';

/** Downloads a code's sales as filtered and sorted. */
export function CodeSalesExportButton({
  params,
  mine,
}: {
  params: CodeSalesParams;
  mine: boolean;
}) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  return (
    <ExportButton
      name={`sales-${params.code}`}
      run={() => exportCodeSales(params, mine, (key) => t(key), formatTime)}
    />
  );
}
