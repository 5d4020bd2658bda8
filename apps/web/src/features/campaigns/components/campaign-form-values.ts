import type { CampaignType } from '@console/contract/constants';
import {
  campaignCostCeiling,
  campaignInputOf,
  campaignRuleIssues,
  type CampaignInput,
  type CampaignItem,
} from '@console/contract/schemas/campaigns';
import dayjs, { type Dayjs } from 'dayjs';
import { i18n } from '../../../lib/i18n/i18n';

export type Range = [Dayjs | null, Dayjs | null] | null;

/** What the form holds: the campaign, with times as pickers' values. */
export interface FormValues extends Omit<
  Partial<CampaignInput>,
  'startTime' | 'endTime' | 'specialConditions' | 'type'
> {
  time?: Range;
  specialConditions?: (Partial<CampaignInput['defaultCondition']> & { time?: Range })[];
}

export type Path = (string | number)[];

/** A new campaign's form before the user fills it in. */
export const NEW_CAMPAIGN: FormValues = {
  qrTypes: [],
  specialConditions: [],
  usageCycle: 'daily',
  periodType: 'both',
  sponsorshipRate: 0,
  merTerSharedFee: 0,
  maxFundingPerTransaction: 0,
  defaultCondition: { minTransactionAmount: 0 } as never,
};

const iso = (d: Dayjs | null | undefined) => (d ? d.toISOString() : undefined);

/** The campaign the form's values make, as the contract checks it. */
export function inputOf(type: CampaignType, v: FormValues): Record<string, unknown> {
  const { time, specialConditions = [], ...rest } = v;
  return {
    ...rest,
    type,
    startTime: iso(time?.[0]),
    endTime: iso(time?.[1]),
    banks: rest.banks ?? [],
    merchantCode: rest.merchantCode ?? '',
    specialConditions: specialConditions.map(({ time: span, ...s }) => ({
      ...s,
      startTime: iso(span?.[0]),
      endTime: iso(span?.[1]),
    })),
  };
}

/** A path of the contract's campaign as a path of the form's fields (times are one range). */
function formPath(path: Path): Path {
  const last = path[path.length - 1];
  if (last === 'startTime' || last === 'endTime') return [...path.slice(0, -1), 'time'];
  return path;
}

const message = (key: string, params?: Record<string, unknown>) =>
  i18n.t(i18n.exists(key) ? key : 'validation.invalid', params);

/** Every refusal of a filled-in form: each field's own rules, then the rules between fields. */
export function issuesOf(type: CampaignType, values: FormValues) {
  const input = inputOf(type, values);
  const parsed = campaignInputOf[type].safeParse(input);
  const issues = parsed.success
    ? []
    : parsed.error.issues.map((i) => ({
        path: formPath(i.path as Path),
        text: message(i.message, {
          ...('minimum' in i && { min: Number(i.minimum) }),
          ...('maximum' in i && { max: Number(i.maximum) }),
          ...((i as { params?: object }).params ?? {}),
        }),
      }));
  // The rules between fields also for a half-filled form, and the clock's.
  for (const rule of campaignRuleIssues(input, new Date())) {
    const path = formPath(rule.path);
    const text = message(rule.message, rule.params);
    if (!issues.some((i) => i.text === text && i.path.join('.') === path.join('.'))) {
      issues.push({ path, text });
    }
  }
  return issues;
}

/** A saved campaign as the form's values. */
export function valuesOf(item: CampaignItem): FormValues {
  const { startTime, endTime, specialConditions, maxBudget, defaultCondition, ...rest } = item;
  return {
    ...rest,
    ...(defaultCondition && { defaultCondition }),
    ...(maxBudget !== null && { maxBudget }),
    usesPerCycle: rest.usesPerCycle ?? undefined,
    usesPerCampaign: rest.usesPerCampaign ?? undefined,
    totalUsageLimit: rest.totalUsageLimit ?? undefined,
    time: [dayjs(startTime), dayjs(endTime)],
    specialConditions: specialConditions.map(({ startTime: s, endTime: e, ...c }) => ({
      ...c,
      time: [dayjs(s), dayjs(e)],
    })),
  };
}

/** A whole number of đồng or uses, as a field holds it once it is one (not text, not 1.5). */
const whole = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;

/**
 * The most the campaign can cost, once its maximum discount and total uses are filled in with
 * whole numbers (a field keeps what was typed, say "12,5", until the rule has it fixed).
 */
export function costCeilingOf(values: FormValues | undefined) {
  const maxDiscount = whole(values?.defaultCondition?.maxDiscountAmount);
  const uses = whole(values?.totalUsageLimit);
  return maxDiscount && uses
    ? campaignCostCeiling({
        maxBudget: whole(values?.maxBudget),
        totalUsageLimit: uses,
        defaultCondition: { maxDiscountAmount: maxDiscount },
        specialConditions: (values?.specialConditions ?? []).map((s) => ({
          maxDiscountAmount: whole(s?.maxDiscountAmount) ?? 0,
        })),
      })
    : null;
}
