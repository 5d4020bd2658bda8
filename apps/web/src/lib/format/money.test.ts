import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, parseMoney, spreadsheetFormat, toMajorUnits } from './money';

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
    [0, 'VND', '0 VND'],
    [99_000, 'VND', '99.000 VND'],
    ['1000000', 'VND', '1.000.000 VND'],
    [0, 'USD', '0,00 USD'],
    [5, 'USD', '0,05 USD'],
    [499, 'USD', '4,99 USD'],
    [4790, 'USD', '47,90 USD'],
    [123_456_789, 'USD', '1.234.567,89 USD'],
    ['9009999999999099', 'VND', '9.009.999.999.999.099 VND'],
    ['9009999999999099', 'USD', '90.099.999.999.990,99 USD'],
    [-4790, 'USD', '-47,90 USD'],
  ])('%s minor units of %s show as %s', (value, currency, text) => {
    expect(formatAmount(value, currency)).toBe(text);
  });

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
