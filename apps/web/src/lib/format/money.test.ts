import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatMoney,
  parseMoney,
  shownAmount,
  spreadsheetFormat,
  toMajorUnits,
  typedAmount,
} from './money';

describe('money display', () => {
  it.each([
    [0, '0'],
    [10000, '10.000'],
    ['1000000', '1.000.000'],
    [9_999_999_990_000, '9.999.999.990.000'],
  ])('%s shows as %s', (value, text) => {
    expect(formatMoney(value)).toBe(text);
    expect(parseMoney(text)).toBe(String(value));
  });

  it.each([
    [0, 'VND', '0 VND', '0 VND'],
    [99_000, 'VND', '99.000 VND', '99,000 VND'],
    ['1000000', 'VND', '1.000.000 VND', '1,000,000 VND'],
    [0, 'USD', '0,00 USD', '0.00 USD'],
    [5, 'USD', '0,05 USD', '0.05 USD'],
    [499, 'USD', '4,99 USD', '4.99 USD'],
    [4790, 'USD', '47,90 USD', '47.90 USD'],
    [123_456_789, 'USD', '1.234.567,89 USD', '1,234,567.89 USD'],
    ['9009999999999099', 'VND', '9.009.999.999.999.099 VND', '9,009,999,999,999,099 VND'],
    ['9009999999999099', 'USD', '90.099.999.999.990,99 USD', '90,099,999,999,990.99 USD'],
    [-4790, 'USD', '-47,90 USD', '-47.90 USD'],
  ])(
    '%s minor units of %s show as %s in Vietnamese and %s in English',
    (value, currency, vi, en) => {
      expect(formatAmount(value, currency, 'vi')).toBe(vi);
      expect(formatAmount(value, currency, 'en')).toBe(en);
    },
  );

  it.each([
    [99_000, 'VND', 99_000, '#,##0'],
    ['1000000', 'VND', 1_000_000, '#,##0'],
    [4790, 'USD', 47.9, '#,##0.00'],
    [5, 'USD', 0.05, '#,##0.00'],
  ])('%s minor units of %s go to a spreadsheet as %s with format %s', (value, currency, n, f) => {
    expect(toMajorUnits(value, currency)).toBe(n);
    expect(spreadsheetFormat(currency)).toBe(f);
  });
});

describe('a money input keeps what was typed', () => {
  it.each([
    ['1000000', '', '1000000'],
    ['1.000.000', '', '1000000'],
    ['1.0000', '1000', '10000'],
    ['10.00', '10000', '1000'],
    ['-1000', '0', '-1000'],
    ['1.5', '', '1.5'],
    ['1.', '1', '1.'],
    ['1.5', '1.', '1.5'],
    ['12,5', '', '12,5'],
    ['abc', '', 'abc'],
  ])('%j typed over %j is %j', (text, before, value) => {
    expect(typedAmount(text, before)).toBe(value);
  });

  it('shows an amount with separators and anything else as typed', () => {
    expect(shownAmount('1000000')).toBe('1.000.000');
    expect(shownAmount('-1000')).toBe('-1000');
    expect(shownAmount(undefined)).toBe('');
  });
});
