import { Alert, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { DetailActions } from '../../../components/detail-actions';
import { PageTitle } from '../../../components/page-title';
import { Slot } from '../../../components/slot';
import { useCan } from '../../../lib/auth/use-can';
import { linkTo } from '../../../lib/paths';
import { CampaignActions } from '../components/campaign-actions';
import { CampaignDetails } from '../components/campaign-details';
import { CampaignHistory } from '../components/campaign-history';
import { CampaignLoader } from '../components/campaign-loader';

const EDITABLE = ['draft', 'rejected'];

export function CampaignShowPage() {
  const { t } = useTranslation();
  const canEdit = useCan('campaigns.edit');
  return (
    <CampaignLoader>
      {({ item, history }) => (
        <>
          <PageTitle
            title={t('campaigns.titles.show', { name: item.name })}
            extra={
              <DetailActions
                backPath={linkTo('campaigns.list')}
                editPath={
                  canEdit && EDITABLE.includes(item.state)
                    ? linkTo('campaigns.edit', { id: item.id })
                    : undefined
                }
              >
                <CampaignActions campaign={item} />
              </DetailActions>
            }
          />
          <Flex vertical gap="middle">
            {item.defaultCondition === null && (
              <Alert type="info" showIcon message={t('campaigns.messages.details_missing')} />
            )}
            <Card>
              <CampaignDetails campaign={item} />
            </Card>
            <Slot name="campaigns.show" campaignId={item.id} />
            <Card title={t('campaigns.sections.history')}>
              <CampaignHistory history={history} />
            </Card>
          </Flex>
        </>
      )}
    </CampaignLoader>
  );
}
