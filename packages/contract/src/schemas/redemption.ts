import { z } from 'zod';
import { normalizePhone } from '../phones';
import { CAMPAIGN_QR_TYPES, CAMPAIGN_TYPES, MAX_NUMBER } from '../constants';
import { CAMPAIGN_STATES } from '../machines/campaign';
import { id, listOf, ok, rpcPaging, requiredText, text, timestamp, typeError } from './common';
import { campaignTime, discountCondition } from './campaigns';

/**
 * Redemption (issue 13): payment systems, as integration clients, ask which campaigns apply to a
 * transaction, quote, redeem and reverse a discount through the `CampaignExpose` calls; employees
 * manage the clients and see the redemptions. A decision is a success answer, applied or refused
 * with a reason key (`redemption.reasons.*`); only a malformed request gets 4xx.
 */

/** Why a redemption was refused: each a key under `redemption.reasons` in the locale files. */
export const REDEMPTION_REASONS = [
  'campaign_not_found',
  'campaign_not_running',
  'outside_time',
  'bank_not_eligible',
  'qr_type_not_eligible',
  'merchant_not_eligible',
  'terminal_not_eligible',
  'customer_not_eligible',
  'customer_blocked',
  'terminal_locked',
  'below_minimum',
  'no_discount',
  'budget_exhausted',
  'total_uses_reached',
  'customer_cycle_limit',
  'customer_campaign_limit',
  'not_applied',
  'already_reversed',
  'refund_exceeds_amount',
  /**
   * A request naming a voucher code (docs/decisions/redemption.md, "Voucher codes"): no campaign
   * of the client's has the code (or the named campaign has another, or none, or the request
   * names none for a campaign that has one); the code's campaign has reached a use limit (the
   * customer's per cycle or per campaign, or its total); the code's campaign gives nothing to
   * this transaction (any other check refused).
   */
  'voucher_not_found',
  'voucher_already_used',
  'benefit_not_found',
] as const;
export type RedemptionReason = (typeof REDEMPTION_REASONS)[number];

export const REDEMPTION_STATES = ['applied', 'rejected', 'partially_reversed', 'reversed'] as const;
export type RedemptionState = (typeof REDEMPTION_STATES)[number];

/** A transaction's or a refund's id as the payment system names it. */
const callerId = (requiredKey = 'validation.required') =>
  text({ error: typeError(requiredKey) })
    .trim()
    .min(1, requiredKey)
    .max(64, 'validation.too_long')
    .regex(/^[A-Za-z0-9._:-]+$/, 'validation.invalid');

/** A transaction amount: whole đồng above zero. */
const amount = z
  .number({ error: typeError() })
  .int('validation.not_integer')
  .min(1, 'validation.too_small')
  .max(MAX_NUMBER, 'validation.too_big');

export const customerPhone = text({ error: typeError() })
  .trim()
  .min(1, 'validation.required')
  .transform((raw, ctx) => {
    const phone = normalizePhone(raw);
    if (phone === null) {
      ctx.addIssue({ code: 'custom', message: 'validation.invalid_phone' });
      return z.NEVER;
    }
    return phone;
  });

const code = (max: number) => text({ error: typeError() }).trim().max(max, 'validation.too_long');

/** What a payment system knows of a transaction when it asks which campaigns apply. */
export const transactionContext = z.object({
  amount,
  merchantCode: code(50).default(''),
  terminalCode: code(50).default(''),
  bankCode: code(20).default(''),
  qrType: z.enum(CAMPAIGN_QR_TYPES, { error: 'validation.invalid_option' }),
  customerPhone,
  /** When the transaction happens (ISO 8601); now when absent. Redeem always uses the server's now. */
  time: campaignTime('validation.campaign_time_format').optional(),
  /**
   * The voucher code the customer gave, if any: compared with the campaigns' codes trimmed and
   * case-insensitively. Optional and left absent when not sent, so the request hash a replay is
   * checked with stays that of a request from before codes were read.
   */
  voucherCode: code(50).optional(),
});
export type TransactionContext = z.infer<typeof transactionContext>;

/** Quote and Redeem name the campaign, its voucher code, or both. */
const campaignOrVoucher = (c: { campaignId?: number; voucherCode?: string }) =>
  c.campaignId !== undefined || Boolean(c.voucherCode);
const campaignRequired = { path: ['campaignId'], message: 'validation.required' };

export const quoteInput = transactionContext
  .extend({ campaignId: id.optional() })
  .refine(campaignOrVoucher, campaignRequired);
export type QuoteInput = z.infer<typeof quoteInput>;

export const redeemInput = transactionContext
  .omit({ time: true })
  .extend({ campaignId: id.optional(), transactionId: callerId() })
  .refine(campaignOrVoucher, campaignRequired);
export type RedeemInput = z.infer<typeof redeemInput>;

export const reverseInput = z.object({
  transactionId: callerId(),
  /** The refund's own id: the same one again answers the first answer. */
  refundId: callerId().default('full'),
  /** How much of the transaction is refunded; all that is left when absent. */
  refundAmount: amount.optional(),
});
export type ReverseInput = z.infer<typeof reverseInput>;

export const transactionIdInput = z.object({ transactionId: callerId() });

