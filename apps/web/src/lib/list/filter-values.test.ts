import { day } from '@console/contract/schemas/promotions';
import { describe, expect, it } from 'vitest';
import { asDay, asText } from './filter-values';

describe('filter values from the URL', () => {
  it('keep a day that exists, and drop any other text', () => {
    expect(asDay('2024-02-29')).toBe('2024-02-29');
    expect(asDay('2023-02-29')).toBeUndefined();
    expect(asDay('29/02/2024')).toBeUndefined();
  });

  it('read a day as the contract’s `day` does, without zod', () => {
    const inputs = [
      '2024-02-29',
      '2023-02-29',
      '2024-12-31',
      '2024-13-01',
      '2024-04-31',
      '0000-01-01',
      ' 2024-01-05 ',
      '2024-1-05',
      '20240105',
      '29/02/2024',
      '2024-01-05T00:00',
      '',
      ' ',
    ];
    for (const input of inputs) {
      expect(asDay(input) !== undefined, JSON.stringify(input)).toBe(day.safeParse(input).success);
    }
  });

  it('trim a text, and drop it when nothing is left', () => {
    expect(asText(' salesman1 ')).toBe('salesman1');
    expect(asText('  ')).toBeUndefined();
  });
});
