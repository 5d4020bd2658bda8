import { z } from 'zod';
import { PROMOTION_UNITS, REWARD_TYPES } from '../constants';
import { amountSum, ok, paging, text, timestamp } from './common';
import { day, promotionCode } from './promotions';

/** One purchase made with a promotion code. Amounts in minor units of `currency`. */
export const sale = z.object({
  id: z.number().int(),
  code: z.string(),
  user_name: z.string(),
  salesman_name: z.string().nullable(),
  months: z.number().int(),
  bonus_months: z.number().int(),
  list_price: z.number().int(),
  discount: z.number().int(),
  amount_paid: z.number().int(),
  currency: z.enum(PROMOTION_UNITS),
  at: timestamp,
});
export type Sale = z.infer<typeof sale>;

/** A date range, both ends inclusive, in UTC. */
const range = {
  from: day.optional(),
  to: day.optional(),
};

export const codeSalesRequest = paging.extend({ code: promotionCode, ...range });
export const codeSalesResponse = ok({ total: z.number().int(), list: z.array(sale) });

/** A code's sales in a period, and the salesman's commission on them. */
export const saleSummary = z.object({
  promotion_id: z.number().int(),
  code: z.string(),
  salesman_name: z.string().nullable(),
  currency: z.enum(PROMOTION_UNITS),
  reward: z.number().int(),
  reward_type: z.enum(REWARD_TYPES),
  count: z.number().int(),
  sum: amountSum,
  commission: amountSum,
});
export type SaleSummary = z.infer<typeof saleSummary>;

export const saleTotal = z.object({
  currency: z.enum(PROMOTION_UNITS),
  count: z.number().int(),
  sum: amountSum,
  commission: amountSum,
});
export type SaleTotal = z.infer<typeof saleTotal>;

export const saleListMineRequest = paging.extend(range);
export const saleListRequest = saleListMineRequest.extend({
  /** Part of a salesman's user name, full name, e-mail or phone, in any case and accents; absent: every salesman. */
  salesman: text().trim().max(200, 'validation.too_long').optional(),
});
export type SaleListRequest = z.infer<typeof saleListRequest>;
export const saleListResponse = ok({
  total: z.number().int(),
  list: z.array(saleSummary),
  totals: z.array(saleTotal),
});
