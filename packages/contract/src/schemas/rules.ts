import { z } from 'zod';
import { duplicateIndexes, normaliseWebEntry } from '../rules/web-entry';
import { id, itemOf, ok, pathId, requiredText, text, timestamp, typeError } from './common';

/**
 * Rule groups: web black and white lists and app blocklists, each a parent's own (`admin_id`) or
 * global (kept by employees, offered to every parent). Entries of a web list are normalised web
 * addresses (rules/web-entry.ts); entries of an app blocklist are names from the app catalogue.
 */
export const RULE_KINDS = ['blacklist', 'whitelist', 'blocklist'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];
export const WEB_RULE_KINDS = ['blacklist', 'whitelist'] as const;
export type WebRuleKind = (typeof WEB_RULE_KINDS)[number];
export const RULE_TYPES = ['global', 'admin'] as const;

export const RULE_NAME_MAX = 100;
export const RULE_ENTRIES_MAX = 500;
export const WEB_ENTRY_MAX = 2048;
export const APP_NAME_MAX = 200;

export const ruleGroup = z.object({
  id: z.number().int(),
  /** `global`: kept by employees, offered to every parent; `admin`: one parent's own. */
  type: z.enum(RULE_TYPES),
  admin_id: z.number().int().nullable(),
  kind: z.enum(RULE_KINDS),
  name: z.string(),
  list: z.array(z.string()),
  /** Counts edits from 1: agents fetch a group again when it moves. */
  version: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type RuleGroup = z.infer<typeof ruleGroup>;

export const ruleName = requiredText(RULE_NAME_MAX, 'validation.rule_name_required');
/** A web blacklist's name, with the spec's own message ('Please input your blacklist name!'). */
export const blacklistName = requiredText(RULE_NAME_MAX, 'validation.blacklist_name_required');

/** A group's name field: the blacklist's has its own message (spec section 5, rule groups). */
export const groupNameOf = (kind: RuleKind) => (kind === 'blacklist' ? blacklistName : ruleName);

/** Marks each repeated entry 'duplicate'; the first of its kind stays. */
function flagDuplicates(entries: readonly string[], ctx: z.RefinementCtx) {
  for (const index of duplicateIndexes(entries)) {
    ctx.addIssue({ code: 'custom', path: [index], message: 'validation.duplicate' });
  }
}

/**
 * A web list as typed: every entry a web address ('url.incorrect' otherwise), none twice once
 * normalised ('duplicate'); parsed, the normalised entries.
 */
export const webList = z
  .array(text({ error: typeError() }).trim().max(WEB_ENTRY_MAX, 'validation.too_long'), {
    error: 'validation.invalid',
  })
  .max(RULE_ENTRIES_MAX, 'validation.too_big')
  .superRefine((entries, ctx) => {
    const normalised = entries.map(normaliseWebEntry);
    normalised.forEach((entry, index) => {
      if (entry === null) {
        ctx.addIssue({ code: 'custom', path: [index], message: 'validation.url.incorrect' });
      }
    });
    flagDuplicates(
      normalised.map((entry, index) => entry ?? `\u0000${index}`),
      ctx,
    );
  })
  .transform((entries) => entries.map((entry) => normaliseWebEntry(entry) ?? entry));

/** An app blocklist: catalogue names (the server checks they are known), none twice. */
export const appList = z
  .array(
    text({ error: typeError() })
      .trim()
      .min(1, 'validation.required')
      .max(APP_NAME_MAX, 'validation.too_long'),
    { error: 'validation.invalid' },
  )
  .max(RULE_ENTRIES_MAX, 'validation.too_big')
  .superRefine((entries, ctx) => flagDuplicates(entries, ctx));

/** A parent's id; a parent may leave it out (then it is his own), employees name the parent. */
const adminId = id.optional();

export const webRuleListRequest = z.object({ admin_id: adminId });
export const ruleListResponse = ok({ total: z.number().int(), list: z.array(ruleGroup) });
export const webRuleCreateRequest = z.object({ admin_id: adminId, name: ruleName, list: webList });
export const webBlacklistCreateRequest = webRuleCreateRequest.extend({ name: blacklistName });
export const ruleSetNameRequest = z.object({ id, name: ruleName });
export const ruleIdRequest = z.object({ id });
export const webRuleEditRequest = z.object({ id, list: webList });
export const ruleItemResponse = itemOf(ruleGroup);

/** GET: the query string carries the parent's id as text. */
export const appRuleListRequest = z.object({ admin_id: pathId.optional() });
export const appRuleCreateRequest = z.object({ name: ruleName, list: appList });
export const appRuleEditRequest = z.object({ id, list: appList });
export const blocklistListAdminRequest = z.object({ admin_id: adminId });
export const blocklistCreateAdminRequest = z.object({
  admin_id: adminId,
  name: ruleName,
  list: appList,
});
export const appNamesResponse = ok({ list: z.array(z.string()) });
