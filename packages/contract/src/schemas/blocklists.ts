import { z } from 'zod';
import { normalizePhone } from '../phones';
import { listOf, itemOf, optionalText, rpcPaging, text, typeError } from './common';
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
    reasonText: optionalText(REASON_TEXT_MAX),
  });

/** `other` says why in words. */
const otherNeedsText = (v: { reason: string; reasonText: string }, ctx: z.RefinementCtx) => {
  if (v.reason === 'other' && v.reasonText === '') {
    ctx.addIssue({ code: 'custom', path: ['reasonText'], message: 'validation.reason_required' });
  }
};

export const lockReason = reasonFields(LOCK_REASONS).superRefine(otherNeedsText);
export const openReason = reasonFields(OPEN_REASONS).superRefine(otherNeedsText);
export type ReasonInput = { reason: BlockReason; reasonText: string };

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
  reasonText: z.string(),
  /** Who made the last change, and when. */
  actionBy: z.string(),
  actionAt: z.string(),
  version: z.number().int(),
});
export type CustomerBlock = z.infer<typeof customerBlock>;

const statusFilter = z.enum(BLOCK_STATUSES, { error: 'validation.invalid_option' }).optional();

/** GetBlacklistCustomer: by any part of a phone (written any way), and by status; newest first. */
export const customerListRequest = rpcPaging.extend({
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
  reasonText: z.string(),
  actorName: z.string(),
  at: z.string(),
  /** The terminal a merchant's history row is about. */
  terminalCode: z.string().optional(),
});
export type BlockHistoryEntry = z.infer<typeof blockHistoryEntry>;
export const historyResponse = listOf(blockHistoryEntry);

const codeField = text({ error: typeError() })
  .trim()
  .min(1, 'validation.required')
  .max(50, 'validation.too_long');

export const terminalKey = z.object({
  merchantCode: codeField,
  terminalCode: codeField,
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
  merchantCode: z.string(),
  merchantName: z.string(),
  totalTerminals: z.number().int(),
  lockedTerminals: z.number().int(),
});
export type BlockedMerchant = z.infer<typeof blockedMerchant>;

/** GetBlacklistMerchant: by code or name; `locked` keeps merchants with a locked terminal. */
export const merchantListRequest = rpcPaging.extend({
  keyword: optionalText(100),
  status: statusFilter,
});
export type BlacklistMerchantListRequest = z.infer<typeof merchantListRequest>;
export const merchantListResponse = listOf(blockedMerchant);

export const merchantKey = z.object({ merchantCode: codeField });
export const merchantHistoryRequest = rpcPaging.extend({ merchantCode: codeField });
export type MerchantHistoryRequest = z.infer<typeof merchantHistoryRequest>;

/** SyncTerminal: the merchant counted afresh from the catalogue, and when. */
export const syncResponse = itemOf(blockedMerchant.extend({ syncedAt: z.string() }));

export const blockedTerminal = z.object({
  id: z.number().int(),
  merchantCode: z.string(),
  terminalCode: z.string(),
  terminalName: z.string(),
  status: z.enum(BLOCK_STATUSES),
  reason: z.string(),
  reasonText: z.string(),
  actionBy: z.string(),
  actionAt: z.string().nullable(),
  version: z.number().int(),
});
export type BlockedTerminal = z.infer<typeof blockedTerminal>;

export const terminalListRequest = rpcPaging.extend({
  merchantCode: codeField,
  keyword: optionalText(100),
  status: statusFilter,
});
export type TerminalListRequest = z.infer<typeof terminalListRequest>;
export const terminalListResponse = listOf(blockedTerminal);
export const terminalItemResponse = itemOf(blockedTerminal);
