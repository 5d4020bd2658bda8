import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useCan } from '../../../lib/auth/use-can';
import { PromotionDetails } from '../components/promotion-details';
import { PromotionLoader } from '../components/promotion-loader';

function PromotionShow({ mine }: { mine: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useCan('promotion.edit') && !mine;
  return (
    <PromotionLoader mine={mine}>
      {(p) => (
        <>
          <PageTitle
            title={t('promotions.titles.show', { code: p.code })}
            extra={
              <Flex gap="small" wrap>
                <Button
                  icon={<ArrowLeftOutlined />}
                  onClick={() => void navigate(mine ? '/promotion-mine' : '/promotion')}
                >
                  {t('buttons.back')}
                </Button>
                <Button
                  onClick={() =>
                    void navigate(`/promotion/${p.id}/${encodeURIComponent(p.code)}/sale`)
                  }
                >
                  {t('promotions.buttons.sales')}
                </Button>
                {canEdit && (
                  <Button
                    type="primary"
                    icon={<EditOutlined />}
                    onClick={() =>
                      void navigate(`/promotion/${p.id}/${encodeURIComponent(p.code)}/edit`)
                    }
                  >
                    {t('buttons.edit')}
                  </Button>
                )}
              </Flex>
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
