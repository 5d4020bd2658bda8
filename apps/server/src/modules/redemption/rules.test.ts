import { describe, expect, it } from 'vitest';
import { conditionAt, cycleKey, discountFor, discountToReverse, type CampaignTerms } from './rules';

const terms = (overrides: Partial<CampaignTerms> = {}): CampaignTerms => ({
  defaultCondition: { discountRate: 10, maxDiscountAmount: 50_000, minTransactionAmount: 100_000 },
  specialConditions: [
    {
      discountRate: 20.5,
      maxDiscountAmount: 80_000,
      minTransactionAmount: 0,
      startTime: '2030-03-02T00:00:00.000Z',
      endTime: '2030-03-03T00:00:00.000Z',
    },
  ],
  maxFundingPerTransaction: 0,
  sponsorshipRate: 30,
  merTerSharedFee: 2_000,
  ...overrides,
});
const DEFAULT_DAY = new Date('2030-03-01T12:00:00.000Z');
const SPECIAL_DAY = new Date('2030-03-02T12:00:00.000Z');

describe('the condition in force', () => {
  it('is the special one inside its window (start included, end not), else the default', () => {
    expect(conditionAt(terms(), DEFAULT_DAY).discountRate).toBe(10);
    expect(conditionAt(terms(), SPECIAL_DAY).discountRate).toBe(20.5);
    expect(conditionAt(terms(), new Date('2030-03-02T00:00:00.000Z')).discountRate).toBe(20.5);
    expect(conditionAt(terms(), new Date('2030-03-03T00:00:00.000Z')).discountRate).toBe(10);
  });
});

describe('the discount', () => {
  it('is rate × amount, rounded down to the đồng, below the caps', () => {
    expect(discountFor(terms(), 123_456, DEFAULT_DAY)).toEqual({
      belowMinimum: false,
      discount: 12_345,
      sponsorAmount: 3_703,
      merTerSharedFee: 2_000,
    });
  });

  it('is capped by the condition’s maximum discount', () => {
    expect(discountFor(terms(), 1_000_000, DEFAULT_DAY).discount).toBe(50_000);
  });

  it('is capped by the maximum funding per transaction when that is lower', () => {
    const t = terms({ maxFundingPerTransaction: 30_000 });
    expect(discountFor(t, 1_000_000, DEFAULT_DAY).discount).toBe(30_000);
    expect(discountFor(t, 200_000, DEFAULT_DAY).discount).toBe(20_000);
  });

  it('uses the special condition in its window: its rate (two decimals, exact), cap and minimum', () => {
    expect(discountFor(terms(), 200_000, SPECIAL_DAY).discount).toBe(41_000);
    expect(discountFor(terms(), 1_000_000, SPECIAL_DAY).discount).toBe(80_000);
    // 20.5% of 33 333 is 6 833.265: rounded down, with no float drift.
    expect(discountFor(terms(), 33_333, SPECIAL_DAY).discount).toBe(6_833);
    expect(discountFor(terms(), 50_000, SPECIAL_DAY).belowMinimum).toBe(false);
  });

  it('is refused below the minimum transaction amount of the condition in force', () => {
    expect(discountFor(terms(), 99_999, DEFAULT_DAY)).toEqual({
      belowMinimum: true,
      discount: 0,
      sponsorAmount: 0,
      merTerSharedFee: 0,
    });
    expect(discountFor(terms(), 100_000, DEFAULT_DAY).discount).toBe(10_000);
  });

  it('records no shared fee when there is no discount', () => {
    const t = terms({
      defaultCondition: { discountRate: 0.01, maxDiscountAmount: 1000, minTransactionAmount: 0 },
    });
    expect(discountFor(t, 50, DEFAULT_DAY)).toMatchObject({ discount: 0, merTerSharedFee: 0 });
  });
});

describe('a partial refund', () => {
  it('gives back the discount in proportion, the last refund what is left', () => {
    const r = { amount: 300_000, discount: 10_001, refunded: 0, reversed: 0 };
    const first = discountToReverse(r, 100_000);
    expect(first).toBe(3_333);
    const second = discountToReverse({ ...r, refunded: 100_000, reversed: first }, 100_000);
    expect(second).toBe(3_334);
    const last = discountToReverse({ ...r, refunded: 200_000, reversed: first + second }, 100_000);
    expect(first + second + last).toBe(10_001);
  });

  it('gives back everything on a full refund', () => {
    expect(discountToReverse({ amount: 5, discount: 3, refunded: 0, reversed: 0 }, 5)).toBe(3);
  });
});

describe('cycle keys in Vietnam time (UTC+7)', () => {
  it('days change at 17:00 UTC', () => {
    expect(cycleKey('daily', new Date('2026-11-26T16:59:59.999Z'))).toBe('d:2026-11-26');
    expect(cycleKey('daily', new Date('2026-11-26T17:00:00.000Z'))).toBe('d:2026-11-27');
  });

  it('months and years change at Vietnam midnight', () => {
    expect(cycleKey('monthly', new Date('2026-11-30T16:59:59.999Z'))).toBe('m:2026-11');
    expect(cycleKey('monthly', new Date('2026-11-30T17:00:00.000Z'))).toBe('m:2026-12');
    expect(cycleKey('monthly', new Date('2026-12-31T17:00:00.000Z'))).toBe('m:2027-01');
    expect(cycleKey('daily', new Date('2026-12-31T17:00:00.000Z'))).toBe('d:2027-01-01');
  });

  it('ISO weeks start on Monday, Vietnam time', () => {
    // Sunday 29 Nov 2026 23:59 in Vietnam, then Monday 30 Nov 00:00.
    expect(cycleKey('weekly', new Date('2026-11-29T16:59:59.999Z'))).toBe('w:2026-W48');
    expect(cycleKey('weekly', new Date('2026-11-29T17:00:00.000Z'))).toBe('w:2026-W49');
  });

  it('ISO weeks belong to the year of their Thursday across new year', () => {
    // Thursday 1 Jan 2026: that week is 2026-W01 and starts Monday 29 Dec 2025.
    expect(cycleKey('weekly', new Date('2025-12-28T16:59:59.999Z'))).toBe('w:2025-W52');
    expect(cycleKey('weekly', new Date('2025-12-28T17:00:00.000Z'))).toBe('w:2026-W01');
    // Friday 1 Jan 2027 is still in 2026's last week, W53.
    expect(cycleKey('weekly', new Date('2026-12-31T17:00:00.000Z'))).toBe('w:2026-W53');
    expect(cycleKey('weekly', new Date('2027-01-03T16:59:59.999Z'))).toBe('w:2026-W53');
    expect(cycleKey('weekly', new Date('2027-01-03T17:00:00.000Z'))).toBe('w:2027-W01');
  });
});
