import { z } from 'zod';
import { findBankByCode } from '../banks';
import {
  CAMPAIGN_AMOUNT_STEP,
  CAMPAIGN_MIN_HOURS,
  CAMPAIGN_PERIOD_TYPES,
  CAMPAIGN_QR_TYPES,
  CAMPAIGN_TYPES as CAMPAIGN_TYPES_ENUM,
  CAMPAIGN_USAGE_CYCLES,
  MAX_NUMBER,
  SPECIAL_CONDITIONS_MAX,
  USAGE_COUNT,
} from '../constants';
import { CAMPAIGN_STATES } from '../machines/campaign';
import {
  amountSum,
  id,
  itemOf,
  listOf,
  ok,
  optionalText,
  rpcPaging,
  requiredText,
  text,
  timestamp,
  typeError,
} from './common';
import { CAMPAIGN_SORTS, campaignCostCeiling } from '../routes/areas/campaigns';

/** Values its screens use without zod, kept with the area's permissions (`routes/areas/campaigns.ts`). */
export { CAMPAIGN_SORTS, campaignCostCeiling };

/**
 * A campaign's fields (spec section 3) and every rule of section 5, once, for the form and the
 * server. Field schemas hold what one field can say by itself; `campaignRuleIssues` holds the
 * rules between fields and answers them for a half-filled form too, so the form can show each as
 * the user types. Amounts are whole đồng in thousands; times are ISO 8601 with their offset.
 */

export const CAMPAIGN_CODE_MAX = 50;
export const CAMPAIGN_NAME_MAX = 200;

/** Whole đồng, a multiple of 1.000, at most MAX_NUMBER. */
export const campaignAmount = (requiredKey = 'validation.required') =>
  z
    .number({ error: typeError(requiredKey) })
    .int('validation.not_integer')
    .min(0, 'validation.not_negative')
    .max(MAX_NUMBER, 'validation.campaign_budget_max')
    // A negative amount is said once, as negative ("-5" is not also "a multiple of 1.000").
    .refine((n) => n < 0 || n % CAMPAIGN_AMOUNT_STEP === 0, 'validation.campaign_amount_step');

/** A percentage with at most two decimals, above 0 and at most 100. */
const rate = (requiredKey = 'validation.required') =>
  z
    .number({ error: typeError(requiredKey) })
    .gt(0, 'validation.campaign_rate_range')
    .max(100, 'validation.campaign_rate_range')
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-9, 'validation.campaign_rate_step');

const usageCount = (requiredKey = 'validation.required') =>
  z
    .number({ error: typeError(requiredKey) })
    .int('validation.not_integer')
    .min(USAGE_COUNT.min, 'validation.campaign_usage_range')
    .max(USAGE_COUNT.max, 'validation.campaign_usage_range');

