import { findBankByCode } from '@console/contract/banks';
import type { CampaignItem } from '@console/contract/schemas/campaigns';
import type { RedemptionReason, TransactionContext } from '@console/contract/schemas/redemption';
import type { Db } from '../../db/database';
import type { CampaignRow } from '../campaigns/campaigns.tables';
import { inScope, type Client } from './clients.service';
import { exposureRepository } from './exposure.repository';
import { redemptionRepository as repo } from './redemption.repository';
import { cycleKey, discountFor, type CampaignTerms } from './rules';

/**
 * CampaignExpose's checks of a transaction against one campaign, in the order (campaign,
 * state and time, bank / QR type / mer-ter eligibility, blocklists, minimum amount, discount).
 * Quote, GetDetail and Redeem ask it; a refusal is a reason key, not an error.
 */

export type Details = Pick<
  CampaignItem,
  | 'defaultCondition'
  | 'specialConditions'
  | 'maxFundingPerTransaction'
  | 'sponsorshipRate'
  | 'merTerSharedFee'
  | 'qrTypes'
  | 'usageCycle'
  | 'usesPerCycle'
  | 'usesPerCampaign'
  | 'totalUsageLimit'
  | 'voucherCode'
>;

export type Context = Omit<TransactionContext, 'time' | 'voucherCode'> & { campaignId: number };

export interface Eligible {
  reason: null;
  campaign: CampaignRow;
  details: Details;
  discount: number;
  sponsorAmount: number;
  merTerSharedFee: number;
}
export interface Refused {
  reason: RedemptionReason;
  campaign: CampaignRow | undefined;
}
export type Evaluation = Eligible | Refused;

const bankIdOf = (code: string) => findBankByCode(code)?.bankId ?? code;

export function detailsOf(row: CampaignRow): Details {
  return JSON.parse(row.details) as Details;
}

function termsOf(details: Details): CampaignTerms | null {
  if (!details.defaultCondition) return null;
  return {
    defaultCondition: details.defaultCondition,
    specialConditions: details.specialConditions ?? [],
    maxFundingPerTransaction: details.maxFundingPerTransaction ?? 0,
    sponsorshipRate: details.sponsorshipRate ?? 0,
    merTerSharedFee: details.merTerSharedFee ?? 0,
  };
}

/** The campaign's budget; none (null) when it has no maximum or a maximum of 0. */
export const maxBudgetOf = (row: CampaignRow) =>
  row.max_budget === null || Number(row.max_budget) === 0 ? null : Number(row.max_budget);

type InContext = NonNullable<Awaited<ReturnType<typeof exposureRepository.campaignInContext>>>;

function campaignOf(read: InContext): CampaignRow {
  const {
    terminal_status: _status,
    has_terminals: _has,
    mer_ter_status: _merTer,
    member: _member,
    blocked: _blocked,
    ...campaign
  } = read;
  return campaign;
}

/**
 * Every check before the transaction, in the order; the campaign's counters are read
 * only for a quote (`withCounters`), as a redemption takes them in its transaction.
 */
export async function evaluate(
  db: Db,
  client: Client,
  ctx: Context,
  at: Date,
  withCounters = false,
): Promise<Evaluation> {
  const read = await exposureRepository.campaignInContext(db, ctx);
  const campaign = read && campaignOf(read);
  if (!read || !campaign || !inScope(client, campaign)) {
    return { reason: 'campaign_not_found', campaign };
  }
  const refuse = (reason: RedemptionReason): Refused => ({ reason, campaign });
  const details = detailsOf(campaign);
  const terms = termsOf(details);
  if (campaign.state !== 'running' || !terms) return refuse('campaign_not_running');
  const t = at.toISOString();
  if (t < campaign.start_time || t >= campaign.end_time) return refuse('outside_time');

  if (campaign.type === 'bank' && bankIdOf(ctx.bankCode) !== campaign.bank_code) {
    return refuse('bank_not_eligible');
  }
  if (!details.qrTypes.includes(ctx.qrType)) return refuse('qr_type_not_eligible');
  if (campaign.type === 'merchant' && ctx.merchantCode !== campaign.merchant_code) {
    return refuse('merchant_not_eligible');
  }
  if (read.has_terminals && read.mer_ter_status !== 'open') return refuse('terminal_not_eligible');
  if (campaign.type === 'private' && !read.member) return refuse('customer_not_eligible');
  if (read.blocked) return refuse('customer_blocked');
  if (read.terminal_status === 'locked') return refuse('terminal_locked');

  const d = discountFor(terms, ctx.amount, at);
  if (d.belowMinimum) return refuse('below_minimum');
  if (d.discount <= 0) return refuse('no_discount');
  const maxBudget = maxBudgetOf(campaign);
  if (maxBudget !== null && d.discount > maxBudget) return refuse('budget_exhausted');

  if (withCounters) {
    const counters = await repo.counters(db, campaign.id);
    const used = Number(counters?.budget_used ?? 0);
    const uses = Number(counters?.uses ?? 0);
    const cycle = cycleKey(details.usageCycle, at);
    const mine = await repo.customerUses(db, campaign.id, ctx.customerPhone, [cycle, '*']);
    const usedIn = (p: string) => mine.find((m) => m.period === p)?.used ?? 0;
    if (details.usesPerCycle !== null && usedIn(cycle) + 1 > details.usesPerCycle) {
      return refuse('customer_cycle_limit');
    }
    if (details.usesPerCampaign !== null && usedIn('*') + 1 > details.usesPerCampaign) {
      return refuse('customer_campaign_limit');
    }
    if (details.totalUsageLimit !== null && uses + 1 > details.totalUsageLimit) {
      return refuse('total_uses_reached');
    }
    if (maxBudget !== null && used + d.discount > maxBudget) return refuse('budget_exhausted');
  }
  return { reason: null, campaign, details, ...d };
}
