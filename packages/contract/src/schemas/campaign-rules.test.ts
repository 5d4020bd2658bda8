import { describe, expect, it } from 'vitest';
import {
  campaignAmount,
  campaignCostCeiling,
  campaignHeaderInput,
  campaignInput,
  campaignRuleIssues,
  extendIssues,
  type CampaignRuleInput,
} from './campaigns';

/**
 * The rules between a campaign's fields at their edges, and on a half-filled form (fields missing
 * or of the wrong type, as the form holds them while the user types); the whole campaign's rules
 * are in campaigns.test.ts.
 */
const HOUR = 60 * 60 * 1000;
const at = (hours: number) => new Date(Date.UTC(2027, 0, 1) + hours * HOUR).toISOString();

/** The rules' issues, as `path: message key`. */
const issues = (input: CampaignRuleInput) =>
  campaignRuleIssues(input).map((i) => `${i.path.join('.')}: ${i.message}`);

/** Three days from 2027-01-01 with a default discount: the frame the special conditions need. */
const frame = {
  startTime: at(0),
  endTime: at(72),
  defaultCondition: { discountRate: 10, maxDiscountAmount: 50_000, minTransactionAmount: 100_000 },
};
const special = (over: Record<string, unknown>) => ({
  startTime: at(24),
  endTime: at(36),
  discountRate: 20,
  maxDiscountAmount: 100_000,
  minTransactionAmount: 100_000,
  ...over,
});

describe('a half-filled campaign form', () => {
  it('reads a time that is not text as no time', () => {
    expect(issues({ startTime: 5, endTime: 3 })).toEqual([]);
    expect(issues({ startTime: at(10), endTime: 3 })).toEqual([]);
  });

  it('reads a count that is not a finite number as no count', () => {
    expect(issues({ usesPerCycle: '5', usesPerCampaign: 3 })).toEqual([]);
    expect(issues({ usesPerCycle: Infinity, usesPerCampaign: 3 })).toEqual([]);
    expect(issues({ usesPerCycle: 2, usesPerCampaign: 3, totalUsageLimit: '1' })).toEqual([]);
  });

  it('asks for the campaign’s times before special times, also when they are equal', () => {
    expect(
      issues({ ...frame, endTime: frame.startTime, specialConditions: [special({})] }),
    ).toEqual([
      'endTime: validation.campaign_end_before_start',
      'specialConditions: validation.campaign_time_first',
    ]);
  });

  it('asks for the whole default discount, rate and maximum, before special conditions', () => {
    const noMax = { discountRate: 10, minTransactionAmount: 100_000 };
    const noRate = { maxDiscountAmount: 50_000, minTransactionAmount: 100_000 };
    for (const defaultCondition of [noMax, noRate]) {
      expect(issues({ ...frame, defaultCondition, specialConditions: [special({})] })).toEqual([
        'specialConditions: validation.campaign_default_first',
      ]);
    }
  });

  it('does not call a special condition the same as a default it cannot compare with', () => {
    // Neither has a rate: with the same maximum and minimum they are still not "the same".
    const noRate = { maxDiscountAmount: 50_000, minTransactionAmount: 100_000 };
    expect(
      issues({
        ...frame,
        defaultCondition: noRate,
        specialConditions: [special({ discountRate: undefined, maxDiscountAmount: 50_000 })],
      }),
    ).toEqual(['specialConditions: validation.campaign_default_first']);
    const noMax = { discountRate: 10, minTransactionAmount: 100_000 };
    expect(
      issues({
        ...frame,
        defaultCondition: noMax,
        specialConditions: [special({ discountRate: 10, maxDiscountAmount: undefined })],
      }),
    ).toEqual(['specialConditions: validation.campaign_default_first']);
  });

  it('checks a special time only once both its ends are set', () => {
    // Only an end, after the campaign's; only a start, before it.
    expect(
      issues({ ...frame, specialConditions: [special({ startTime: '', endTime: at(80) })] }),
    ).toEqual([]);
    expect(
      issues({ ...frame, specialConditions: [special({ startTime: at(-5), endTime: undefined })] }),
    ).toEqual([]);
  });
});

describe('a special condition', () => {
  it('ends after it starts, not at the same time', () => {
    expect(
      issues({ ...frame, specialConditions: [special({ startTime: at(30), endTime: at(30) })] }),
    ).toEqual(['specialConditions.0.endTime: validation.campaign_end_before_start']);
  });

  it('is the same as the default only when rate, maximum and minimum all are', () => {
    const { discountRate, maxDiscountAmount, minTransactionAmount } = frame.defaultCondition;
    const same = { discountRate, maxDiscountAmount, minTransactionAmount };
    expect(issues({ ...frame, specialConditions: [special(same)] })).toEqual([
      'specialConditions.0.discountRate: validation.campaign_special_same',
    ]);
    expect(
      issues({ ...frame, specialConditions: [special({ ...same, discountRate: 11 })] }),
    ).toEqual([]);
    expect(
      issues({ ...frame, specialConditions: [special({ ...same, maxDiscountAmount: 60_000 })] }),
    ).toEqual([]);
    expect(
      issues({ ...frame, specialConditions: [special({ ...same, minTransactionAmount: 0 })] }),
    ).toEqual([]);
  });
});

