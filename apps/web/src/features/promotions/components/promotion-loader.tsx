import type { Promotion } from '@console/contract/schemas/promotions';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FullPageSpin } from '../../../components/full-page-spin';
import { LoadError } from '../../../components/load-error';
import { isApiError } from '../../../lib/api/api-error';
import { usePromotion } from '../api/get-promotion';

/** Loads the code named by the URL (/…/:id/:code); a salesman's (`mine`) only if it is his. */
export function PromotionLoader({
  mine,
  children,
}: {
  mine: boolean;
  children: (promotion: Promotion) => ReactNode;
}) {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const promotion = usePromotion(code, mine);
  if (promotion.isPending) return <FullPageSpin />;
  if (promotion.isError) {
    const missing = isApiError(promotion.error) && promotion.error.status === 404;
    return missing ? (
      <Result status="404" title={t('errors.promotions.not_found')} />
    ) : (
      <LoadError onRetry={() => void promotion.refetch()} />
    );
  }
  return children(promotion.data);
}
