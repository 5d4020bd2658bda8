import type { CAMPAIGN_USAGE_CYCLES } from '@console/contract/constants';
import type { DiscountCondition, SpecialCondition } from '@console/contract/schemas/campaigns';

/**
 * The arithmetic of a redemption, pure so it is tested alone (rules.test.ts): which condition is
 * in force, the discount it gives, the shares recorded, and the customer's cycle in Vietnam time.
 */

type CampaignUsageCycle = (typeof CAMPAIGN_USAGE_CYCLES)[number];

/** Vietnam keeps UTC+7 all year (no daylight saving): Asia/Ho_Chi_Minh. */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The key of the cycle `at` falls in, in Vietnam time: a calendar day (`d:2026-11-26`), an ISO
 * week (`w:2026-W48`, weeks from Monday, the week-year of its Thursday) or a month (`m:2026-11`).
 */
export function cycleKey(cycle: CampaignUsageCycle, at: Date): string {
  const local = new Date(at.getTime() + VIETNAM_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth() + 1;
  const d = local.getUTCDate();
  if (cycle === 'daily') return `d:${y}-${pad(m)}-${pad(d)}`;
  if (cycle === 'monthly') return `m:${y}-${pad(m)}`;
  // ISO week: the Thursday of this week decides the year; week 1 holds the year's first Thursday.
  const day = Date.UTC(y, m - 1, d);
  const weekday = (local.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thursday = new Date(day + (3 - weekday) * DAY_MS);
  const weekYear = thursday.getUTCFullYear();
  const firstOfYear = Date.UTC(weekYear, 0, 1);
  const week = Math.floor((thursday.getTime() - firstOfYear) / DAY_MS / 7) + 1;
  return `w:${weekYear}-W${pad(week)}`;
}

export interface CampaignTerms {
  defaultCondition: DiscountCondition;
  specialConditions: readonly SpecialCondition[];
  /** 0: no cap per transaction beyond the condition's own. */
  maxFundingPerTransaction: number;
  sponsorshipRate: number;
  merTerSharedFee: number;
}

/** The special condition whose window holds `at`, else the default. */
export function conditionAt(terms: CampaignTerms, at: Date): DiscountCondition {
  const t = at.getTime();
  const special = terms.specialConditions.find(
    (s) => Date.parse(s.startTime) <= t && t < Date.parse(s.endTime),
  );
  return special ?? terms.defaultCondition;
}

export interface Discount {
  /** Below the condition's minimum transaction amount: no discount. */
  belowMinimum: boolean;
  discount: number;
  sponsorAmount: number;
  merTerSharedFee: number;
}

/**
 * The discount on `amount` đồng: the least of rate × amount (rounded down to the đồng), the
 * condition's maximum discount and the campaign's maximum funding per transaction (when set).
 * The sponsor's share is its rate of the discount, rounded down; the mer-ter shared fee is the
 * campaign's, recorded with each redemption. Rates have two decimals, so the arithmetic is done
 * in integers (basis points) and never rounds a sum of money through a float.
 */
export function discountFor(terms: CampaignTerms, amount: number, at: Date): Discount {
  const condition = conditionAt(terms, at);
  if (amount < condition.minTransactionAmount) {
    return { belowMinimum: true, discount: 0, sponsorAmount: 0, merTerSharedFee: 0 };
  }
  const basisPoints = BigInt(Math.round(condition.discountRate * 100));
  let discount = (BigInt(amount) * basisPoints) / 10_000n;
  const caps = [condition.maxDiscountAmount, terms.maxFundingPerTransaction].filter((c) => c > 0);
  for (const cap of caps) if (BigInt(cap) < discount) discount = BigInt(cap);
  const sponsorBasisPoints = BigInt(Math.round(terms.sponsorshipRate * 100));
  const sponsor = (discount * sponsorBasisPoints) / 10_000n;
  return {
    belowMinimum: false,
    discount: Number(discount),
    sponsorAmount: Number(sponsor),
    merTerSharedFee: discount > 0n ? terms.merTerSharedFee : 0,
  };
}

/**
 * How much discount a refund gives back: in proportion to the refunded share of the amount,
 * counted on the running total so rounding never drifts (the refund that completes the amount
 * gives back exactly what is left).
 */
export function discountToReverse(
  r: { amount: number; discount: number; refunded: number; reversed: number },
  refund: number,
): number {
  const total = r.refunded + refund;
  if (total >= r.amount) return r.discount - r.reversed;
  const target = (BigInt(r.discount) * BigInt(total)) / BigInt(r.amount);
  return Number(target) - r.reversed;
}
