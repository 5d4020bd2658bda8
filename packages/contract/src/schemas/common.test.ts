import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { editOf, optionalText, requiredText } from './common';
import { promotionEditRequest } from './promotions';
import { userUpdateRequest } from './users';

describe('editOf', () => {
  const fields = z.object({
    name: requiredText(10),
    note: optionalText(10),
    status: z.enum(['run', 'stop']).default('run'),
  });
  const edit = editOf(fields);

  it('leaves out what is not sent, defaults included', () => {
    expect(edit.parse({})).toEqual({});
    expect(edit.parse({ note: ' x ' })).toEqual({ note: 'x' });
  });

  it('checks what is sent as create does', () => {
    expect(edit.safeParse({ name: ' ' }).error?.issues[0]?.message).toBe('validation.required');
    expect(edit.safeParse({ status: 'gone' }).success).toBe(false);
  });

  it('makes the update calls partial', () => {
    expect(userUpdateRequest.parse({ id: 1, email: 'a@example.com' })).toEqual({
      id: 1,
      email: 'a@example.com',
    });
    expect(promotionEditRequest.parse({ code: 'X1', note: 'n' })).toEqual({
      code: 'X1',
      note: 'n',
    });
  });
});
