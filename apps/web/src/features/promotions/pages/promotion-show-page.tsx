import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DetailActions } from '../../../components/detail-actions';
import { PageTitle } from '../../../components/page-title';
import { useCan } from '../../../lib/auth/use-can';
import { PromotionDetails } from '../components/promotion-details';
import { PromotionLoader } from '../components/promotion-loader';

const path = (p: { id: number; code: string }) =>
  `/promotion/${p.id}/${encodeURIComponent(p.code)}`;

function PromotionShow({ mine }: { mine: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useCan('promotions.edit') && !mine;
  return (
    <PromotionLoader mine={mine}>
      {(p) => (
        <>
          <PageTitle
            title={t('promotions.titles.show', { code: p.code })}
            extra={
              <DetailActions
                backPath={mine ? '/promotion-mine' : '/promotion'}
                editPath={canEdit ? `${path(p)}/edit` : undefined}
              >
                <Button onClick={() => void navigate(`${path(p)}/sale`)}>
                  {t('promotions.buttons.sales')}
                </Button>
              </DetailActions>
            }
          />
          <Card>
            <PromotionDetails promotion={p} />
          </Card>
        </>
      )}
    </PromotionLoader>
  );
}

export const PromotionShowPage = () => <PromotionShow mine={false} />;
export const PromotionMineShowPage = () => <PromotionShow mine />;