export const campaignTime = (requiredKey = 'validation.campaign_time_required') =>
  text({ error: typeError(requiredKey) })
    .trim()
    .min(1, requiredKey)
    .refine(
      (s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(s),
      'validation.campaign_time_format',
    )
    .refine((s) => !Number.isNaN(Date.parse(s)), 'validation.campaign_time_format');

export const campaignCode = text({ error: typeError('validation.code_required') })
  .trim()
  .min(1, 'validation.code_required')
  .max(CAMPAIGN_CODE_MAX, 'validation.too_long')
  .regex(/^[A-Za-z0-9_-]+$/, 'validation.code_rule');

/**
 * A campaign's voucher code: empty for a campaign that needs none; else letters, digits, hyphen
 * and underscore, like the campaign's code. Redemption compares it case-insensitively after
 * trimming (docs/decisions/redemption.md, "Voucher codes").
 */
export const voucherCode = text({ error: typeError() })
  .trim()
  .max(CAMPAIGN_CODE_MAX, 'validation.too_long')
  .regex(/^[A-Za-z0-9_-]*$/, 'validation.code_rule')
  .default('');

export const bankCode = text({ error: typeError('validation.campaign_bank_required') })
  .trim()
  .refine((code) => findBankByCode(code) !== undefined, 'validation.bank_unknown');

export const merchantCode = text({ error: typeError('validation.campaign_merchant_required') })
  .trim()
  .min(1, 'validation.campaign_merchant_required')
  .max(50, 'validation.too_long');

/** A discount: a rate, capped at an amount, for transactions of at least an amount. */
export const discountCondition = z.object({
  discountRate: rate('validation.campaign_rate_required'),
  maxDiscountAmount: campaignAmount('validation.campaign_max_discount_required'),
  minTransactionAmount: campaignAmount().default(0),
});
export type DiscountCondition = z.infer<typeof discountCondition>;

/** A discount that replaces the default one between two times inside the campaign. */
export const specialCondition = discountCondition.extend({
  startTime: campaignTime(),
  endTime: campaignTime(),
});
export type SpecialCondition = z.infer<typeof specialCondition>;

/** What every type of campaign has. */
const commonFields = {
  name: requiredText(CAMPAIGN_NAME_MAX, 'validation.campaign_name_required'),
  code: campaignCode,
  startTime: campaignTime(),
  endTime: campaignTime(),
  description: optionalText(2000, { multiline: true }),
  sponsorshipRate: z
    .number({ error: 'validation.invalid' })
    .min(0, 'validation.campaign_rate_range')
    .max(100, 'validation.campaign_rate_range')
    .default(0),
  defaultCondition: discountCondition,
  specialConditions: z
    .array(specialCondition, { error: 'validation.invalid' })
    .max(SPECIAL_CONDITIONS_MAX, 'validation.campaign_special_count')
    .default([]),
  merTerSharedFee: campaignAmount().default(0),
  maxFundingPerTransaction: campaignAmount().default(0),
  qrTypes: z
    .array(z.enum(CAMPAIGN_QR_TYPES, { error: 'validation.invalid_option' }), {
      error: typeError('validation.campaign_qr_required'),
    })
    .min(1, 'validation.campaign_qr_required')
    .refine((list) => new Set(list).size === list.length, 'validation.campaign_qr_duplicate'),
  usageCycle: z
    .enum(CAMPAIGN_USAGE_CYCLES, { error: 'validation.invalid_option' })
    .default('daily'),
  usesPerCycle: usageCount(),
  usesPerCampaign: usageCount(),
  totalUsageLimit: z
    .number({ error: typeError() })
    .int('validation.not_integer')
    .min(1, 'validation.too_small')
    .max(MAX_NUMBER, 'validation.too_big'),
  periodType: z.enum(CAMPAIGN_PERIOD_TYPES, { error: 'validation.invalid_option' }).default('both'),
  voucherCode,
};

const noBanks = z
  .array(z.string(), { error: 'validation.invalid' })
  .max(0, 'validation.campaign_no_bank')
  .default([]);
const noMerchant = z
  .string({ error: 'validation.invalid' })
  .max(0, 'validation.campaign_no_merchant')
  .default('');

/** A merchant campaign: one merchant, no bank. */
export const merchantCampaign = z.object({
  type: z.literal('merchant'),
  ...commonFields,
  banks: noBanks,
  merchantCode,
  maxBudget: campaignAmount().optional(),
});

/** A bank campaign: exactly one bank, no merchant. */
export const bankCampaign = z.object({
  type: z.literal('bank'),
  ...commonFields,
  banks: z
    .array(bankCode, { error: typeError('validation.campaign_bank_required') })
    .length(1, 'validation.campaign_one_bank'),
  merchantCode: noMerchant,
  maxBudget: campaignAmount().optional(),
});

/** A private campaign: its own customers (AddCustomer), no bank, no merchant, a budget. */
export const privateCampaign = z.object({
  type: z.literal('private'),
  ...commonFields,
  banks: noBanks,
  merchantCode: noMerchant,
  maxBudget: campaignAmount('validation.campaign_budget_required').refine(
    (n) => n > 0,
    'validation.campaign_budget_required',
  ),
});

/** Loose enough for a form being filled: any field may be missing or of the wrong type. */
export interface CampaignRuleInput {
  type?: unknown;
  startTime?: unknown;
  endTime?: unknown;
  defaultCondition?: Partial<Record<keyof DiscountCondition, unknown>> | null;
  specialConditions?: readonly (Partial<Record<keyof SpecialCondition, unknown>> | null)[] | null;
  usesPerCycle?: unknown;
  usesPerCampaign?: unknown;
  totalUsageLimit?: unknown;
}

export interface CampaignIssue {
  path: (string | number)[];
  message: string;
  params?: Record<string, string | number>;
}

const timeOf = (value: unknown): number | undefined => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const t = Date.parse(value);
  return Number.isNaN(t) ? undefined : t;
};
const numberOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

