import type { ResponseOf } from '@console/contract/routes';
import type { CampaignItem } from '@console/contract/schemas/campaigns';

const DAY = 86_400_000;

/** A time `days` from now (negative: ago), as the server sends it. */
export const inDays = (days: number, hour = 9) => {
  const d = new Date(Date.now() + days * DAY);
  d.setHours(hour, 0, 0, 0);
  return d.toISOString();
};

/**
 * A whole bank campaign as the server answers it, for the campaign screens' component tests:
 * 10% up to 50,000, one use a cycle and three a campaign, 10,000 uses and 50,000,000 in all;
 * `fields` over.
 */
export function campaignOf(fields: Partial<CampaignItem> = {}): CampaignItem {
  return {
    id: 5,
    type: 'bank',
    state: 'draft',
    version: 3,
    name: 'Ưu đãi thử',
    code: 'E2E-TEST',
    startTime: inDays(3),
    endTime: inDays(6),
    banks: ['970436'],
    merchantCode: '',
    maxBudget: 50_000_000,
    createdBy: 'supporter1',
    updatedAt: inDays(-1),
    description: '',
    sponsorshipRate: 0,
    defaultCondition: { discountRate: 10, maxDiscountAmount: 50_000, minTransactionAmount: 0 },
    specialConditions: [],
    merTerSharedFee: 0,
    maxFundingPerTransaction: 0,
    qrTypes: ['portal'],
    usageCycle: 'daily',
    usesPerCycle: 1,
    usesPerCampaign: 3,
    totalUsageLimit: 10_000,
    periodType: 'both',
    voucherCode: '',
    merchantName: '',
    submittedBy: '',
    createdAt: inDays(-1),
    ...fields,
  };
}

type Full = ResponseOf<'campaigns.get'>;

/** The campaign page's answer: the campaign, its waiting extension and its history. */
export function fullOf(
  item: CampaignItem,
  more: Partial<Pick<Full, 'pendingRevision' | 'history'>> = {},
): Full {
  return { success: true, item, pendingRevision: null, history: [], ...more };
}

/** What the campaign's details ask of its budget: nothing used yet. */
export const budgetOf = (item: CampaignItem) => (): ResponseOf<'campaigns.budget'> => ({
  success: true,
  maxBudget: item.maxBudget,
  used: '0',
  remaining: item.maxBudget === null ? null : String(item.maxBudget),
  uses: 0,
  totalUsageLimit: item.totalUsageLimit,
});
