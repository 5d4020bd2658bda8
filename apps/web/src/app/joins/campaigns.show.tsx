import type { CampaignItem } from '@console/contract/schemas/campaigns';
import { CampaignShowPage } from '../../features/campaigns/pages/campaign-show-page';
import { MerterPanel } from '../../features/merter/components/merter-panel';
import { CampaignRedemptions } from '../../features/redemption/components/campaign-redemptions';

/** The parts other areas add to the campaign page: the mer-ter files, terminals and customers, and the redemptions. */
const sections = (campaign: CampaignItem) => (
  <>
    <MerterPanel campaign={campaign} />
    <CampaignRedemptions campaignId={campaign.id} />
  </>
);

export default function CampaignShowRoute() {
  return <CampaignShowPage sections={sections} />;
}