const HOUR_MS = 60 * 60 * 1000;

/**
 * The rules between fields (spec section 5), for a whole campaign or a half-filled form. With
 * `now`, a start before it is refused too (the server passes its clock; the form the browser's).
 */
export function campaignRuleIssues(c: CampaignRuleInput, now?: Date): CampaignIssue[] {
  const issues: CampaignIssue[] = [];
  const start = timeOf(c.startTime);
  const end = timeOf(c.endTime);
  const specials = (c.specialConditions ?? []).map((s) => s ?? {});

  if (start !== undefined && end !== undefined) {
    if (start >= end) {
      issues.push({ path: ['endTime'], message: 'validation.campaign_end_before_start' });
    } else if (end - start < CAMPAIGN_MIN_HOURS * HOUR_MS) {
      issues.push({
        path: ['endTime'],
        message: 'validation.campaign_min_length',
        params: { hours: CAMPAIGN_MIN_HOURS },
      });
    }
  }
  if (now && start !== undefined && start < now.getTime()) {
    issues.push({ path: ['startTime'], message: 'validation.campaign_start_past' });
  }

  if (specials.length > 0) {
    const campaignTimeSet = start !== undefined && end !== undefined && start < end;
    if (!campaignTimeSet) {
      issues.push({ path: ['specialConditions'], message: 'validation.campaign_time_first' });
    }
    const base = c.defaultCondition ?? {};
    const baseRate = numberOf(base.discountRate);
    const baseMax = numberOf(base.maxDiscountAmount);
    const baseMin = numberOf(base.minTransactionAmount) ?? 0;
    if (baseRate === undefined || baseMax === undefined) {
      issues.push({ path: ['specialConditions'], message: 'validation.campaign_default_first' });
    }

    const spans: { i: number; from: number; to: number }[] = [];
    specials.forEach((s, i) => {
      const from = timeOf(s.startTime);
      const to = timeOf(s.endTime);
      if (from !== undefined && to !== undefined) {
        if (from >= to) {
          issues.push({
            path: ['specialConditions', i, 'endTime'],
            message: 'validation.campaign_end_before_start',
          });
        } else {
          if (campaignTimeSet && (from < start! || to > end!)) {
            issues.push({
              path: ['specialConditions', i, 'startTime'],
              message: 'validation.campaign_special_outside',
            });
          }
          spans.push({ i, from, to });
        }
      }
      const specialRate = numberOf(s.discountRate);
      const specialMax = numberOf(s.maxDiscountAmount);
      const specialMin = numberOf(s.minTransactionAmount) ?? 0;
      if (baseRate !== undefined && specialRate !== undefined && specialRate < baseRate) {
        issues.push({
          path: ['specialConditions', i, 'discountRate'],
          message: 'validation.campaign_special_rate_min',
        });
      }
      if (baseMax !== undefined && specialMax !== undefined && specialMax < baseMax) {
        issues.push({
          path: ['specialConditions', i, 'maxDiscountAmount'],
          message: 'validation.campaign_special_max_min',
        });
      }
      if (
        baseRate !== undefined &&
        baseMax !== undefined &&
        specialRate === baseRate &&
        specialMax === baseMax &&
        specialMin === baseMin
      ) {
        issues.push({
          path: ['specialConditions', i, 'discountRate'],
          message: 'validation.campaign_special_same',
        });
      }
    });
    spans.sort((a, b) => a.from - b.from);
    spans.forEach((span, k) => {
      const before = spans[k - 1];
      if (before && span.from < before.to) {
        issues.push({
          path: ['specialConditions', span.i, 'startTime'],
          message: 'validation.campaign_special_overlap',
        });
      }
    });
  }

  const perCycle = numberOf(c.usesPerCycle);
  const perCampaign = numberOf(c.usesPerCampaign);
  const total = numberOf(c.totalUsageLimit);
  if (perCycle !== undefined && perCampaign !== undefined && perCycle > perCampaign) {
    issues.push({ path: ['usesPerCycle'], message: 'validation.campaign_cycle_above_campaign' });
  }
  if (
    total !== undefined &&
    ((perCampaign !== undefined && total <= perCampaign) ||
      (perCycle !== undefined && total <= perCycle))
  ) {
    issues.push({ path: ['totalUsageLimit'], message: 'validation.campaign_total_above_customer' });
  }
  return issues;
}

