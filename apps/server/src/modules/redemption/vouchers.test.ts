import { describe, expect, it } from 'vitest';
import { voucherKey, voucherReason } from './vouchers';

/** How a voucher code is compared, and which of the spec's answers a refusal becomes. */
describe('voucher codes', () => {
  it('are compared trimmed, ASCII letters in either case', () => {
    expect(voucherKey('  summer-26 ')).toBe('SUMMER-26');
    expect(voucherKey('Summer_26')).toBe(voucherKey('SUMMER_26'));
    expect(voucherKey(undefined)).toBe('');
    expect(voucherKey('   ')).toBe('');
    // Only ASCII letters are folded, as SQLite's lower() and LIKE fold only those.
    expect(voucherKey('đ')).toBe('đ');
  });

  it('a use limit is "voucher already used", any other refusal "benefit not found"', () => {
    for (const used of [
      'customer_cycle_limit',
      'customer_campaign_limit',
      'total_uses_reached',
    ] as const) {
      expect(voucherReason(used)).toBe('voucher_already_used');
    }
    for (const other of [
      'campaign_not_running',
      'outside_time',
      'merchant_not_eligible',
      'terminal_not_eligible',
      'below_minimum',
      'no_discount',
      'budget_exhausted',
      'customer_blocked',
    ] as const) {
      expect(voucherReason(other)).toBe('benefit_not_found');
    }
    expect(voucherReason('campaign_not_found')).toBe('campaign_not_found');
    expect(voucherReason('voucher_not_found')).toBe('voucher_not_found');
  });
});
