import { describe, expect, it } from 'vitest';
import { fitsMoneyStep, promotionCreateRequest } from './promotions';

const input = (over: Record<string, unknown>) => ({
  code: 'STEP',
  expire: '2099-12-31',
  type: 'money',
  reward: 10,
  email: 'salesman1@example.com',
  ...over,
});
const moneyIssues = (over: Record<string, unknown>) =>
  (promotionCreateRequest.safeParse(input(over)).error?.issues ?? [])
    .filter((issue) => issue.path[0] === 'money')
    .map((issue) => issue.message);

describe('money steps', () => {
  it('keeps đồng to multiples of 10.000 and takes any whole number of cents', () => {
    expect(fitsMoneyStep('150000', 'VND')).toBe(true);
    expect(fitsMoneyStep('15000', 'VND')).toBe(false);
    expect(fitsMoneyStep('499', 'USD')).toBe(true);
    expect(fitsMoneyStep('1', 'USD')).toBe(true);
  });

  it('checks the step of the package’s currency', () => {
    expect(moneyIssues({ package: 'standard_usd', money: '499' })).toEqual([]);
    expect(moneyIssues({ package: 'standard_vnd', money: '499' })).toEqual([
      'validation.money_step',
    ]);
    expect(moneyIssues({ package: 'standard_vnd', money: '1230000' })).toEqual([]);
    // Digits only: separators and decimals are refused, not read as a step error.
    expect(moneyIssues({ package: 'standard_vnd', money: '1.230.000' })).toEqual([
      'validation.money_invalid',
    ]);
    expect(moneyIssues({ package: 'standard_usd', money: '4.99' })).toEqual([
      'validation.money_invalid',
    ]);
  });
});