describe('usage limits', () => {
  it('refuse a total at or below a customer’s count per cycle, besides the cycle above the campaign', () => {
    for (const total of [8, 10]) {
      expect(issues({ usesPerCycle: 10, usesPerCampaign: 5, totalUsageLimit: total })).toEqual([
        'usesPerCycle: validation.campaign_cycle_above_campaign',
        'totalUsageLimit: validation.campaign_total_above_customer',
      ]);
    }
    expect(issues({ usesPerCycle: 10, usesPerCampaign: 5, totalUsageLimit: 11 })).toEqual([
      'usesPerCycle: validation.campaign_cycle_above_campaign',
    ]);
    expect(issues({ usesPerCycle: 4, totalUsageLimit: 4 })).toEqual([
      'totalUsageLimit: validation.campaign_total_above_customer',
    ]);
  });
});

describe('the rules as issues of the schemas', () => {
  it('carry their parameters as a custom issue’s, which the server sends with the message', () => {
    const bank = {
      type: 'bank',
      name: 'Tết 2027',
      code: 'TET-2027',
      startTime: at(0),
      endTime: at(12),
      banks: ['970436'],
      defaultCondition: frame.defaultCondition,
      specialConditions: [],
      qrTypes: ['portal'],
      usesPerCycle: 1,
      usesPerCampaign: 3,
      totalUsageLimit: 10_000,
      maxBudget: 500_000_000,
    };
    const minLength = {
      code: 'custom',
      path: ['endTime'],
      message: 'validation.campaign_min_length',
      params: { hours: 24 },
    };
    expect(campaignInput.safeParse(bank).error?.issues).toEqual([
      expect.objectContaining(minLength),
    ]);
    const header = { type: 'bank', name: 'Tết 2027', code: 'TET-2027', startTime: at(0) };
    expect(campaignHeaderInput.safeParse({ ...header, endTime: at(12) }).error?.issues).toEqual([
      expect.objectContaining(minLength),
    ]);
    expect(campaignHeaderInput.safeParse({ ...header, endTime: at(-1) }).error?.issues).toEqual([
      expect.objectContaining({
        code: 'custom',
        path: ['endTime'],
        message: 'validation.campaign_end_before_start',
      }),
    ]);
    expect(campaignHeaderInput.safeParse({ ...header, endTime: at(24) }).success).toBe(true);
  });
});

describe('an amount', () => {
  it('that is negative is said once, as negative', () => {
    const messages = (n: number) =>
      campaignAmount()
        .safeParse(n)
        .error?.issues.map((i) => i.message);
    expect(messages(-5)).toEqual(['validation.not_negative']);
    expect(messages(5)).toEqual(['validation.campaign_amount_step']);
    expect(messages(0)).toBeUndefined();
  });
});

describe('the most a campaign can cost', () => {
  it('is bound by its uses alone when its budget is 0 (none)', () => {
    const c = {
      totalUsageLimit: 100,
      defaultCondition: { maxDiscountAmount: 50_000 },
      specialConditions: [{ maxDiscountAmount: 70_000 }],
    };
    expect(campaignCostCeiling({ ...c, maxBudget: 0 })).toBe(7_000_000n);
    expect(campaignCostCeiling({ ...c, maxBudget: 1_000 })).toBe(1_000n);
  });
});

describe('an extension', () => {
  const base = {
    endTime: '2031-01-10T00:00:00.000Z',
    maxBudget: null,
    totalUsageLimit: 100,
    usesPerCycle: null,
    usesPerCampaign: 2,
  };
  const messages = (changes: Parameters<typeof extendIssues>[1], from = base) =>
    extendIssues(from, changes).map((i) => `${i.path.join('.')}: ${i.message}`);

  it('leaves a campaign without a budget without one, and raises the rest', () => {
    expect(messages({ endTime: '2031-01-11T00:00:00.000Z' })).toEqual([]);
  });

  it('sets a limit the campaign did not have: that raises it', () => {
    expect(messages({ usesPerCycle: 2 })).toEqual([]);
  });

  it('names the per-cycle limit when it would go down', () => {
    expect(messages({ usesPerCycle: 1 }, { ...base, usesPerCycle: 2 as never })).toEqual([
      'usesPerCycle: validation.campaign_extend_less',
    ]);
  });
});
