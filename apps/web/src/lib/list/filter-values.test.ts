import { describe, expect, it } from 'vitest';
import { asDay, asText } from './filter-values';

describe('filter values from the URL', () => {
  it('keep a day that exists, and drop any other text', () => {
    expect(asDay('2024-02-29')).toBe('2024-02-29');
    expect(asDay('2023-02-29')).toBeUndefined();
    expect(asDay('29/02/2024')).toBeUndefined();
  });

  it('trim a text, and drop it when nothing is left', () => {
    expect(asText(' salesman1 ')).toBe('salesman1');
    expect(asText('  ')).toBeUndefined();
  });
});
