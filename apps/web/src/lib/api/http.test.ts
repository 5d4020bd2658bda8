import { failure } from '@console/contract/schemas/common';
import { describe, expect, it } from 'vitest';
import { isFailure } from './http';

const envelope = { success: false, code: 5, message: 'users.not_found', detail: 'No such user' };

describe('the error envelope, checked without zod', () => {
  it('agrees with the contract’s failure schema', () => {
    const bodies: unknown[] = [
      envelope,
      { ...envelope, errors: [] },
      { ...envelope, errors: [{ path: 'name', message: 'validation.required' }] },
      { ...envelope, errors: [{ path: 'n', message: 'm', params: { max: 3 }, detail: 'd' }] },
      { ...envelope, errors: [{ path: 'n' }] },
      { ...envelope, errors: [{ path: 'n', message: 'm', detail: 4 }] },
      { ...envelope, errors: 'x' },
      { ...envelope, code: 1.5 },
      { ...envelope, code: '5' },
      { ...envelope, detail: undefined },
      { ...envelope, message: 3 },
      { ...envelope, success: true },
      { success: false },
      { success: true, item: {} },
      null,
      undefined,
      'text',
      [envelope],
    ];
    for (const body of bodies) {
      expect(isFailure(body), JSON.stringify(body)).toBe(failure.safeParse(body).success);
    }
  });
});
