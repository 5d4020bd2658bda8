import { describe, expect, it } from 'vitest';
import { MAX_NUMBER } from '../constants';
import { day, money, promotionCreateRequest, promotionIssues, shownStatus } from './promotions';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => i.message);

const valid = {
  code: 'RULES',
  expire: '2099-12-31',
  package: 'standard_vnd',
  type: 'percent',
  percent: 10,
  reward: 10,
  email: 'salesman1@example.com',
};

describe('day', () => {
  it('takes a day of the calendar', () => {
    expect(day.parse('2028-02-29')).toBe('2028-02-29');
    expect(day.parse('2026-12-31')).toBe('2026-12-31');
  });

  it.each(['2027-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-04-31'])(
    'refuses %s, which is not in the calendar',
    (s) => {
      expect(messages(day.safeParse(s))).toEqual(['validation.invalid_date']);
    },
  );
});

describe('money', () => {
  it('takes the cap itself and refuses one more', () => {
    expect(money.parse(String(MAX_NUMBER))).toBe(String(MAX_NUMBER));
    expect(messages(money.safeParse(String(MAX_NUMBER + 1)))).toEqual(['validation.money_max']);
  });

  it('calls only a leading minus negative; one further in is no amount', () => {
    expect(messages(money.safeParse('-5'))).toEqual(['validation.not_negative']);
    expect(messages(money.safeParse('12-3'))).toEqual(['validation.money_invalid']);
  });

  it('drops leading zeros', () => {
    expect(money.parse('000120000')).toBe('120000');
  });
});

describe('what a code’s fields must agree on', () => {
  const base = {
    package: 'standard_vnd',
    unit: undefined,
    money: '0',
    reward: 10,
    reward_type: 'percent',
  } as const;

  it('finds nothing wrong in a consistent code', () => {
    expect(promotionIssues(base)).toEqual([]);
    expect(promotionIssues({ ...base, unit: 'VND' })).toEqual([]);
    expect(promotionIssues({ ...base, package: 'standard_usd', unit: 'USD' })).toEqual([]);
  });

  it('refuses a unit other than the package’s currency', () => {
    expect(promotionIssues({ ...base, unit: 'USD' })).toEqual([
      { path: 'unit', message: 'validation.unit_mismatch' },
    ]);
    expect(promotionIssues({ ...base, package: 'standard_usd', unit: 'VND' })).toEqual([
      { path: 'unit', message: 'validation.unit_mismatch' },
    ]);
  });

  it('holds a percent reward to 100, and a money reward not', () => {
    expect(promotionIssues({ ...base, reward: 100 })).toEqual([]);
    expect(promotionIssues({ ...base, reward: 101 })).toEqual([
      { path: 'reward', message: 'validation.too_big' },
    ]);
    expect(promotionIssues({ ...base, reward: 101, reward_type: 'money' })).toEqual([]);
  });

  it('reports each issue on its field through the create request', () => {
    const result = promotionCreateRequest.safeParse({
      ...valid,
      unit: 'USD',
      reward: 150,
      reward_type: 'percent',
    });
    expect((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message])).toEqual([
      ['unit', 'validation.unit_mismatch'],
      ['reward', 'validation.too_big'],
    ]);
  });

  it('gives the unit of the package when it is left out, and keeps one sent', () => {
    expect(promotionCreateRequest.parse(valid).unit).toBe('VND');
    expect(promotionCreateRequest.parse({ ...valid, package: 'standard_usd' }).unit).toBe('USD');
    expect(promotionCreateRequest.parse({ ...valid, unit: 'VND' })).toMatchObject({
      code: 'RULES',
      unit: 'VND',
      reward: 10,
    });
  });
});

describe('shownStatus', () => {
  it('reads failed first, then expired, then the stored status', () => {
    expect(shownStatus({ status: 'fail', expired: true })).toBe('fail');
    expect(shownStatus({ status: 'fail', expired: false })).toBe('fail');
    expect(shownStatus({ status: 'run', expired: true })).toBe('expired');
    expect(shownStatus({ status: 'run', expired: false })).toBe('run');
    expect(shownStatus({ status: 'stop', expired: false })).toBe('stop');
  });
});
