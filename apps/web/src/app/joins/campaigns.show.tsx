import type { CampaignItem } from '@console/contract/schemas/campaigns';

/**
 * The campaign page with the parts other areas add to it (a feature imports no other feature,
 * so the app composes them): the mer-ter files, terminals and customers, and the redemptions.
 */
export async function loadCampaignShow() {
  const [{ CampaignShowPage }, { MerterPanel }, { CampaignRedemptions }] = await Promise.all([
    import('../features/campaigns/pages/campaign-show-page'),
    import('../features/merter/components/merter-panel'),
    import('../features/redemption/components/campaign-redemptions'),
  ]);
  const sections = (campaign: CampaignItem) => (
    <>
      <MerterPanel campaign={campaign} />
      <CampaignRedemptions campaignId={campaign.id} />
    </>
  );
  return function CampaignShowRoute() {
    return <CampaignShowPage sections={sections} />;
  };
}
