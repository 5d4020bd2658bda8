import { Alert, Card, Flex } from 'antd';
import type { ReactNode } from 'react';
import type { CampaignItem } from '@console/contract/schemas/campaigns';
import { useTranslation } from 'react-i18next';
import { DetailActions } from '../../../components/detail-actions';
import { PageTitle } from '../../../components/page-title';
import { useCan } from '../../../lib/auth/use-can';
import { linkTo } from '../../../lib/paths';
import { CampaignActions } from '../components/campaign-actions';
import { CampaignDetails } from '../components/campaign-details';
import { CampaignHistory } from '../components/campaign-history';
import { CampaignLoader } from '../components/campaign-loader';
import { PendingRevision } from '../components/pending-revision';

const EDITABLE = ['draft', 'rejected'];

/** `sections`: parts other areas add to the page (the app composes them in the screen's join, app/joins/campaigns.show.tsx). */
export function CampaignShowPage({
  sections,
}: {
  sections?: (campaign: CampaignItem) => ReactNode;
}) {
  const { t } = useTranslation();
  const canEdit = useCan('campaigns.edit');
  return (
    <CampaignLoader>
      {({ item, history, pendingRevision }) => (
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
                <CampaignActions campaign={item} pendingRevision={pendingRevision} />
              </DetailActions>
            }
          />
          <Flex vertical gap="middle">
            {item.defaultCondition === null && (
              <Alert type="info" showIcon message={t('campaigns.messages.details_missing')} />
            )}
            {pendingRevision && (
              <Card title={t('campaigns.sections.extension')}>
                <PendingRevision revision={pendingRevision} />
              </Card>
            )}
            <Card>
              <CampaignDetails campaign={item} />
            </Card>
            {sections?.(item)}
            <Card title={t('campaigns.sections.history')}>
              <CampaignHistory history={history} />
            </Card>
          </Flex>
        </>
      )}
    </CampaignLoader>
  );
}
