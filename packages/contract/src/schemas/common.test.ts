import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { editOf, optionalText, requiredText, text } from './common';
import { money, promotionEditRequest } from './promotions';
import { userUpdateRequest } from './users';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('text', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['a bell', 'a\u0007b'],
    ['a tab', 'a\tb'],
    ['a line break', 'a\nb'],
    ['a carriage return', 'a\rb'],
    ['an escape', 'a\u001Bb'],
    ['DEL', 'a\u007Fb'],
  ])('refuses %s in a one-line field', (_, value) => {
    expect(messagesOf(requiredText(50).safeParse(value))).toContain('validation.control_character');
  });

  it('takes tab and line breaks in a multi-line field, and no other control', () => {
    const note = optionalText(100, { multiline: true });
    expect(note.parse('line one\r\n\tline two')).toBe('line one\r\n\tline two');
    expect(messagesOf(note.safeParse('a\u0000b'))).toEqual(['validation.control_character']);
  });

  it.each([
    '\u202A',
    '\u202B',
    '\u202C',
    '\u202D',
    '\u202E',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
  ])('refuses the bidi control U+%s', (c) => {
    expect(messagesOf(text().safeParse(`gpj${c}.exe`))).toEqual(['validation.bidi_character']);
  });

  it.each([
    ['a high surrogate before a letter', '\uD800x'],
    ['a high surrogate at the end', 'ab\uDBFF'],
    ['a low surrogate alone', 'a\uDC00b'],
    ['two high surrogates', '\uD83D\uD83D'],
    ['a low surrogate before a high one', '\uDE00\uD83D'],
  ])('refuses %s', (_, value) => {
    expect(messagesOf(text().safeParse(value))).toEqual(['validation.lone_surrogate']);
  });

  it('takes Vietnamese, emoji and the left-to-right mark', () => {
    expect(text().parse('Nguyễn Văn Đức 🎉 \u200E')).toBe('Nguyễn Văn Đức 🎉 \u200E');
  });
});

describe('money', () => {
  it('takes digits only, as a whole number of minor units', () => {
    expect(money.parse('100000')).toBe('100000');
    expect(money.parse('0010000')).toBe('10000');
    expect(money.parse('9999999990000')).toBe('9999999990000');
  });

  it.each(['100.00', '100.000', '1,000', '1e5', '10000.5', ' ', '１０000'])(
    'refuses %j',
    (value) => {
      expect(messagesOf(money.safeParse(value))).toEqual(['validation.money_invalid']);
    },
  );

  it('refuses a negative amount as negative (spec: money is non-negative)', () => {
    expect(messagesOf(money.safeParse('-10000'))).toEqual(['validation.not_negative']);
  });

  it('refuses amounts past the cap', () => {
    expect(messagesOf(money.safeParse('10000000000000'))).toContain('validation.money_max');
    expect(messagesOf(money.safeParse('99999999999999999999999'))).toContain(
      'validation.money_max',
    );
  });
});

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
