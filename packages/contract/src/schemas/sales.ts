import { z } from 'zod';
import { PROMOTION_UNITS, REWARD_TYPES, SORT_ORDERS } from '../constants';
import { amountSum, ok, paging, text, timestamp } from './common';
import { day, promotionCode } from './promotions';
import { CODE_SALE_SORT_FIELDS, SALE_SORT_FIELDS } from '../routes/areas/sales';

/** Values its screens use without zod, kept with the area's permissions (`routes/areas/sales.ts`). */
export { CODE_SALE_SORT_FIELDS, SALE_SORT_FIELDS };

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

export const codeSalesRequest = paging.extend({
  code: promotionCode,
  ...range,
  sort: z.enum(CODE_SALE_SORT_FIELDS, { error: 'validation.invalid_option' }).default('at'),
  order: z.enum(SORT_ORDERS, { error: 'validation.invalid_option' }).default('desc'),
});
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
  /** The time of the latest of these sales. */
  last_at: timestamp,
});
export type SaleSummary = z.infer<typeof saleSummary>;

export const saleTotal = z.object({
  currency: z.enum(PROMOTION_UNITS),
  count: z.number().int(),
  sum: amountSum,
  commission: amountSum,
});
export type SaleTotal = z.infer<typeof saleTotal>;

export const saleListMineRequest = paging.extend({
  ...range,
  sort: z.enum(SALE_SORT_FIELDS, { error: 'validation.invalid_option' }).default('code'),
});
export const saleListRequest = saleListMineRequest.extend({
  /** Part of a salesman's user name, full name, e-mail or phone, in any case and accents; absent: every salesman. */
  salesman: text().trim().max(200, 'validation.too_long').optional(),
});
export type SaleListRequest = z.infer<typeof saleListRequest>;

/** The salesman picker of the sales list: salesmen whose name or full name holds the text. */
export const salesmanSearchRequest = z.object({
  keyword: text().trim().max(200, 'validation.too_long').default(''),
});
export const salesmanOption = z.object({
  id: z.number().int(),
  user_name: z.string(),
  full_name: z.string(),
});
export type SalesmanOption = z.infer<typeof salesmanOption>;
export const salesmanSearchResponse = ok({ list: z.array(salesmanOption) });
export const saleListResponse = ok({
  total: z.number().int(),
  list: z.array(saleSummary),
  totals: z.array(saleTotal),
});