function withRules<T extends z.ZodType<CampaignRuleInput>>(schema: T) {
  return schema.superRefine((campaign, ctx) => {
    for (const issue of campaignRuleIssues(campaign)) {
      ctx.addIssue({
        code: 'custom',
        path: issue.path,
        message: issue.message,
        ...(issue.params ? { params: issue.params } : {}),
      });
    }
  });
}

/** A whole campaign of any type, its type choosing its schema; every rule applied but the clock's. */
export const campaignInput = withRules(
  z.discriminatedUnion('type', [merchantCampaign, bankCampaign, privateCampaign], {
    error: 'validation.campaign_type',
  }),
);
export type CampaignInput = z.infer<typeof campaignInput>;

/** The schema of one type, for a form that knows its type. */
export const campaignInputOf = {
  merchant: withRules(merchantCampaign),
  bank: withRules(bankCampaign),
  private: withRules(privateCampaign),
} as const satisfies Record<(typeof CAMPAIGN_TYPES_ENUM)[number], z.ZodType>;

/* ---------------------------------------------------------------- calls */

const version = z
  .number({ error: typeError() })
  .int('validation.not_integer')
  .min(1, 'validation.too_small');

/** Campaign/Create: a draft from the header alone; the details follow with CampaignFull/Edit. */
export const campaignHeaderInput = z
  .object({
    type: z.enum(CAMPAIGN_TYPES_ENUM, { error: 'validation.campaign_type' }),
    name: commonFields.name,
    code: campaignCode,
    startTime: campaignTime(),
    endTime: campaignTime(),
  })
  .superRefine((campaign, ctx) => {
    for (const issue of campaignRuleIssues(campaign)) {
      ctx.addIssue({
        code: 'custom',
        path: issue.path,
        message: issue.message,
        params: issue.params,
      });
    }
  });
export type CampaignHeaderInput = z.infer<typeof campaignHeaderInput>;

/** CampaignFull/Edit: the whole campaign again, as of the version the editor read. */
export const campaignEditInput = z.object({ id, version }).and(campaignInput);
export type CampaignEditInput = z.infer<typeof campaignEditInput>;

/** An action on a campaign, as of the version the caller saw (any version when absent). */
export const campaignActionInput = z.object({ id, version: version.optional() });
export type CampaignActionInput = z.infer<typeof campaignActionInput>;

/** An action that must say why (reject, stop). */
export const campaignReasonInput = campaignActionInput.extend({
  reason: requiredText(500, 'validation.reason_required'),
});
export type CampaignReasonInput = z.infer<typeof campaignReasonInput>;

