import { describe, expect, it } from 'vitest';
import { commission, percentOf, quote, type PricingCode, type PriceList } from './pricing';

const prices: PriceList = { standard_vnd: 99_000, standard_usd: 499 };
const now = new Date('2030-06-15T12:00:00.000Z');

const code = (over: Partial<PricingCode> = {}): PricingCode => ({
  code: 'SALE',
  status: 'run',
  expire: '2030-12-31',
  package: 'standard_vnd',
  unit: 'VND',
  type: 'percent',
  min: 0,
  percent: 10,
  money: 0,
  month: 1,
  ...over,
});

const q = (promotion: PricingCode | null | undefined, months = 3, pkg = 'standard_vnd' as const) =>
  quote({ package: pkg, months, prices, promotion, now });

describe('quote without a code', () => {
  it('is the list price per month times the months', () => {
    expect(q(undefined, 3)).toEqual({
      package: 'standard_vnd',
      currency: 'VND',
      months: 3,
      unit_price: 99_000,
      list_price: 297_000,
      discount: 0,
      bonus_months: 0,
      amount_due: 297_000,
      code: null,
      reason: null,
    });
  });

  it('prices USD in cents', () => {
    const r = quote({ package: 'standard_usd', months: 2, prices, now });
    expect(r).toMatchObject({ currency: 'USD', unit_price: 499, list_price: 998, amount_due: 998 });
  });
});

describe('each promotion type', () => {
  it('percent takes a percent off', () => {
    expect(q(code({ type: 'percent', percent: 10 }))).toMatchObject({
      discount: 29_700,
      amount_due: 267_300,
      bonus_months: 0,
      code: 'SALE',
      reason: null,
    });
  });

  it('percent_money caps the percent at money', () => {
    const capped = q(code({ type: 'percent_money', percent: 50, money: 100_000 }));
    expect(capped).toMatchObject({ discount: 100_000, amount_due: 197_000 });
    const under = q(code({ type: 'percent_money', percent: 10, money: 100_000 }));
    expect(under).toMatchObject({ discount: 29_700, amount_due: 267_300 });
  });

  it('money takes a fixed amount off', () => {
    expect(q(code({ type: 'money', money: 50_000 }))).toMatchObject({
      discount: 50_000,
      amount_due: 247_000,
    });
  });

  it('month adds bonus months and takes nothing off', () => {
    expect(q(code({ type: 'month', month: 2 }))).toMatchObject({
      discount: 0,
      bonus_months: 2,
      amount_due: 297_000,
      code: 'SALE',
    });
  });

  it.each([
    ['percent_cond_month', { percent: 20 }, { discount: 59_400, amount_due: 237_600 }],
    ['money_cond_month', { money: 30_000 }, { discount: 30_000, amount_due: 267_000 }],
    ['month_cond_month', { month: 1 }, { discount: 0, bonus_months: 1 }],
  ] as const)('%s applies from min months on', (type, fields, expected) => {
    expect(q(code({ type, min: 3, ...fields }), 3)).toMatchObject({ ...expected, reason: null });
    expect(q(code({ type, min: 3, ...fields }), 6)).toMatchObject({ reason: null, code: 'SALE' });
  });

  it.each(['percent_cond_month', 'money_cond_month', 'month_cond_month'] as const)(
    '%s does not apply below min months',
    (type) => {
      expect(q(code({ type, min: 6, percent: 20, money: 30_000, month: 2 }), 5)).toMatchObject({
        discount: 0,
        bonus_months: 0,
        amount_due: 495_000,
        code: null,
        reason: 'promotions.min_months',
      });
    },
  );

  it('min does not restrict the unconditional types', () => {
    expect(q(code({ type: 'percent', min: 12 }), 1)).toMatchObject({ reason: null });
  });
});

describe('when a code does not apply', () => {
  const none = { discount: 0, bonus_months: 0, amount_due: 297_000, code: null };

  it('a missing code', () => {
    expect(q(null)).toMatchObject({ ...none, reason: 'promotions.not_found' });
  });

  it.each(['stop', 'fail'] as const)('a code with status %s', (status) => {
    expect(q(code({ status }))).toMatchObject({ ...none, reason: 'promotions.code_stopped' });
  });

  it('an expired code, but not on its last day (UTC)', () => {
    expect(q(code({ expire: '2030-06-14' }))).toMatchObject({
      ...none,
      reason: 'promotions.code_expired',
    });
    expect(q(code({ expire: '2030-06-15' }))).toMatchObject({ reason: null });
    const lastMoment = new Date('2030-06-15T23:59:59.999Z');
    const r = quote({
      package: 'standard_vnd',
      months: 3,
      prices,
      now: lastMoment,
      promotion: code({ expire: '2030-06-15' }),
    });
    expect(r.reason).toBeNull();
  });

  it('a code of another package', () => {
    expect(q(code({ package: 'standard_usd', unit: 'USD' }))).toMatchObject({
      ...none,
      reason: 'promotions.wrong_package',
    });
  });

  it('a code whose unit is not the currency of its package', () => {
    expect(q(code({ unit: 'USD' }))).toMatchObject({ ...none, reason: 'promotions.wrong_unit' });
  });
});

describe('floors and rounding', () => {
  it('never charges below zero', () => {
    expect(q(code({ type: 'money', money: 10_000_000 }))).toMatchObject({
      discount: 297_000,
      amount_due: 0,
    });
    expect(q(code({ type: 'percent', percent: 100 }))).toMatchObject({ amount_due: 0 });
    expect(q(code({ type: 'money_cond_month', min: 1, money: 990_000 }), 1)).toMatchObject({
      discount: 99_000,
      amount_due: 0,
    });
  });

  it('rounds percent discounts half up to the minor unit', () => {
    // 499 × 15% = 74.85 → 75 cents; 499 × 10% = 49.9 → 50; 998 × 25% = 249.5 → 250.
    const usd = (percent: number, months = 1) =>
      quote({
        package: 'standard_usd',
        months,
        prices,
        now,
        promotion: code({ package: 'standard_usd', unit: 'USD', percent }),
      });
    expect(usd(15)).toMatchObject({ discount: 75, amount_due: 424 });
    expect(usd(10)).toMatchObject({ discount: 50, amount_due: 449 });
    expect(usd(25, 2)).toMatchObject({ discount: 250, amount_due: 748 });
    expect(usd(1)).toMatchObject({ discount: 5, amount_due: 494 });
  });

  it('percentOf works in integers', () => {
    expect(percentOf(250, 1)).toBe(3); // 2.5 → 3
    expect(percentOf(249, 1)).toBe(2); // 2.49 → 2
    expect(percentOf(0, 50)).toBe(0);
    expect(percentOf(9_999_999_990_000, 100)).toBe(9_999_999_990_000);
  });
});

describe('commission', () => {
  it('is reward × count for a money reward', () => {
    expect(commission('money', 20_000, 3, 500_000n)).toBe(60_000n);
    expect(commission('money', 20_000, 0, 0n)).toBe(0n);
  });

  it('is reward % of the sum for a percent reward, rounded half up', () => {
    expect(commission('percent', 10, 2, 267_300n)).toBe(26_730n);
    expect(commission('percent', 15, 1, 449n)).toBe(67n); // 67.35 → 67
    expect(commission('percent', 10, 1, 425n)).toBe(43n); // 42.5 → 43
  });

  it('stays exact past 2^53', () => {
    expect(commission('money', 9_999_999_999_999, 901, 0n)).toBe(9_009_999_999_999_099n);
    expect(commission('percent', 100, 901, 9_009_999_999_999_099n)).toBe(9_009_999_999_999_099n);
  });
});
