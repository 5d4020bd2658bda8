import { z } from 'zod';
import {
  MAX_NUMBER,
  MONEY_STEP,
  PROMOTION_PACKAGES,
  PROMOTION_SHOWN_STATUSES,
  PROMOTION_STATUSES,
  PROMOTION_TYPES,
  PROMOTION_UNITS,
  REWARD_TYPES,
} from '../constants';
import { CURRENCY_OF, type PromotionType, type PromotionUnit } from '../pricing';
import { email } from './accounts';
import {
  amountSum,
  editOf,
  itemOf,
  ok,
  optionalText,
  paging,
  text,
  timestamp,
  typeError,
} from './common';
import {
  PROMOTION_SORT_FIELDS,
  shownStatus,
  type PromotionShownStatus,
} from '../routes/areas/promotions';

/** Values its screens use without zod, kept with the area's permissions (`routes/areas/promotions.ts`). */
export { shownStatus, type PromotionShownStatus };

/** Values its screens use without zod, kept with the area's permissions (`routes/areas/promotions.ts`). */
export { PROMOTION_SORT_FIELDS };

export const PROMOTION_CODE_MAX = 50;
export const PROMOTION_NOTE_MAX = 1000;

const int = (requiredKey = 'validation.required') =>
  z.number({ error: typeError(requiredKey) }).int('validation.not_integer');

/** A promotion code: letters, digits, hyphen and underscore; unique whatever the case. */
export const promotionCode = text({ error: typeError('validation.code_required') })
  .trim()
  .min(1, 'validation.code_required')
  .max(PROMOTION_CODE_MAX, 'validation.too_long')
  .regex(/^[A-Za-z0-9_-]+$/, 'validation.code_rule');

/** A day, YYYY-MM-DD, that exists in the calendar. */
export const day = text({ error: typeError('validation.expire_required') })
  .trim()
  .min(1, 'validation.expire_required')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid_date')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00.000Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'validation.invalid_date');

/**
 * Money as the spec sends it: a string of digits only, a whole number of minor units (đồng,
 * cents), at most MAX_NUMBER. Separators and decimals are refused rather than guessed at ("100.00"
 * is not 10000); the form shows dot thousands separators but sends digits. The step depends on
 * the currency, so the promotion checks it (`fitsMoneyStep`).
 */
export const money = text({ error: typeError() })
  .trim()
  .refine((s) => !/^-\d/.test(s), { message: 'validation.not_negative', abort: true })
  .regex(/^\d+$/, 'validation.money_invalid')
  .pipe(
    z
      .string()
      .refine((s) => BigInt(s) <= BigInt(MAX_NUMBER), 'validation.money_max')
      .transform((s) => BigInt(s).toString()),
  );

/** The fields every code has, whatever its type. */
const commonShape = z.object({
  code: promotionCode,
  expire: day,
  package: z
    .enum(PROMOTION_PACKAGES, { error: 'validation.invalid_option' })
    .default('standard_vnd'),
  unit: z.enum(PROMOTION_UNITS, { error: 'validation.invalid_option' }).optional(),
  reward: int('validation.reward_required')
    .min(0, 'validation.too_small')
    .max(MAX_NUMBER, 'validation.too_big'),
  reward_type: z.enum(REWARD_TYPES, { error: 'validation.invalid_option' }).default('percent'),
  status: z.enum(PROMOTION_STATUSES, { error: 'validation.invalid_option' }).default('run'),
  note: optionalText(PROMOTION_NOTE_MAX, { multiline: true }),
  email,
});

/** The fields whose use depends on the type (docs/decisions/pricing.md, "The seven promotion types"). */
export const TYPE_FIELDS = ['min', 'percent', 'money', 'month'] as const;
export type TypeField = (typeof TYPE_FIELDS)[number];

/** Each required where its type uses it; spec §5: min and percent at least 0, month at least 1. */
export const typeFieldSchemas = {
  min: int().min(0, 'validation.too_small').max(120, 'validation.too_big'),
  percent: int().min(0, 'validation.too_small').max(100, 'validation.too_big'),
  money,
  month: int().min(1, 'validation.too_small').max(120, 'validation.too_big'),
};
const { min, percent, month } = typeFieldSchemas;

