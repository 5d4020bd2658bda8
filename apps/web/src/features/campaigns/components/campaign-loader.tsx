import { pathId } from '../../../lib/path-id';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FullPageSpin } from '../../../components/full-page-spin';
import { LoadError } from '../../../components/load-error';
import { isApiError } from '../../../lib/api/api-error';
import { linkTo } from '../../../lib/paths';
import { useCampaign, type CampaignWithHistory } from '../api/get-campaign';

function CampaignNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('campaigns.messages.not_found')}
      extra={
        <Button type="primary" onClick={() => void navigate(linkTo('campaigns.list'))}>
          {t('buttons.back')}
        </Button>
      }
    />
  );
}

/** Loads the campaign named by the URL and shows the loading, missing and failed states. */
export function CampaignLoader({
  children,
}: {
  children: (campaign: CampaignWithHistory) => ReactNode;
}) {
  const parsed = pathId.safeParse(useParams().id);
  const id = parsed.success ? parsed.data : null;
  const campaign = useCampaign(id);
  if (id === null) return <CampaignNotFound />;
  if (campaign.isPending) return <FullPageSpin />;
  if (campaign.isError) {
    const missing = isApiError(campaign.error) && campaign.error.status === 404;
    return missing ? <CampaignNotFound /> : <LoadError onRetry={() => void campaign.refetch()} />;
  }
  return children(campaign.data);
}
