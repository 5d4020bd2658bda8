import type { CampaignType } from '@console/contract/constants';

const DAY = 86_400_000;

/**
 * A whole campaign as CampaignFull/Create (`campaigns.createFull`) takes it, from two days on for
 * three days: 10% of any amount up to 50,000, one use a cycle and two a campaign, 100 uses and
 * 10,000,000 in all; `fields` (name, code, merchantCode, …) over.
 */
export function campaignBody(type: CampaignType, fields: Record<string, unknown>) {
  const at = (ms: number) => new Date(Date.now() + ms).toISOString();
  return {
    type,
    startTime: at(2 * DAY),
    endTime: at(5 * DAY),
    defaultCondition: { discountRate: 10, maxDiscountAmount: 50_000, minTransactionAmount: 0 },
    specialConditions: [],
    qrTypes: ['portal'],
    usesPerCycle: 1,
    usesPerCampaign: 2,
    totalUsageLimit: 100,
    maxBudget: 10_000_000,
    ...fields,
  };
}
