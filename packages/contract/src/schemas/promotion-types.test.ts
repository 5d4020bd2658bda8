import { describe, expect, it } from 'vitest';
import {
  PROMOTION_TYPE_FIELDS,
  promotionCreateRequest,
  promotionEditRequest,
  typeFieldIssues,
  usesField,
} from './promotions';

/** The refusals of an input, as `path: message key`. */
function refusals(schema: { safeParse: (input: unknown) => unknown }, input: unknown): string[] {
  const result = schema.safeParse(input) as {
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  return (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
}

const common = { code: 'TYPES', expire: '2099-12-31', reward: 10, email: 'salesman1@example.com' };

describe('the fields of each type', () => {
  it('are read off the create’s variants', () => {
    expect(PROMOTION_TYPE_FIELDS).toEqual({
      percent: ['percent'],
      percent_money: ['percent', 'money'],
      money: ['money'],
      month: ['month'],
      percent_cond_month: ['min', 'percent'],
      money_cond_month: ['min', 'money'],
      month_cond_month: ['min', 'month'],
    });
    expect(usesField('money_cond_month', 'min')).toBe(true);
    expect(usesField('money_cond_month', 'percent')).toBe(false);
  });
});

describe('type fields sent for a type', () => {
  it('finds nothing wrong in the type’s own fields, or none', () => {
    expect(typeFieldIssues('percent_money', { percent: 5, money: '20000' })).toEqual([]);
    expect(typeFieldIssues('percent_money', {})).toEqual([]);
  });

  it('refuses each field the type does not use, in the fields’ order', () => {
    expect(typeFieldIssues('percent', { month: 3, min: 1, percent: 5 })).toEqual([
      { path: 'min', message: 'validation.not_for_type' },
      { path: 'month', message: 'validation.not_for_type' },
    ]);
    // A field sent as undefined is not sent.
    expect(typeFieldIssues('percent', { month: undefined })).toEqual([]);
  });

  it('needs, on a type change, each field the new type uses and the stored one did not', () => {
    expect(typeFieldIssues('percent_cond_month', {}, 'percent')).toEqual([
      { path: 'min', message: 'validation.required' },
    ]);
    expect(typeFieldIssues('percent_cond_month', { min: 2 }, 'percent')).toEqual([]);
    expect(typeFieldIssues('month_cond_month', {}, 'money')).toEqual([
      { path: 'min', message: 'validation.required' },
      { path: 'month', message: 'validation.required' },
    ]);
    // What both types use keeps its stored value.
    expect(typeFieldIssues('percent', {}, 'percent_money')).toEqual([]);
    expect(typeFieldIssues('percent', { money: '0' }, 'percent_money')).toEqual([
      { path: 'money', message: 'validation.not_for_type' },
    ]);
  });
});

describe('a create', () => {
  it('needs a type, and one of the seven', () => {
    expect(refusals(promotionCreateRequest, { ...common, percent: 10 })).toEqual([
      'type: validation.required',
    ]);
    expect(refusals(promotionCreateRequest, { ...common, type: 'gift', percent: 10 })).toEqual([
      'type: validation.invalid_option',
    ]);
  });

  it('stores the fields its type does not use at their unused values', () => {
    expect(
      promotionCreateRequest.parse({ ...common, type: 'month_cond_month', min: 2, month: 3 }),
    ).toMatchObject({ min: 2, month: 3, percent: 0, money: '0', unit: 'VND' });
    expect(
      promotionCreateRequest.parse({
        ...common,
        type: 'percent_money',
        package: 'standard_usd',
        percent: 5,
        money: '499',
        min: 0,
        month: 0,
      }),
    ).toMatchObject({ min: 0, month: 0, percent: 5, money: '499', unit: 'USD' });
  });

  it('checks the money step of the package’s currency', () => {
    expect(refusals(promotionCreateRequest, { ...common, type: 'money', money: '15000' })).toEqual([
      'money: validation.money_step',
    ]);
  });
});

describe('an edit', () => {
  it('takes the fields of the type it sends', () => {
    expect(
      refusals(promotionEditRequest, { code: 'X1', type: 'money_cond_month', min: 1, money: '0' }),
    ).toEqual([]);
  });

  it('refuses, when it sends a type, each field that type does not use', () => {
    expect(
      refusals(promotionEditRequest, { code: 'X1', type: 'percent', percent: 5, month: 2, min: 0 }),
    ).toEqual(['min: validation.not_for_type', 'month: validation.not_for_type']);
  });

  it('leaves the fields sent without a type to the server, which knows the stored type', () => {
    expect(refusals(promotionEditRequest, { code: 'X1', month: 2, money: '20000' })).toEqual([]);
  });
});
