import { describe, expect, it } from 'vitest';
import {
  customerPhone,
  lockCustomerInput,
  lockReason,
  lockTerminalInput,
  openReason,
  unlockCustomerInput,
  unlockTerminalInput,
} from './blocklists';

/** The refusals of an input, as `path: message key`. */
function refusals(schema: { safeParse: (input: unknown) => unknown }, input: unknown): string[] {
  const result = schema.safeParse(input) as {
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  return (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('a customer’s phone', () => {
  it('is kept normalised', () => {
    expect(customerPhone.parse(' +84 912.345-678 ')).toBe('0912345678');
    expect(customerPhone.parse('0912345678')).toBe('0912345678');
  });

  it('refuses what is no phone', () => {
    expect(refusals(customerPhone, 'call me')).toEqual([': validation.invalid_phone']);
    expect(refusals(customerPhone, '12')).toEqual([': validation.invalid_phone']);
  });
});

describe('a reason', () => {
  const terminal = { merchantCode: 'M001', terminalCode: 'T01' };
  /** Every schema that takes a reason, with the other fields it needs. */
  const withReason = [
    ['lock', lockReason, {}, 'fraud'],
    ['open', openReason, {}, 'resolved'],
    ['lock a customer', lockCustomerInput, { phone: '0912345678' }, 'abuse'],
    ['open a customer', unlockCustomerInput, { phone: '0912345678' }, 'mistake'],
    ['lock a terminal', lockTerminalInput, terminal, 'customer_request'],
    ['open a terminal', unlockTerminalInput, terminal, 'customer_request'],
  ] as const;

  it.each(withReason)('to %s: a listed one needs no words', (_, schema, fields, reason) => {
    expect(refusals(schema, { ...fields, reason })).toEqual([]);
    expect(refusals(schema, { ...fields, reason, reasonText: 'and some words' })).toEqual([]);
  });

  it.each(withReason)('to %s: `other` needs words, on reasonText', (_, schema, fields) => {
    expect(refusals(schema, { ...fields, reason: 'other' })).toEqual([
      'reasonText: validation.reason_required',
    ]);
    expect(refusals(schema, { ...fields, reason: 'other', reasonText: '   ' })).toEqual([
      'reasonText: validation.reason_required',
    ]);
    expect(refusals(schema, { ...fields, reason: 'other', reasonText: 'The owner asked' })).toEqual(
      [],
    );
  });
});
