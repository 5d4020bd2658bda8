import { describe, expect, it } from 'vitest';
import { browserFields } from './browsers';
import { optionalText, requiredText, text, typeError, withoutControls } from './common';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => i.message);

describe('typeError', () => {
  it('names a missing value by its required key and a value of another type as invalid', () => {
    expect(typeError('validation.name_required')({ input: undefined })).toBe(
      'validation.name_required',
    );
    expect(typeError('validation.name_required')({ input: 5 })).toBe('validation.invalid');
    expect(typeError()({ input: undefined })).toBe('validation.required');
  });
});

describe('text fields', () => {
  it('answers invalid for a value that is not text', () => {
    expect(messages(text().safeParse(5))).toEqual(['validation.invalid']);
    expect(messages(text().safeParse(undefined))).toEqual(['validation.invalid']);
  });

  it('requires a value: missing, blank or another type, each with its key', () => {
    const name = requiredText(10, 'validation.name_required');
    expect(name.parse('  Ada  ')).toBe('Ada');
    expect(messages(name.safeParse(undefined))).toEqual(['validation.name_required']);
    expect(messages(name.safeParse('   '))).toEqual(['validation.name_required']);
    expect(messages(name.safeParse(7))).toEqual(['validation.invalid']);
    expect(messages(requiredText(10).safeParse(undefined))).toEqual(['validation.required']);
  });

  it('holds a required text to its length after trimming', () => {
    const name = requiredText(3);
    expect(name.parse(' abc ')).toBe('abc');
    expect(messages(name.safeParse('abcd'))).toEqual(['validation.too_long']);
  });

  it('lets an optional text be left out (empty), trimmed, within its length', () => {
    const note = optionalText(3);
    expect(note.parse(undefined)).toBe('');
    expect(note.parse(' ab ')).toBe('ab');
    expect(messages(note.safeParse('abcd'))).toEqual(['validation.too_long']);
    expect(messages(note.safeParse('a\nb'))).toEqual(['validation.control_character']);
    expect(optionalText(10, { multiline: true }).parse('a\nb')).toBe('a\nb');
  });

  it('replaces every control character of stored text', () => {
    expect(withoutControls('a\u0000b\u001fc')).toBe('a\uFFFDb\uFFFDc');
  });
});

describe('a blocked browser’s file name', () => {
  const fields = (file_name: string) => ({ browser_name: 'Tor', file_name });

  it('takes a plain file name', () => {
    expect(browserFields.safeParse(fields('tor.exe')).success).toBe(true);
  });

  it.each(['dir/tor.exe', 'C:\\tor.exe', 'tor?.exe', 'a|b.exe'])('refuses a path: %s', (name) => {
    expect(messages(browserFields.safeParse(fields(name)))).toEqual(['validation.invalid']);
  });
});
