import type {
  PROMOTION_PACKAGES,
  PROMOTION_STATUSES,
  PROMOTION_TYPES,
  PROMOTION_UNITS,
} from './constants';

/**
 * Prices of the paid packages, and what a promotion code takes off them. Pure: the server quotes
 * and records sales with it, the web app shows the same numbers. Amounts are integers in the minor
 * unit of the currency (đồng for VND, cents for USD); docs/decisions/pricing.md explains the rounding.
 */
export type PromotionPackage = (typeof PROMOTION_PACKAGES)[number];
export type PromotionUnit = (typeof PROMOTION_UNITS)[number];
export type PromotionType = (typeof PROMOTION_TYPES)[number];
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** List price per month of each package, in its currency's minor unit. */
export type PriceList = Record<PromotionPackage, number>;

export const CURRENCY_OF: Record<PromotionPackage, PromotionUnit> = {
  standard_vnd: 'VND',
  standard_usd: 'USD',
};

/** The fields of a promotion code that decide a price. */
export interface PricingCode {
  code: string;
  status: PromotionStatus;
  /** Last day the code applies, YYYY-MM-DD, in UTC. */
  expire: string;
  package: PromotionPackage;
  unit: PromotionUnit;
  type: PromotionType;
  min: number;
  percent: number;
  money: number;
  month: number;
}

/** Why a code given with a quote takes nothing off: a message key of errors.ts. */
export const QUOTE_REASONS = [
  'promotions.not_found',
  'promotions.code_stopped',
  'promotions.code_expired',
  'promotions.wrong_package',
  'promotions.wrong_unit',
  'promotions.min_months',
] as const;
export type QuoteReason = (typeof QUOTE_REASONS)[number];

export interface QuoteInput {
  package: PromotionPackage;
  months: number;
  prices: PriceList;
  /** Absent: no code asked for. Null: a code was asked for and does not exist. */
  promotion?: PricingCode | null;
  /** The time of the purchase; a code applies through the whole UTC day of its expiry. */
  now: Date;
}

export interface Quote {
  package: PromotionPackage;
  currency: PromotionUnit;
  months: number;
  unit_price: number;
  list_price: number;
  discount: number;
  bonus_months: number;
  amount_due: number;
  /** The code when it applies, else null. */
  code: string | null;
  reason: QuoteReason | null;
}

/** `value × percent / 100`, rounded half up to a whole minor unit, in integer arithmetic. */
export function percentOf(value: number, percent: number): number {
  return Math.floor((value * percent + 50) / 100);
}

const COND_TYPES: ReadonlySet<PromotionType> = new Set([
  'percent_cond_month',
  'money_cond_month',
  'month_cond_month',
]);

/** The UTC day of a time, YYYY-MM-DD, as expiry dates are written. */
export const dayOf = (now: Date): string => now.toISOString().slice(0, 10);

/** A code applies through the whole UTC day of its expiry and is expired from the next. */
export const isExpired = (expire: string, now: Date): boolean => dayOf(now) > expire;

/** Why the code does not apply to this purchase, or null when it does. */
export function refusal(
  promotion: PricingCode | null,
  pkg: PromotionPackage,
  months: number,
  now: Date,
): QuoteReason | null {
  if (!promotion) return 'promotions.not_found';
  if (promotion.status !== 'run') return 'promotions.code_stopped';
  if (isExpired(promotion.expire, now)) return 'promotions.code_expired';
  if (promotion.package !== pkg) return 'promotions.wrong_package';
  if (promotion.unit !== CURRENCY_OF[pkg]) return 'promotions.wrong_unit';
  if (COND_TYPES.has(promotion.type) && months < promotion.min) return 'promotions.min_months';
  return null;
}

function effect(p: PricingCode, listPrice: number): { discount: number; bonus: number } {
  switch (p.type) {
    case 'percent':
    case 'percent_cond_month':
      return { discount: percentOf(listPrice, p.percent), bonus: 0 };
    case 'percent_money':
      return { discount: Math.min(percentOf(listPrice, p.percent), p.money), bonus: 0 };
    case 'money':
    case 'money_cond_month':
      return { discount: p.money, bonus: 0 };
    case 'month':
    case 'month_cond_month':
      return { discount: 0, bonus: p.month };
  }
}

/** The list price of `months` months of a package, and what the code (if any) changes. */
export function quote(input: QuoteInput): Quote {
  const unitPrice = input.prices[input.package];
  const listPrice = unitPrice * input.months;
  const base: Quote = {
    package: input.package,
    currency: CURRENCY_OF[input.package],
    months: input.months,
    unit_price: unitPrice,
    list_price: listPrice,
    discount: 0,
    bonus_months: 0,
    amount_due: listPrice,
    code: null,
    reason: null,
  };
  if (input.promotion === undefined) return base;
  const reason = refusal(input.promotion, input.package, input.months, input.now);
  if (reason || !input.promotion) return { ...base, reason };
  const { discount, bonus } = effect(input.promotion, listPrice);
  // A discount never takes more than the price: the amount due stops at zero.
  const capped = Math.max(0, Math.min(discount, listPrice));
  return {
    ...base,
    discount: capped,
    bonus_months: Math.max(0, bonus),
    amount_due: listPrice - capped,
    code: input.promotion.code,
  };
}

/**
 * A salesman's commission on a code's sales: reward × count when the reward is money, reward % of
 * the sum paid (rounded half up) when it is a percent. In bigint: a reward of MAX_NUMBER over a
 * thousand sales is past 2^53.
 */
export function commission(
  rewardType: 'percent' | 'money',
  reward: number,
  count: number,
  sum: bigint,
): bigint {
  return rewardType === 'money'
    ? BigInt(reward) * BigInt(count)
    : (sum * BigInt(reward) + 50n) / 100n;
}
