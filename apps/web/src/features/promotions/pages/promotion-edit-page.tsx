import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { notifySuccess } from '../../../lib/notify';
import { linkTo } from '../../../lib/paths';
import type { PromotionInput } from '../api/create-promotion';
import { useUpdatePromotion } from '../api/update-promotion';
import { PromotionForm } from '../components/promotion-form';
import { PromotionLoader } from '../components/promotion-loader';

export function PromotionEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdatePromotion();
  return (
    <PromotionLoader mine={false}>
      {(p) => {
        const detail = linkTo('promotions.show', p);
        const submit = (values: PromotionInput) =>
          update.mutateAsync({ ...values, code: p.code }).then(() => {
            notifySuccess(t('promotions.messages.update_success'));
            void navigate(detail);
          });
        return (
          <>
            <PageTitle title={t('promotions.titles.edit', { code: p.code })} />
            <Card>
              <PromotionForm
                promotion={p}
                pending={update.isPending}
                onSubmit={submit}
                onCancel={() => void navigate(detail)}
              />
            </Card>
          </>
        );
      }}
    </PromotionLoader>
  );
}