/* ------------------------------------------------------------- extend */

/** What a revision of a live campaign may change: each only upward (docs/spec/readings.md). */
export const EXTEND_FIELDS = [
  'endTime',
  'maxBudget',
  'totalUsageLimit',
  'usesPerCycle',
  'usesPerCampaign',
] as const;
export type ExtendField = (typeof EXTEND_FIELDS)[number];

/** The values a revision sets, each left out when it stays. */
export const campaignRevisionChanges = z.object({
  endTime: campaignTime().optional(),
  maxBudget: campaignAmount().optional(),
  totalUsageLimit: commonFields.totalUsageLimit.optional(),
  usesPerCycle: usageCount().optional(),
  usesPerCampaign: usageCount().optional(),
});
export type CampaignRevisionChanges = z.infer<typeof campaignRevisionChanges>;

/** The live values a revision is measured against. */
export interface ExtendBase {
  endTime: string;
  maxBudget: number | null;
  totalUsageLimit: number | null;
  usesPerCycle: number | null;
  usesPerCampaign: number | null;
}

/**
 * The rules of an extension (docs/spec/readings.md "Extend detail"), for the form and the server: a later
 * end, more budget, higher limits, never less; at least one of them moves; and the limits still
 * keep the rules between them (per cycle not above per campaign, the total above both). A
 * campaign without a budget has no ceiling to raise: giving it one would lower it.
 */
export function extendIssues(base: ExtendBase, changes: CampaignRevisionChanges): CampaignIssue[] {
  const issues: CampaignIssue[] = [];
  let raised = false;
  const compare = (field: ExtendField, next: number | undefined, current: number | null) => {
    if (next === undefined) return;
    if (current === null) {
      // No budget today means no ceiling: a budget now would be a cut.
      if (field === 'maxBudget') {
        issues.push({ path: [field], message: 'validation.campaign_extend_less' });
      } else raised = true;
      return;
    }
    if (next < current) issues.push({ path: [field], message: 'validation.campaign_extend_less' });
    else if (next > current) raised = true;
  };
  const end = timeOf(changes.endTime);
  const baseEnd = timeOf(base.endTime);
  if (end !== undefined && baseEnd !== undefined) {
    if (end < baseEnd)
      issues.push({ path: ['endTime'], message: 'validation.campaign_extend_less' });
    else if (end > baseEnd) raised = true;
  }
  compare('maxBudget', changes.maxBudget, base.maxBudget);
  compare('totalUsageLimit', changes.totalUsageLimit, base.totalUsageLimit);
  compare('usesPerCycle', changes.usesPerCycle, base.usesPerCycle);
  compare('usesPerCampaign', changes.usesPerCampaign, base.usesPerCampaign);
  if (issues.length === 0 && !raised) {
    issues.push({ path: [], message: 'validation.campaign_extend_nothing' });
  }
  const limits = campaignRuleIssues({
    usesPerCycle: changes.usesPerCycle ?? base.usesPerCycle,
    usesPerCampaign: changes.usesPerCampaign ?? base.usesPerCampaign,
    totalUsageLimit: changes.totalUsageLimit ?? base.totalUsageLimit,
  });
  return [...issues, ...limits];
}

/** CampaignFull/ExtendDetail: the revision asked for, why, as of the version read. */
export const campaignExtendInput = campaignReasonInput.extend(campaignRevisionChanges.shape);
export type CampaignExtendInput = z.infer<typeof campaignExtendInput>;

/** A revision waiting for a manager: what it sets, what it replaces, who asked and why. */
export const campaignRevision = z.object({
  id: z.number().int(),
  changes: campaignRevisionChanges,
  previous: z.object({
    endTime: z.string(),
    maxBudget: z.number().nullable(),
    totalUsageLimit: z.number().int().nullable(),
    usesPerCycle: z.number().int().nullable(),
    usesPerCampaign: z.number().int().nullable(),
  }),
  reason: z.string(),
  requestedBy: z.string(),
  requestedAt: timestamp,
});
export type CampaignRevision = z.infer<typeof campaignRevision>;