/** A decision: what was (or would be) applied, or why not. */
export const redemptionDecision = z.object({
  transactionId: z.string(),
  campaignId: z.number().int().nullable(),
  /** `eligible` is Quote's: it would apply; nothing was written. */
  decision: z.enum(['applied', 'rejected', 'eligible']),
  /** The reason key (`redemption.reasons.*`) of a refusal, else null. */
  reason: z.enum(REDEMPTION_REASONS).nullable(),
  /** The reason in the caller's language. */
  message: z.string(),
  amount: z.number(),
  discount: z.number(),
  payable: z.number(),
  sponsorAmount: z.number(),
  merTerSharedFee: z.number(),
  at: timestamp,
  /** True when this answer repeats the first answer to the same transaction id. */
  replayed: z.boolean(),
});
export type RedemptionDecision = z.infer<typeof redemptionDecision>;
export const redemptionDecisionResponse = ok(redemptionDecision.shape);

export const reversalDecision = z.object({
  transactionId: z.string(),
  refundId: z.string(),
  decision: z.enum(['reversed', 'rejected']),
  reason: z.enum(REDEMPTION_REASONS).nullable(),
  message: z.string(),
  refundAmount: z.number(),
  discountReversed: z.number(),
  /** The redemption after this refund. */
  state: z.enum(REDEMPTION_STATES),
  totalRefunded: z.number(),
  totalDiscountReversed: z.number(),
  at: timestamp,
  replayed: z.boolean(),
});
export type ReversalDecision = z.infer<typeof reversalDecision>;
export const reversalDecisionResponse = ok(reversalDecision.shape);

export const reversalItem = z.object({
  refundId: z.string(),
  refundAmount: z.number(),
  discountReversed: z.number(),
  at: timestamp,
});

export const redemptionItem = z.object({
  id: z.number().int(),
  transactionId: z.string(),
  clientName: z.string(),
  campaignId: z.number().int().nullable(),
  state: z.enum(REDEMPTION_STATES),
  reason: z.string(),
  customerPhone: z.string(),
  merchantCode: z.string(),
  terminalCode: z.string(),
  amount: z.number(),
  discount: z.number(),
  sponsorAmount: z.number(),
  merTerSharedFee: z.number(),
  refundedAmount: z.number(),
  discountReversed: z.number(),
  at: timestamp,
});
export type RedemptionItem = z.infer<typeof redemptionItem>;
export const redemptionResponse = ok({
  item: redemptionItem,
  reversals: z.array(reversalItem),
});

/** A campaign as a payment system sees it. */
export const exposedCampaign = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.enum(CAMPAIGN_TYPES),
  state: z.enum(CAMPAIGN_STATES),
  startTime: timestamp,
  endTime: timestamp,
  banks: z.array(z.string()),
  merchantCode: z.string(),
  qrTypes: z.array(z.enum(CAMPAIGN_QR_TYPES)),
  defaultCondition: discountCondition.nullable(),
});
export const exposedListRequest = rpcPaging;
export const exposedListResponse = listOf(exposedCampaign);

export const applicableCampaign = exposedCampaign.extend({
  discount: z.number(),
  payable: z.number(),
});
export const detailResponse = ok({ list: z.array(applicableCampaign) });

export const terminalInput = z.object({
  merchantCode: code(50).min(1, 'validation.required'),
  terminalCode: code(50).min(1, 'validation.required'),
});
export const terminalResponse = ok({
  merchantCode: z.string(),
  merchantName: z.string(),
  terminalCode: z.string(),
  terminalName: z.string(),
  status: z.enum(['open', 'locked']),
  /** Running campaigns this client may redeem whose mer-ter lists take the terminal. */
  campaignIds: z.array(z.number().int()),
});

export const addCustomerInput = z.object({
  campaignId: id,
  phones: z
    .array(customerPhone, { error: typeError() })
    .min(1, 'validation.required')
    .max(1000, 'validation.too_big'),
});
export const addCustomerResponse = ok({ added: z.number().int(), existing: z.number().int() });

/* ------------------------------------------------------------ employees' side */

export const clientInput = z
  .object({
    name: requiredText(100, 'validation.required'),
    campaignTypes: z
      .array(z.enum(CAMPAIGN_TYPES, { error: 'validation.invalid_option' }), {
        error: 'validation.invalid',
      })
      .default([]),
    campaignIds: z
      .array(id, { error: 'validation.invalid' })
      .max(200, 'validation.too_big')
      .default([]),
  })
  .refine((c) => c.campaignTypes.length + c.campaignIds.length > 0, {
    path: ['campaignTypes'],
    message: 'validation.redemption_scope_required',
  });
export type ClientInput = z.infer<typeof clientInput>;

export const integrationClient = z.object({
  id: z.number().int(),
  name: z.string(),
  campaignTypes: z.array(z.enum(CAMPAIGN_TYPES)),
  campaignIds: z.array(z.number().int()),
  createdBy: z.string(),
  createdAt: timestamp,
  lastUsedAt: timestamp.nullable(),
  revokedAt: timestamp.nullable(),
});
export type IntegrationClient = z.infer<typeof integrationClient>;
export const clientListResponse = listOf(integrationClient);
/** The key is in this answer only: the server keeps its hash. */
export const clientKeyResponse = ok({ item: integrationClient, key: z.string() });
export const clientItemResponse = ok({ item: integrationClient });
export const clientIdInput = z.object({ id });

export const redemptionListRequest = rpcPaging.extend({ campaignId: id });
export const redemptionListResponse = listOf(redemptionItem);
