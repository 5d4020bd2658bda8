import { CAMPAIGN_TYPES } from '@console/contract/constants';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { notifySuccess } from '../../../lib/notify';
import { linkTo } from '../../../lib/paths';
import { useCreateCampaign } from '../api/save-campaign';
import { CampaignForm } from '../components/campaign-form';

export function CampaignCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateCampaign();
  const wanted = useParams().type;
  const type = CAMPAIGN_TYPES.find((c) => c === wanted) ?? 'bank';
  return (
    <>
      <PageTitle title={t('campaigns.titles.create', { type: t(`campaigns.types.${type}`) })} />
      <CampaignForm
        key={type}
        type={type}
        pending={create.isPending}
        onSubmit={async (input) => {
          const item = await create.mutateAsync(input);
          notifySuccess(t('campaigns.messages.create_success'));
          void navigate(linkTo('campaigns.show', { id: item.id }));
        }}
        onCancel={() => void navigate(linkTo('campaigns.list'))}
      />
    </>
  );
}
