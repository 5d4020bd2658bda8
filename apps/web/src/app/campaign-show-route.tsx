import type { CampaignItem } from '@console/contract/schemas/campaigns';

/**
 * The campaign page with the parts other areas add to it (a feature imports no other feature,
 * so the app composes them): the mer-ter files, terminals and customers.
 */
export async function loadCampaignShow() {
  const [{ CampaignShowPage }, { MerterPanel }] = await Promise.all([
    import('../features/campaigns/pages/campaign-show-page'),
    import('../features/merter/components/merter-panel'),
  ]);
  const sections = (campaign: CampaignItem) => <MerterPanel campaign={campaign} />;
  return function CampaignShowRoute() {
    return <CampaignShowPage sections={sections} />;
  };
}
