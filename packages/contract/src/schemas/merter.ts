import { z } from 'zod';
import { normalizePhone } from '../phones';
import { IMPORT_FILE_STATUSES } from '../constants-merter';
import { MERTER_STATUSES } from '../machines/merter';
import { id, listOf, ok, optionalText, rpcPaging, pathId, requiredText } from './common';

/**
 * Mer-ter files (`CampaignMerchant/*`): a campaign's merchant and terminal list, uploaded as an
 * xlsx, processed in the background, then applied to the campaign's terminals.
 */
const status = z.enum(MERTER_STATUSES, { error: 'validation.invalid_option' });

/** The multipart fields of Upload besides the file (the file is checked as it streams in). */
export const uploadInput = z.object({ campaignId: pathId });

export const fileStatus = z.enum(IMPORT_FILE_STATUSES);
export const merterFile = z.object({
  id: z.number().int(),
  campaignId: z.number().int(),
  fileName: z.string(),
  status: fileStatus,
  total: z.number().int(),
  processed: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** The error key when the file could not be read at all (status error). */
  error: z.string(),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
  appliedAt: z.string().nullable(),
});
export type MerterFile = z.infer<typeof merterFile>;
export const uploadResponse = ok({ item: merterFile });

export const fileStatusInput = rpcPaging.extend({
  campaignId: id,
  /** One file only; every file of the campaign, newest first, when absent. */
  fileId: id.optional(),
});
export const fileStatusResponse = listOf(merterFile);

export const fileIdInput = z.object({ fileId: pathId });
export const campaignIdInput = z.object({ campaignId: id });
export const templateInput = z.object({});

export const applyResponse = ok({
  /** Pairs newly added to the campaign's terminals (pairs already there are not counted). */
  added: z.number().int(),
  files: z.number().int(),
});
export const applyInput = z.object({ fileId: id });

export const campaignTerminalsInput = rpcPaging.extend({
  campaignId: id,
  keyword: optionalText(100),
  status: status.optional(),
});
export const campaignTerminal = z.object({
  terminalId: z.number().int(),
  terminalCode: z.string(),
  terminalName: z.string(),
  merchantCode: z.string(),
  merchantName: z.string(),
  status,
  updatedAt: z.string(),
});
export const campaignTerminalsResponse = listOf(campaignTerminal);

export const changeTerminalInput = z.object({
  campaignId: id,
  terminalId: id,
  status,
});
export const changeTerminalResponse = ok({ item: campaignTerminal });

export const customersInput = rpcPaging.extend({
  campaignId: id,
  keyword: optionalText(20),
  status: status.optional(),
});
export const campaignCustomer = z.object({
  phone: z.string(),
  status,
  updatedAt: z.string(),
});
export const customersResponse = listOf(campaignCustomer);

/** A phone as typed: spaces, dots and dashes dropped, +84/84 read as 0 (normalizePhone). */
export const phoneField = requiredText(30).refine(
  (v) => normalizePhone(v) !== null,
  'validation.invalid_phone',
);

export const changeCustomerInput = z.object({ campaignId: id, phone: phoneField, status });
export const changeCustomerResponse = ok({ item: campaignCustomer });

export const customerTerminalsInput = rpcPaging.extend({
  campaignId: id,
  phone: phoneField,
  keyword: optionalText(100),
});
export const customerTerminalsResponse = ok({
  total: z.number().int(),
  list: z.array(campaignTerminal),
  /** The customer's own status in the campaign: a locked customer may redeem nowhere. */
  customerStatus: status,
});

/** A file answer: the route sends `body` with these headers instead of JSON. */
export const fileAnswer = z.object({
  file: z.object({ name: z.string(), type: z.string(), body: z.custom<Uint8Array>() }),
});
