import { describe, expect, it } from 'vitest';
import {
  campaignCostCeiling,
  campaignExtendInput,
  campaignInput,
  campaignInputOf,
  campaignRuleIssues,
  extendIssues,
  type CampaignRuleInput,
} from './campaigns';

const HOUR = 60 * 60 * 1000;
const at = (hours: number) => new Date(Date.UTC(2027, 0, 1) + hours * HOUR).toISOString();

/** A valid bank campaign of three days from 2027-01-01; each test changes one thing. */
const bankCampaign = () => ({
  type: 'bank' as const,
  name: 'Tết 2027',
  code: 'TET-2027',
  startTime: at(0),
  endTime: at(72),
  banks: ['970436'],
  defaultCondition: { discountRate: 10, maxDiscountAmount: 50_000, minTransactionAmount: 100_000 },
  specialConditions: [
    {
      startTime: at(24),
      endTime: at(36),
      discountRate: 20,
      maxDiscountAmount: 100_000,
      minTransactionAmount: 100_000,
    },
  ],
  qrTypes: ['portal', 'offline'],
  usesPerCycle: 1,
  usesPerCampaign: 3,
  totalUsageLimit: 10_000,
  maxBudget: 500_000_000,
});

/** The message keys a campaign is refused with, by path. */
function refusals(input: unknown): string[] {
  const result = campaignInput.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

function withSpecial(special: Record<string, unknown>, base = bankCampaign()) {
  return { ...base, specialConditions: [{ ...base.specialConditions[0], ...special }] };
}

describe('a campaign', () => {
  it('is accepted whole, of each type', () => {
    expect(refusals(bankCampaign())).toEqual([]);
    const { banks: _b, ...rest } = bankCampaign();
    expect(refusals({ ...rest, type: 'merchant', merchantCode: 'M001' })).toEqual([]);
    expect(refusals({ ...rest, type: 'private' })).toEqual([]);
  });

  it('has a type of the three', () => {
    expect(refusals({ ...bankCampaign(), type: 'shop' })).toEqual([
      'type: validation.campaign_type',
    ]);
  });

  describe('times', () => {
    it('end after start, not equal', () => {
      const c = { ...bankCampaign(), specialConditions: [] };
      expect(refusals({ ...c, endTime: c.startTime })).toEqual([
        'endTime: validation.campaign_end_before_start',
      ]);
      expect(refusals({ ...c, endTime: at(-1) })).toEqual([
        'endTime: validation.campaign_end_before_start',
      ]);
    });

    it('at least 24 hours', () => {
      const c = { ...bankCampaign(), specialConditions: [] };
      expect(refusals({ ...c, endTime: at(24) })).toEqual([]);
      expect(refusals({ ...c, endTime: at(12) })).toEqual([
        'endTime: validation.campaign_min_length',
      ]);
      expect(campaignRuleIssues({ ...c, endTime: at(12) })[0]?.params).toEqual({ hours: 24 });
    });

    it('not starting before now, when a clock is given', () => {
      const c = bankCampaign();
      expect(campaignRuleIssues(c, new Date(at(0)))).toEqual([]);
      expect(campaignRuleIssues(c, new Date(at(0.01)))).toEqual([
        { path: ['startTime'], message: 'validation.campaign_start_past' },
      ]);
    });

    it('with their time zone', () => {
      expect(refusals({ ...bankCampaign(), startTime: '2027-01-01 00:00' })).toEqual([
        'startTime: validation.campaign_time_format',
      ]);
      expect(refusals({ ...bankCampaign(), startTime: '2027-01-01T07:00+07:00' })).toEqual([]);
    });

    it('set before special times', () => {
      const issues = campaignRuleIssues({ ...bankCampaign(), startTime: undefined });
      expect(issues).toContainEqual({
        path: ['specialConditions'],
        message: 'validation.campaign_time_first',
      });
      expect(
        campaignRuleIssues({ ...bankCampaign(), specialConditions: [], startTime: '' }),
      ).toEqual([]);
    });
  });

  describe('special conditions', () => {
    it('lie within the campaign', () => {
      expect(refusals(withSpecial({ startTime: at(60), endTime: at(72) }))).toEqual([]);
      expect(refusals(withSpecial({ startTime: at(60), endTime: at(73) }))).toEqual([
        'specialConditions.0.startTime: validation.campaign_special_outside',
      ]);
      expect(refusals(withSpecial({ startTime: at(-1), endTime: at(5) }))).toEqual([
        'specialConditions.0.startTime: validation.campaign_special_outside',
      ]);
    });

    it('do not overlap', () => {
      const base = bankCampaign();
      const second = { ...base.specialConditions[0], startTime: at(36), endTime: at(48) };
      expect(refusals({ ...base, specialConditions: [...base.specialConditions, second] })).toEqual(
        [],
      );
      const overlapping = { ...second, startTime: at(35) };
      expect(
        refusals({ ...base, specialConditions: [overlapping, ...base.specialConditions] }),
      ).toEqual(['specialConditions.0.startTime: validation.campaign_special_overlap']);
    });

    it('end after they start', () => {
      expect(refusals(withSpecial({ startTime: at(36), endTime: at(24) }))).toEqual([
        'specialConditions.0.endTime: validation.campaign_end_before_start',
      ]);
    });

    it('come after the default discount', () => {
      const issues = campaignRuleIssues({ ...bankCampaign(), defaultCondition: null });
      expect(issues).toEqual([
        { path: ['specialConditions'], message: 'validation.campaign_default_first' },
      ]);
    });

    it('give at least the default rate and maximum', () => {
      expect(refusals(withSpecial({ discountRate: 10, maxDiscountAmount: 50_000 }))).toEqual([
        'specialConditions.0.discountRate: validation.campaign_special_same',
      ]);
      expect(refusals(withSpecial({ discountRate: 9.99 }))).toEqual([
        'specialConditions.0.discountRate: validation.campaign_special_rate_min',
      ]);
      expect(refusals(withSpecial({ maxDiscountAmount: 49_000 }))).toEqual([
        'specialConditions.0.maxDiscountAmount: validation.campaign_special_max_min',
      ]);
      expect(
        refusals(
          withSpecial({ discountRate: 10, maxDiscountAmount: 50_000, minTransactionAmount: 0 }),
        ),
      ).toEqual([]);
    });

    it('number at most 10', () => {
      const base = bankCampaign();
      const specials = Array.from({ length: 11 }, (_, i) => ({
        ...base.specialConditions[0],
        startTime: at(i * 6),
        endTime: at(i * 6 + 5),
      }));
      expect(refusals({ ...base, specialConditions: specials.slice(0, 10) })).toEqual([]);
      expect(refusals({ ...base, specialConditions: specials })).toEqual([
        'specialConditions: validation.campaign_special_count',
      ]);
    });
  });

  describe('amounts', () => {
    it('are whole thousands of đồng', () => {
      const c = bankCampaign();
      expect(
        refusals({ ...c, defaultCondition: { ...c.defaultCondition, maxDiscountAmount: 50_500 } }),
      ).toContain('defaultCondition.maxDiscountAmount: validation.campaign_amount_step');
      expect(refusals({ ...c, maxBudget: 1_000_001 })).toEqual([
        'maxBudget: validation.campaign_amount_step',
      ]);
    });

    it('keep the budget at most 9 999 999 999 999', () => {
      expect(refusals({ ...bankCampaign(), maxBudget: 9_999_999_999_000 })).toEqual([]);
      expect(refusals({ ...bankCampaign(), maxBudget: 10_000_000_000_000 })).toEqual([
        'maxBudget: validation.campaign_budget_max',
      ]);
    });

    it('need a budget for a private campaign only', () => {
      const { banks: _b, maxBudget: _m, ...rest } = bankCampaign();
      expect(refusals({ ...rest, type: 'private' })).toEqual([
        'maxBudget: validation.campaign_budget_required',
      ]);
      expect(refusals({ ...rest, type: 'private', maxBudget: 0 })).toEqual([
        'maxBudget: validation.campaign_budget_required',
      ]);
      expect(refusals({ ...rest, type: 'merchant', merchantCode: 'M001' })).toEqual([]);
    });

    it('take rates above 0, at most 100, two decimals', () => {
      const c = bankCampaign();
      const rate = (discountRate: number) =>
        refusals({
          ...c,
          specialConditions: [],
          defaultCondition: { ...c.defaultCondition, discountRate },
        });
      expect(rate(12.5)).toEqual([]);
      expect(rate(0)).toEqual(['defaultCondition.discountRate: validation.campaign_rate_range']);
      expect(rate(100.5)).toEqual([
        'defaultCondition.discountRate: validation.campaign_rate_range',
      ]);
      expect(rate(12.345)).toEqual([
        'defaultCondition.discountRate: validation.campaign_rate_step',
      ]);
    });
  });

  describe('QR types', () => {
    it('at least one, each once', () => {
      expect(refusals({ ...bankCampaign(), qrTypes: [] })).toEqual([
        'qrTypes: validation.campaign_qr_required',
      ]);
      expect(refusals({ ...bankCampaign(), qrTypes: ['portal', 'portal'] })).toEqual([
        'qrTypes: validation.campaign_qr_duplicate',
      ]);
      expect(refusals({ ...bankCampaign(), qrTypes: ['cash'] })).toEqual([
        'qrTypes.0: validation.invalid_option',
      ]);
    });
  });

  describe('usage', () => {
    it('per cycle and per campaign from 1 to 1000', () => {
      expect(refusals({ ...bankCampaign(), usesPerCampaign: 1000 })).toEqual([]);
      expect(refusals({ ...bankCampaign(), usesPerCampaign: 1001 })).toEqual([
        'usesPerCampaign: validation.campaign_usage_range',
      ]);
      expect(refusals({ ...bankCampaign(), usesPerCycle: 0 })).toEqual([
        'usesPerCycle: validation.campaign_usage_range',
      ]);
    });

    it('per cycle no more than per campaign', () => {
      expect(refusals({ ...bankCampaign(), usesPerCycle: 4 })).toEqual([
        'usesPerCycle: validation.campaign_cycle_above_campaign',
      ]);
    });

    it('with a campaign total above the per-customer counts', () => {
      expect(refusals({ ...bankCampaign(), totalUsageLimit: 4 })).toEqual([]);
      expect(refusals({ ...bankCampaign(), totalUsageLimit: 3 })).toEqual([
        'totalUsageLimit: validation.campaign_total_above_customer',
      ]);
    });
  });

  describe('banks and merchants', () => {
    it('a bank campaign has exactly one known bank and no merchant', () => {
      expect(refusals({ ...bankCampaign(), banks: [] })).toEqual([
        'banks: validation.campaign_one_bank',
      ]);
      expect(refusals({ ...bankCampaign(), banks: ['970436', '970416'] })).toEqual([
        'banks: validation.campaign_one_bank',
      ]);
      expect(refusals({ ...bankCampaign(), banks: ['000000'] })).toEqual([
        'banks.0: validation.bank_unknown',
      ]);
      expect(refusals({ ...bankCampaign(), merchantCode: 'M001' })).toEqual([
        'merchantCode: validation.campaign_no_merchant',
      ]);
    });

    it('a merchant campaign has one merchant and no bank', () => {
      const merchant = { ...bankCampaign(), type: 'merchant' as const };
      expect(refusals({ ...merchant, merchantCode: 'M001' })).toEqual([
        'banks: validation.campaign_no_bank',
      ]);
      expect(refusals({ ...merchant, banks: [] })).toEqual([
        'merchantCode: validation.campaign_merchant_required',
      ]);
    });
  });

  it('reports the rules of a half-filled form without throwing', () => {
    const partial: CampaignRuleInput = {
      startTime: at(0),
      endTime: 'not yet',
      specialConditions: [null, { discountRate: 'x' }],
      usesPerCycle: '2',
    };
    expect(() => campaignRuleIssues(partial)).not.toThrow();
    expect(campaignRuleIssues({})).toEqual([]);
  });

  it('of one type is checked by that type’s schema', () => {
    expect(campaignInputOf.bank.safeParse(bankCampaign()).success).toBe(true);
    expect(campaignInputOf.merchant.safeParse(bankCampaign()).success).toBe(false);
  });
});

describe('the most a campaign can cost', () => {
  it('is its budget or its uses times its largest discount, whichever is less', () => {
    const c = bankCampaign();
    // 10 000 uses × 100 000 đ (the special maximum) = 1 000 000 000 đ, above the budget.
    expect(campaignCostCeiling(c)).toBe(500_000_000n);
    expect(campaignCostCeiling({ ...c, maxBudget: 2_000_000_000 })).toBe(1_000_000_000n);
    expect(campaignCostCeiling({ ...c, maxBudget: undefined, specialConditions: [] })).toBe(
      500_000_000n,
    );
  });
});

describe('the rules of an extension', () => {
  const base = {
    endTime: '2031-01-10T00:00:00.000Z',
    maxBudget: 10_000_000,
    totalUsageLimit: 100,
    usesPerCycle: 1,
    usesPerCampaign: 2,
  };
  const messages = (changes: Parameters<typeof extendIssues>[1], from = base) =>
    extendIssues(from, changes).map((i) => `${i.path.join('.')}:${i.message}`);

  it('takes a later end, more budget and higher limits', () => {
    expect(messages({ endTime: '2031-01-20T00:00:00.000Z' })).toEqual([]);
    expect(messages({ maxBudget: 20_000_000, totalUsageLimit: 200 })).toEqual([]);
    expect(messages({ usesPerCycle: 2, usesPerCampaign: 3 })).toEqual([]);
    // A value sent unchanged beside one that moves is fine.
    expect(messages({ endTime: base.endTime, maxBudget: 11_000_000 })).toEqual([]);
  });

  it('refuses anything less, field by field', () => {
    expect(messages({ endTime: '2031-01-09T23:59:00.000Z' })).toEqual([
      'endTime:validation.campaign_extend_less',
    ]);
    expect(messages({ maxBudget: 9_000_000 })).toEqual([
      'maxBudget:validation.campaign_extend_less',
    ]);
    expect(messages({ totalUsageLimit: 99 })).toEqual([
      'totalUsageLimit:validation.campaign_extend_less',
    ]);
    expect(messages({ usesPerCampaign: 1 })).toEqual([
      'usesPerCampaign:validation.campaign_extend_less',
    ]);
    expect(messages({ usesPerCycle: 1, usesPerCampaign: 2 })).toEqual([
      ':validation.campaign_extend_nothing',
    ]);
  });

  it('refuses a revision that moves nothing', () => {
    expect(messages({})).toEqual([':validation.campaign_extend_nothing']);
    expect(messages({ endTime: base.endTime })).toEqual([':validation.campaign_extend_nothing']);
  });

  it('gives no budget to a campaign without one: that would be a cut', () => {
    expect(messages({ maxBudget: 5_000_000 }, { ...base, maxBudget: null as never })).toEqual([
      'maxBudget:validation.campaign_extend_less',
    ]);
  });

  it('keeps the limits’ own rules', () => {
    expect(messages({ usesPerCycle: 3 })).toEqual([
      'usesPerCycle:validation.campaign_cycle_above_campaign',
    ]);
    expect(messages({ usesPerCampaign: 100 })).toEqual([
      'totalUsageLimit:validation.campaign_total_above_customer',
    ]);
  });

  it('is the schema of the call, with a reason', () => {
    expect(campaignExtendInput.safeParse({ id: 1, reason: 'x', maxBudget: 1_500 }).success).toBe(
      false,
    );
    expect(campaignExtendInput.safeParse({ id: 1, endTime: base.endTime }).success).toBe(false);
    expect(campaignExtendInput.safeParse({ id: 1, reason: 'x', usesPerCycle: 2 }).success).toBe(
      true,
    );
  });
});
