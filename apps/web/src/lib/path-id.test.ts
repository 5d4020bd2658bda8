import { pathId as contractPathId } from '@console/contract/schemas/common';
import { describe, expect, it } from 'vitest';
import { pathId } from './path-id';

describe('pathId without zod', () => {
  it('reads a URL id as the contract does', () => {
    const inputs = [
      '1',
      '42',
      ' 7 ',
      '007',
      '1e3',
      '0x10',
      '0',
      '-3',
      '1.5',
      '',
      ' ',
      'abc',
      '12abc',
      'Infinity',
      'NaN',
      '9007199254740993',
      undefined,
      null,
      true,
    ];
    for (const input of inputs) {
      const ours = pathId.safeParse(input);
      const theirs = contractPathId.safeParse(input);
      expect(ours.success, String(input)).toBe(theirs.success);
      if (ours.success && theirs.success) expect(ours.data, String(input)).toBe(theirs.data);
    }
  });
});
