import { z } from 'zod';
import { normalizePhone } from '../phones';
import { listOf, itemOf, optionalText, paging, text, typeError } from './common';
import { BLOCK_STATUSES, type BlockStatus } from '../routes/areas/blocklists';

/** Values its screens use without zod, kept with the area's permissions (`routes/areas/blocklists.ts`). */
export { BLOCK_STATUSES, type BlockStatus };

/** Why an entry is locked, or opened again; `other` needs a text. */
export const LOCK_REASONS = ['fraud', 'abuse', 'customer_request', 'other'] as const;
export const OPEN_REASONS = ['resolved', 'mistake', 'customer_request', 'other'] as const;
export type BlockReason = (typeof LOCK_REASONS)[number] | (typeof OPEN_REASONS)[number];
export const REASON_TEXT_MAX = 500;

/** A customer's phone, normalised; 'invalid phone' otherwise. */
export const customerPhone = text({ error: typeError() })
  .trim()
  .min(1, 'validation.required')
  .max(30, 'validation.invalid_phone')
  .refine((s) => normalizePhone(s) !== null, 'validation.invalid_phone')
  .transform((s) => normalizePhone(s) ?? s);

const reasonFields = <R extends readonly [string, ...string[]]>(reasons: R) =>
  z.object({
    reason: z.enum(reasons, { error: typeError('validation.reason_required') }),
    reason_text: optionalText(REASON_TEXT_MAX),
  });

/** `other` says why in words. */
const otherNeedsText = (v: { reason: string; reason_text: string }, ctx: z.RefinementCtx) => {
  if (v.reason === 'other' && v.reason_text === '') {
    ctx.addIssue({ code: 'custom', path: ['reason_text'], message: 'validation.reason_required' });
  }
};

export const lockReason = reasonFields(LOCK_REASONS).superRefine(otherNeedsText);
export const openReason = reasonFields(OPEN_REASONS).superRefine(otherNeedsText);
export type ReasonInput = { reason: BlockReason; reason_text: string };

const version = z.number({ error: 'validation.invalid' }).int('validation.not_integer').min(1);

export const lockCustomerInput = reasonFields(LOCK_REASONS)
  .extend({ phone: customerPhone, version: version.optional() })
  .superRefine(otherNeedsText);
export const unlockCustomerInput = reasonFields(OPEN_REASONS)
  .extend({ phone: customerPhone, version: version.optional() })
  .superRefine(otherNeedsText);
export type CustomerChangeInput = z.infer<typeof lockCustomerInput | typeof unlockCustomerInput>;

export const customerBlock = z.object({
  id: z.number().int(),
  phone: z.string(),
  status: z.enum(BLOCK_STATUSES),
  reason: z.string(),
  reason_text: z.string(),
  /** Who made the last change, and when. */
  action_by: z.string(),
  action_at: z.string(),
  version: z.number().int(),
});
export type CustomerBlock = z.infer<typeof customerBlock>;

const statusFilter = z.enum(BLOCK_STATUSES, { error: 'validation.invalid_option' }).optional();

/** GetBlacklistCustomer: by any part of a phone (written any way), and by status; newest first. */
export const customerListRequest = paging.extend({
  phone: optionalText(30),
  status: statusFilter,
});
export type CustomerListRequest = z.infer<typeof customerListRequest>;
export const customerListResponse = listOf(customerBlock);
export const customerItemResponse = itemOf(customerBlock);

export const customerHistoryRequest = z.object({ phone: customerPhone });

/** One change of a blocklist entry: who, when, from, to, why. */
export const blockHistoryEntry = z.object({
  action: z.enum(['lock', 'open']),
  from: z.string(),
  to: z.string(),
  reason: z.string(),
  reason_text: z.string(),
  actor_name: z.string(),
  at: z.string(),
  /** The terminal a merchant's history row is about. */
  terminal_code: z.string().optional(),
});
export type BlockHistoryEntry = z.infer<typeof blockHistoryEntry>;
export const historyResponse = listOf(blockHistoryEntry);

const merchantCode = text({ error: typeError() })
  .trim()
  .min(1, 'validation.required')
  .max(50, 'validation.too_long');
const terminalCode = merchantCode;

export const terminalKey = z.object({
  merchant_code: merchantCode,
  terminal_code: terminalCode,
  version: version.optional(),
});
export const lockTerminalInput = reasonFields(LOCK_REASONS)
  .extend(terminalKey.shape)
  .superRefine(otherNeedsText);
export const unlockTerminalInput = reasonFields(OPEN_REASONS)
  .extend(terminalKey.shape)
  .superRefine(otherNeedsText);
export type TerminalChangeInput = z.infer<typeof lockTerminalInput | typeof unlockTerminalInput>;

export const blockedMerchant = z.object({
  merchant_code: z.string(),
  merchant_name: z.string(),
  total_terminals: z.number().int(),
  locked_terminals: z.number().int(),
});
export type BlockedMerchant = z.infer<typeof blockedMerchant>;

/** GetBlacklistMerchant: by code or name; `locked` keeps merchants with a locked terminal. */
export const merchantListRequest = paging.extend({
  keyword: optionalText(100),
  status: statusFilter,
});
export type BlacklistMerchantListRequest = z.infer<typeof merchantListRequest>;
export const merchantListResponse = listOf(blockedMerchant);

export const merchantKey = z.object({ merchant_code: merchantCode });
export const merchantHistoryRequest = paging.extend({ merchant_code: merchantCode });
export type MerchantHistoryRequest = z.infer<typeof merchantHistoryRequest>;

/** SyncTerminal: the merchant counted afresh from the catalogue, and when. */
export const syncResponse = itemOf(blockedMerchant.extend({ synced_at: z.string() }));

export const blockedTerminal = z.object({
  id: z.number().int(),
  merchant_code: z.string(),
  terminal_code: z.string(),
  terminal_name: z.string(),
  status: z.enum(BLOCK_STATUSES),
  reason: z.string(),
  reason_text: z.string(),
  action_by: z.string(),
  action_at: z.string().nullable(),
  version: z.number().int(),
});
export type BlockedTerminal = z.infer<typeof blockedTerminal>;

export const terminalListRequest = paging.extend({
  merchant_code: merchantCode,
  keyword: optionalText(100),
  status: statusFilter,
});
export type TerminalListRequest = z.infer<typeof terminalListRequest>;
export const terminalListResponse = listOf(blockedTerminal);
export const terminalItemResponse = itemOf(blockedTerminal);
