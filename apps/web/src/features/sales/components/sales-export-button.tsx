import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/export-button';
import { useDateTime } from '../../../lib/format/use-date-time';
import { exportSales } from '../api/export-sales';
import type { SaleListParams } from '../api/get-sales';

/** Downloads what the filter selects, in the list's order. */
export function SalesExportButton({ params, mine }: { params: SaleListParams; mine: boolean }) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  return (
    <ExportButton name="sales" run={() => exportSales(params, mine, (key) => t(key), formatTime)} />
  );
}
