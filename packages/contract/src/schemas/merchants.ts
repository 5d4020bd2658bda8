import { z } from 'zod';
import { listOf, optionalText, rpcPaging } from './common';

/** Merchant/List: merchants by code or name (any case, accents or not), with their terminals. */
export const merchantListRequest = rpcPaging.extend({ keyword: optionalText(100) });
export type MerchantListRequest = z.infer<typeof merchantListRequest>;

export const merchantSummary = z.object({
  code: z.string(),
  name: z.string(),
  terminalCount: z.number().int(),
});
export type MerchantSummary = z.infer<typeof merchantSummary>;

export const merchantListResponse = listOf(merchantSummary);
