import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { notifySuccess } from '../../../lib/notify';
import { linkTo } from '../../../lib/paths';
import { useCreatePromotion, type PromotionInput } from '../api/create-promotion';
import { PromotionForm } from '../components/promotion-form';

export function PromotionCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreatePromotion();
  const submit = (values: PromotionInput) =>
    create.mutateAsync(values).then(() => {
      notifySuccess(t('promotions.messages.create_success'));
      void navigate(linkTo('promotions.list'));
    });
  return (
    <>
      <PageTitle title={t('promotions.titles.create')} />
      <Card>
        <PromotionForm
          pending={create.isPending}
          onSubmit={submit}
          onCancel={() => void navigate(linkTo('promotions.list'))}
        />
      </Card>
    </>
  );
}
