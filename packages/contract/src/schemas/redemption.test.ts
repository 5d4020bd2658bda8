import { describe, expect, it } from 'vitest';
import { clientInput, customerPhone, quoteInput, redeemInput } from './redemption';

/** The refusals of an input, as `path: message key`. */
function refusals(schema: { safeParse: (input: unknown) => unknown }, input: unknown): string[] {
  const result = schema.safeParse(input) as {
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  return (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
}

const transaction = {
  amount: 250_000,
  qrType: 'portal',
  customerPhone: '0912345678',
};

describe('a quote or a redemption', () => {
  it.each([
    ['a quote', quoteInput, {}],
    ['a redemption', redeemInput, { transactionId: 'TX-1' }],
  ] as const)('%s names the campaign, its voucher code, or both', (_, schema, extra) => {
    const input = { ...transaction, ...extra };
    expect(refusals(schema, { ...input, campaignId: 3 })).toEqual([]);
    expect(refusals(schema, { ...input, voucherCode: 'TET2027' })).toEqual([]);
    expect(refusals(schema, { ...input, campaignId: 3, voucherCode: 'TET2027' })).toEqual([]);
    expect(refusals(schema, input)).toEqual(['campaignId: validation.required']);
    // A code of spaces is no code.
    expect(refusals(schema, { ...input, voucherCode: '  ' })).toEqual([
      'campaignId: validation.required',
    ]);
  });

  it('reads the phone normalised', () => {
    expect(
      quoteInput.parse({ ...transaction, campaignId: 3, customerPhone: '+84 912 345 678' }),
    ).toMatchObject({ customerPhone: '0912345678' });
  });
});

describe('a customer’s phone', () => {
  it('is kept normalised', () => {
    expect(customerPhone.parse(' 0912-345-678 ')).toBe('0912345678');
  });

  it('refuses what is no phone, once', () => {
    expect(refusals(customerPhone, 'not a phone')).toEqual([': validation.invalid_phone']);
    expect(refusals(customerPhone, '')).toEqual([': validation.required']);
  });
});

describe('an integration client', () => {
  it('may redeem campaigns of some types, some campaigns, or both', () => {
    expect(refusals(clientInput, { name: 'Pay', campaignTypes: ['bank'] })).toEqual([]);
    expect(refusals(clientInput, { name: 'Pay', campaignIds: [4] })).toEqual([]);
    expect(
      refusals(clientInput, { name: 'Pay', campaignTypes: ['bank'], campaignIds: [4] }),
    ).toEqual([]);
  });

  it('refuses a client that may redeem nothing, on campaignTypes', () => {
    expect(refusals(clientInput, { name: 'Pay' })).toEqual([
      'campaignTypes: validation.redemption_scope_required',
    ]);
    expect(refusals(clientInput, { name: 'Pay', campaignTypes: [], campaignIds: [] })).toEqual([
      'campaignTypes: validation.redemption_scope_required',
    ]);
  });
});
