import { describe, expect, it } from 'vitest';
import { formatCount, formatPercent } from './numbers';

describe('a count in the reader’s language', () => {
  it.each([
    [0, '0', '0'],
    [999, '999', '999'],
    [2000, '2.000', '2,000'],
    [10_000, '10.000', '10,000'],
    [-1_234_567, '-1.234.567', '-1,234,567'],
    ['9009999999999099', '9.009.999.999.999.099', '9,009,999,999,999,099'],
  ])('%s reads %s in Vietnamese and %s in English', (value, vi, en) => {
    expect(formatCount(value, 'vi')).toBe(vi);
    expect(formatCount(value, 'en')).toBe(en);
  });

  it('leaves what is not a whole number as it came', () => {
    expect(formatCount('12.5', 'vi')).toBe('12.5');
    expect(formatCount('2,000', 'vi')).toBe('2,000');
    expect(formatCount('', 'en')).toBe('');
  });
});

describe('a share in the reader’s language', () => {
  it.each([
    [33.333333, 2, '33,33%', '33.33%'],
    [100, 2, '100,00%', '100.00%'],
    [12.5, undefined, '12,5%', '12.5%'],
    ['7.25', undefined, '7,25%', '7.25%'],
    [1250, undefined, '1.250%', '1,250%'],
    [0, undefined, '0%', '0%'],
  ])('%s (%s decimals) reads %s in Vietnamese and %s in English', (value, digits, vi, en) => {
    expect(formatPercent(value, 'vi', digits)).toBe(vi);
    expect(formatPercent(value, 'en', digits)).toBe(en);
  });

  it('leaves what is not a number as it came', () => {
    expect(formatPercent('n/a', 'vi')).toBe('n/a%');
    expect(formatPercent('', 'en')).toBe('%');
  });
});