export const campaignIdInput = z.object({ id });

export const campaignListRequest = rpcPaging.extend({
  keyword: optionalText(100),
  type: z.enum(CAMPAIGN_TYPES_ENUM, { error: 'validation.invalid_option' }).optional(),
  state: z.enum(CAMPAIGN_STATES, { error: 'validation.invalid_option' }).optional(),
  /** Campaigns running at some time between `from` and `to` (either may be left out). */
  from: campaignTime().optional(),
  to: campaignTime().optional(),
  bank: text().trim().max(20, 'validation.too_long').optional(),
  merchant: text().trim().max(50, 'validation.too_long').optional(),
  sort: z.enum(CAMPAIGN_SORTS, { error: 'validation.invalid_option' }).default('start_time'),
});
export type CampaignListRequest = z.infer<typeof campaignListRequest>;

const campaignSummaryShape = {
  id: z.number().int(),
  type: z.enum(CAMPAIGN_TYPES_ENUM),
  state: z.enum(CAMPAIGN_STATES),
  version: z.number().int(),
  name: z.string(),
  code: z.string(),
  startTime: timestamp,
  endTime: timestamp,
  banks: z.array(z.string()),
  merchantCode: z.string(),
  maxBudget: z.number().nullable(),
  createdBy: z.string(),
  updatedAt: timestamp,
};
export const campaignSummary = z.object(campaignSummaryShape);
export type CampaignSummary = z.infer<typeof campaignSummary>;

/** A campaign as stored: a draft made from its header alone has no details yet. */
export const campaignItem = z.object({
  ...campaignSummaryShape,
  description: z.string(),
  sponsorshipRate: z.number(),
  defaultCondition: discountCondition.nullable(),
  specialConditions: z.array(specialCondition),
  merTerSharedFee: z.number(),
  maxFundingPerTransaction: z.number(),
  qrTypes: z.array(z.enum(CAMPAIGN_QR_TYPES)),
  usageCycle: z.enum(CAMPAIGN_USAGE_CYCLES),
  usesPerCycle: z.number().int().nullable(),
  usesPerCampaign: z.number().int().nullable(),
  totalUsageLimit: z.number().int().nullable(),
  periodType: z.enum(CAMPAIGN_PERIOD_TYPES),
  voucherCode: z.string(),
  /** The merchant's name as the catalogue had it when the campaign was saved or synced. */
  merchantName: z.string(),
  /** Who last submitted it for approval: they cannot approve it. */
  submittedBy: z.string(),
  createdAt: timestamp,
});
export type CampaignItem = z.infer<typeof campaignItem>;

export const campaignHistoryEntry = z.object({
  action: z.string(),
  from: z.string(),
  to: z.string(),
  actorName: z.string(),
  reason: z.string(),
  details: z.record(z.string(), z.unknown()),
  at: timestamp,
});

export const campaignListResponse = listOf(campaignSummary);
export const campaignItemResponse = itemOf(campaignItem);
export const campaignFullResponse = ok({
  item: campaignItem,
  /** The extension waiting for a manager, if one was asked for. */
  pendingRevision: campaignRevision.nullable(),
  history: z.array(campaignHistoryEntry),
});
/** SyncTerminal: the campaign and how many of its merchant's terminals were added. */
export const campaignSyncTerminalResponse = ok({ item: campaignItem, added: z.number().int() });
export const campaignBudgetResponse = ok({
  maxBudget: z.number().nullable(),
  /** Sums of đồng as digit strings (schemas/common.ts, amountSum). */
  used: amountSum,
  remaining: amountSum.nullable(),
  uses: z.number().int(),
  totalUsageLimit: z.number().int().nullable(),
});
