import { z } from 'zod';
import { BROWSER_DESCRIPTION_MAX, BROWSER_FILE_NAME_MAX, BROWSER_NAME_MAX } from '../constants';
import {
  editOf,
  id,
  itemOf,
  ok,
  optionalText,
  paging,
  requiredText,
  text,
  timestamp,
} from './common';
import { BROWSER_SORT_FIELDS } from '../routes/areas/browsers';

/** Values its screens use without zod, kept with the area's permissions (`routes/areas/browsers.ts`). */
export { BROWSER_SORT_FIELDS };

/** A file name, not a path: the agent matches it against the executable's own name. */
const fileName = requiredText(BROWSER_FILE_NAME_MAX, 'validation.file_name_required').refine(
  (s) => !/[\\/:*?"<>|]/.test(s),
  'validation.invalid',
);

export const browserFields = z.object({
  browser_name: requiredText(BROWSER_NAME_MAX, 'validation.browser_name_required'),
  file_name: fileName,
  original_name: optionalText(BROWSER_FILE_NAME_MAX),
  file_description: optionalText(BROWSER_DESCRIPTION_MAX, { multiline: true }),
});
export type BrowserFields = z.infer<typeof browserFields>;

export const blockedBrowser = z.object({
  id: z.number().int(),
  browser_name: z.string(),
  file_name: z.string(),
  original_name: z.string(),
  file_description: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type BlockedBrowser = z.infer<typeof blockedBrowser>;

/** A published version of the rule set, which agents fetch. */
export const browserRuleVersion = z.object({
  version: z.number().int(),
  applied_at: timestamp,
  applied_by: z.string(),
  rule_count: z.number().int(),
});
export type BrowserRuleVersion = z.infer<typeof browserRuleVersion>;

export const browserListRequest = paging.extend({
  keyword: text().trim().max(100, 'validation.too_long').default(''),
  sort: z.enum(BROWSER_SORT_FIELDS, { error: 'validation.invalid_option' }).default('id'),
});
export type BrowserListRequest = z.infer<typeof browserListRequest>;

export const browserListResponse = ok({
  total: z.number().int(),
  list: z.array(blockedBrowser),
  /** The version in force, or null before the first apply. */
  applied: browserRuleVersion.nullable(),
  /** True when the rules changed since the version in force was applied. */
  pending_changes: z.boolean(),
});

export const browserIdRequest = z.object({ id });
export const browserItemResponse = itemOf(blockedBrowser);
/** Changes the fields sent; the others stay. */
export const browserEditRequest = editOf(browserFields).extend({ id });
export type BrowserEdit = Omit<z.output<typeof browserEditRequest>, 'id'>;
export const browserApplyResponse = ok({ item: browserRuleVersion, changed: z.boolean() });