/**
 * A field the type does not use, on create: left out, or sent at its unused value, which the
 * spec's create sends for every field (0; for money "0" or empty), and is dropped. Any other value
 * is refused, not dropped: the sender meant something by it (docs/decisions/promotions.md).
 */
const unusedAs = <const V extends readonly [number | string, ...(number | string)[]]>(values: V) =>
  z
    .literal(values, { error: 'validation.not_for_type' })
    .transform(() => undefined)
    .optional();
const none = {
  min: unusedAs([0]),
  percent: unusedAs([0]),
  money: unusedAs(['0', '']),
  month: unusedAs([0]),
};
const variant = <T extends PromotionType, S extends Partial<typeof typeFieldSchemas>>(
  type: T,
  used: S,
) => commonShape.extend({ ...none, type: z.literal(type), ...used });

const variants = [
  variant('percent', { percent }),
  variant('percent_money', { percent, money }),
  variant('money', { money }),
  variant('month', { month }),
  variant('percent_cond_month', { min, percent }),
  variant('money_cond_month', { min, money }),
  variant('month_cond_month', { min, month }),
] as const;

/** Which of the type fields each type uses, read off its variant. */
export const PROMOTION_TYPE_FIELDS = {} as Record<PromotionType, readonly TypeField[]>;
for (const v of variants) {
  PROMOTION_TYPE_FIELDS[v.shape.type.value] = TYPE_FIELDS.filter(
    (f) => (v.shape[f] as z.ZodType) !== none[f],
  );
}

export const usesField = (type: PromotionType, field: TypeField): boolean =>
  PROMOTION_TYPE_FIELDS[type].includes(field);

/** What a field holds when the type does not use it: nothing off, no months. */
export const UNUSED_VALUES = { min: 0, percent: 0, money: '0', month: 0 } as const;

/** Every field of a code, the type fields optional: what the form and the edit work from. */
export const promotionShape = commonShape.extend({
  type: z.enum(PROMOTION_TYPES, { error: 'validation.invalid_option' }),
  min: min.optional(),
  percent: percent.optional(),
  money: money.optional(),
  month: month.optional(),
});

type Consistency = Pick<
  z.output<typeof promotionShape>,
  'package' | 'unit' | 'money' | 'reward' | 'reward_type'
>;

/** Đồng go in steps of 10.000; dollars are whole cents, any number of them ($4.99 is 499). */
export function fitsMoneyStep(minor: string, unit: PromotionUnit): boolean {
  return Number(minor) % MONEY_STEP[unit] === 0;
}

/**
 * What a code's fields must agree on. Create checks what is sent; edit checks the code as it will
 * be stored (the fields sent over the stored ones), on the server.
 */
export function promotionIssues(p: Consistency): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  // Amounts that are not digits already have their own error.
  if (p.money && /^\d+$/.test(p.money) && !fitsMoneyStep(p.money, CURRENCY_OF[p.package])) {
    issues.push({ path: 'money', message: 'validation.money_step' });
  }
  if (p.unit && p.unit !== CURRENCY_OF[p.package]) {
    issues.push({ path: 'unit', message: 'validation.unit_mismatch' });
  }
  if (p.reward_type === 'percent' && p.reward > 100) {
    issues.push({ path: 'reward', message: 'validation.too_big' });
  }
  return issues;
}

/**
 * Type fields sent that the type does not use. An edit that changes the type must also send each
 * field the new type uses and the old one did not: its stored value means nothing.
 */
export function typeFieldIssues(
  type: PromotionType,
  sent: Partial<Record<TypeField, unknown>>,
  storedType: PromotionType = type,
): { path: string; message: string }[] {
  return TYPE_FIELDS.flatMap((field) => {
    const given = sent[field] !== undefined;
    if (given && !usesField(type, field))
      return [{ path: field, message: 'validation.not_for_type' }];
    const fresh = usesField(type, field) && !usesField(storedType, field);
    return fresh && !given ? [{ path: field, message: 'validation.required' }] : [];
  });
}

