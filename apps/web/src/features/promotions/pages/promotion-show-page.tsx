import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DetailActions } from '../../../components/detail-actions';
import { PageTitle } from '../../../components/page-title';
import { useCan } from '../../../lib/auth/use-can';
import { linkTo } from '../../../lib/paths';
import { PromotionDetails } from '../components/promotion-details';
import { PromotionLoader } from '../components/promotion-loader';

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
                backPath={linkTo(mine ? 'promotions.mine' : 'promotions.list')}
                editPath={canEdit ? linkTo('promotions.edit', p) : undefined}
              >
                <Button onClick={() => void navigate(linkTo('promotions.sales', p))}>
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
