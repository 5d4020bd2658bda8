import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calendarTime, editOf, optionalText, requiredText, text } from './common';
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

describe('calendarTime', () => {
  it('reads a date-time whose day exists, as Date.parse does', () => {
    expect(calendarTime('2028-02-29T10:00:00Z')).toBe(Date.parse('2028-02-29T10:00:00Z'));
    expect(calendarTime('9999-12-31T23:59:59+07:00')).toBe(Date.parse('9999-12-31T16:59:59Z'));
  });

  it.each([
    '2030-02-29T10:00:00Z',
    '2030-02-30T10:00:00Z',
    '2030-04-31T00:00Z',
    '2030-13-01T00:00Z',
  ])('gives NaN for %s, a day that does not exist', (value) =>
    expect(calendarTime(value)).toBeNaN(),
  );

  it('gives NaN for what is not a date-time', () => {
    expect(calendarTime('2030-01-01')).toBeNaN();
    expect(calendarTime('tomorrow')).toBeNaN();
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
