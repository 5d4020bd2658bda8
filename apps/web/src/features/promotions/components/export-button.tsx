import { useTranslation } from 'react-i18next';
import { ExportButton as ListExportButton } from '../../../components/export-button';
import type { PromotionListParams } from '../api/get-promotions';

/** The export's columns come from the promotions' zod schemas: they load with the first export. */
export function ExportButton({ params, mine }: { params: PromotionListParams; mine: boolean }) {
  const { t } = useTranslation();
  const run = async () => {
    const { exportPromotions } = await import('../api/export-promotions');
    return exportPromotions(params, mine, (key) => t(key));
  };
  return <ListExportButton name="promotions" run={run} />;
}
