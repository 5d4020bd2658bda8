import { z } from 'zod';
import { findBank, withoutAccents } from '../banks';
import {
  editOf,
  id,
  itemOf,
  listOf,
  paging,
  rpcPaging,
  requiredText,
  text,
  timestamp,
  typeError,
} from './common';
import { BANK_SORT_FIELDS } from '../routes/areas/bank';

/** Values its screens use without zod, kept with the area's permissions (`routes/areas/bank.ts`). */
export { BANK_SORT_FIELDS };

const BANK_NAME_MAX = 200;
const BANK_HOLDER_MAX = 100;
const USER_NAME_MAX = 200;

/**
 * A holder as banks print it: no diacritics, upper case, single spaces ('Nguyễn Văn Đức' becomes
 * 'NGUYEN VAN DUC').
 */
export function normalizeHolder(text: string): string {
  return withoutAccents(text).toUpperCase().replace(/\s+/g, ' ').trim();
}

export const bankNameField = requiredText(BANK_NAME_MAX, 'validation.bank_name_required').refine(
  (name) => findBank(name) !== undefined,
  'validation.bank_unknown',
);

/** Digits only; spaces people type between groups are dropped. */
export const bankNumberField = text({ error: typeError('validation.bank_number_required') })
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'validation.bank_number_required')
      .regex(/^\d{6,19}$/, 'validation.bank_number'),
  );

/**
 * Letters and spaces, as NAPAS takes a holder: read once normalised, so Vietnamese letters (and
 * other Latin letters with marks) are A to Z; markup, digits, punctuation, emoji and other
 * scripts are refused (issue 37: "PHAM VAN DUC <B>X</B> 😀" was saved).
 */
const HOLDER_LETTERS = /^[A-Z ]*$/;

export const bankHolderField = requiredText(BANK_HOLDER_MAX, 'validation.bank_holder_required')
  .transform(normalizeHolder)
  .pipe(
    z
      .string()
      .min(1, 'validation.bank_holder_required')
      .regex(HOLDER_LETTERS, 'validation.bank_holder_letters'),
  );

export const bankFields = z.object({
  bank_name: bankNameField,
  bank_number: bankNumberField,
  bank_holder: bankHolderField,
});
export type BankFields = z.input<typeof bankFields>;
/** The fields as validated: digits only, the holder normalised. */
export type ParsedBankFields = z.output<typeof bankFields>;

export const bankInfo = z.object({
  id: z.number().int(),
  user_name: z.string(),
  bank_name: z.string(),
  shortName: z.string(),
  bank_number: z.string(),
  bank_holder: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type BankInfo = z.infer<typeof bankInfo>;

export const bankListRequest = paging.extend({
  sort: z.enum(BANK_SORT_FIELDS, { error: 'validation.invalid_option' }).default('id'),
});
export type BankListRequest = z.infer<typeof bankListRequest>;

export const bankListResponse = listOf(bankInfo);
export const bankIdRequest = z.object({ id });
export const bankItemResponse = itemOf(bankInfo);

export const bankAddRequest = bankFields.extend({
  user_name: requiredText(USER_NAME_MAX, 'validation.user_name_required'),
});
/** A salesman's own details: a user name, if sent, is ignored for the signed-in user's. */
export const bankAddMineRequest = bankFields.extend({
  user_name: text().optional(),
});
/** Changes the fields sent; the others stay. */
export const bankEditRequest = editOf(bankFields).extend({ id });
export type ParsedBankEdit = z.output<typeof bankEditRequest>;

/** A bank of the built-in catalogue (`banks.ts`), as the campaign console's Bank service answers it. */
export const catalogueBank = z.object({
  name: z.string(),
  nameEn: z.string(),
  bankId: z.string(),
  atmBin: z.string(),
  cardLength: z.number().int(),
  shortName: z.string(),
  bankCode: z.string(),
  type: z.literal('ACC'),
  napasSupported: z.boolean(),
  swiftCode: z.string().nullable(),
});

export const catalogueListRequest = rpcPaging.omit({ order: true }).extend({
  /** Part of a name (Vietnamese, English or short) or of a code (bankCode, bankId, BIN, SWIFT). */
  keyword: text().trim().max(100, 'validation.too_long').default(''),
});
export type CatalogueListRequest = z.infer<typeof catalogueListRequest>;
export const catalogueListResponse = listOf(catalogueBank);

export const catalogueGetRequest = z.object({
  code: requiredText(20, 'validation.code_required'),
});
export const catalogueItemResponse = itemOf(catalogueBank);