/** A code as stored: the fields its type does not use hold UNUSED_VALUES. */
export type PromotionFields = Omit<z.output<typeof promotionShape>, TypeField | 'unit'> & {
  unit: PromotionUnit;
  min: number;
  percent: number;
  money: string;
  month: number;
};

/**
 * Create, discriminated by type: the fields the type uses, each required, and the others left out
 * or at their unused value. The unit follows the package when left out.
 */
export const promotionCreateRequest = z
  .discriminatedUnion('type', variants, {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? (issue.input as { type?: unknown } | undefined)?.type === undefined
          ? 'validation.required'
          : 'validation.invalid_option'
        : undefined,
  })
  .superRefine((p, ctx) => {
    for (const { path, message } of promotionIssues(p)) {
      ctx.addIssue({ code: 'custom', path: [path], message });
    }
  })
  .transform(({ min, percent, money, month, ...p }): PromotionFields => ({
    ...p,
    min: min ?? UNUSED_VALUES.min,
    percent: percent ?? UNUSED_VALUES.percent,
    money: money ?? UNUSED_VALUES.money,
    month: month ?? UNUSED_VALUES.month,
    unit: p.unit ?? CURRENCY_OF[p.package],
  }));

/**
 * The spec's edit: the code that names the promotion (codes do not change) and the fields to
 * change. When the type is sent, the type fields sent must be its own; otherwise the server checks
 * them against the stored type (`typeFieldIssues`).
 */
export const promotionEditRequest = editOf(promotionShape.omit({ code: true }))
  .extend({ code: promotionCode })
  .superRefine((p, ctx) => {
    if (!p.type) return;
    for (const field of TYPE_FIELDS) {
      if (p[field] !== undefined && !usesField(p.type, field)) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'validation.not_for_type' });
      }
    }
  });
export type PromotionEdit = z.output<typeof promotionEditRequest>;

export const promotion = z.object({
  id: z.number().int(),
  code: z.string(),
  expire: z.string(),
  package: z.enum(PROMOTION_PACKAGES),
  type: z.enum(PROMOTION_TYPES),
  min: z.number().int(),
  percent: z.number().int(),
  /** Minor units, as a string (spec section 3). */
  money: z.string(),
  unit: z.enum(PROMOTION_UNITS),
  month: z.number().int(),
  reward: z.number().int(),
  reward_type: z.enum(REWARD_TYPES),
  /** The machine's state, which an edit changes. */
  status: z.enum(PROMOTION_STATUSES),
  /** The last day of `expire` has passed (by the server's clock): the code applies no more. */
  expired: z.boolean(),
  note: z.string(),
  email: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Promotion = z.infer<typeof promotion>;

/** A list row also carries the code's sales: how many, and the sum paid. */
export const promotionRow = promotion.extend({ count: z.number().int(), sum: amountSum });
export type PromotionRow = z.infer<typeof promotionRow>;

export const promotionListRequest = paging.extend({
  /** Part of the code. */
  keyword: text().trim().max(100, 'validation.too_long').default(''),
  /** The status as shown (shownStatus): 'run' leaves out running codes that have expired. */
  status: z.enum(PROMOTION_SHOWN_STATUSES, { error: 'validation.invalid_option' }).optional(),
  package: z.enum(PROMOTION_PACKAGES, { error: 'validation.invalid_option' }).optional(),
  sort: z.enum(PROMOTION_SORT_FIELDS, { error: 'validation.invalid_option' }).default('id'),
});
export type PromotionListRequest = z.infer<typeof promotionListRequest>;
export const promotionListResponse = ok({
  total: z.number().int(),
  list: z.array(promotionRow),
});

export const promotionCodeRequest = z.object({ code: promotionCode });
export const promotionItemResponse = itemOf(promotion);
export const promotionCountResponse = ok({ count: z.number().int(), sum: amountSum });
