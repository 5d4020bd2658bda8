import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { notifySuccess } from '../../../lib/notify';
import { linkTo } from '../../../lib/paths';
import { useEditCampaign } from '../api/save-campaign';
import { CampaignForm } from '../components/campaign-form';
import { CampaignLoader } from '../components/campaign-loader';

export function CampaignEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const edit = useEditCampaign();
  return (
    <CampaignLoader>
      {({ item }) => (
        <>
          <PageTitle title={t('campaigns.titles.edit', { name: item.name })} />
          <CampaignForm
            type={item.type}
            initial={item}
            pending={edit.isPending}
            onSubmit={async (input) => {
              await edit.mutateAsync({ ...input, id: item.id, version: item.version });
              notifySuccess(t('campaigns.messages.update_success'));
              void navigate(linkTo('campaigns.show', { id: item.id }));
            }}
            onCancel={() => void navigate(linkTo('campaigns.show', { id: item.id }))}
          />
        </>
      )}
    </CampaignLoader>
  );
}
