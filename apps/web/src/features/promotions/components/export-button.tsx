import { useTranslation } from 'react-i18next';
import { ExportButton as ListExportButton } from '../../../components/export-button';
import { exportPromotions } from '../api/export-promotions';
import type { PromotionListParams } from '../api/get-promotions';

export function ExportButton({ params, mine }: { params: PromotionListParams; mine: boolean }) {
  const { t } = useTranslation();
  return (
    <ListExportButton
      name="promotions"
      run={() => exportPromotions(params, mine, (key) => t(key))}
    />
  );
}
