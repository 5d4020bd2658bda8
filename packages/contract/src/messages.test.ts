import { describe, expect, it } from 'vitest';
import { interpolate, locales, textAt } from './messages';

describe('textAt', () => {
  it('finds the text at a dotted key, in each language', () => {
    expect(textAt('en', 'errors.common.permission_denied')).toBe(
      locales.en.errors.common.permission_denied,
    );
    expect(textAt('vi', 'errors.common.permission_denied')).toBe(
      locales.vi.errors.common.permission_denied,
    );
    expect(textAt('en', 'errors.common.permission_denied')).not.toBe(
      textAt('vi', 'errors.common.permission_denied'),
    );
    expect(typeof textAt('en', 'errors.common.permission_denied')).toBe('string');
  });

  it('answers undefined for a key that names no text', () => {
    expect(textAt('en', 'errors.common.no_such_key')).toBeUndefined();
    expect(textAt('en', 'errors.common')).toBeUndefined();
    expect(textAt('en', 'errors.common.permission_denied.deeper')).toBeUndefined();
    expect(textAt('en', 'errors.common.permission_denied.deeper.still')).toBeUndefined();
    expect(textAt('en', 'nothing')).toBeUndefined();
  });
});

describe('interpolate', () => {
  it('fills each {{name}} placeholder with its value', () => {
    expect(interpolate('At most {{max}} of {{what}}', { max: 20, what: 'users' })).toBe(
      'At most 20 of users',
    );
    expect(interpolate('{{a}}{{a}}', { a: 'x' })).toBe('xx');
  });

  it('leaves a placeholder without a value, and text without placeholders, as they are', () => {
    expect(interpolate('At most {{max}}', {})).toBe('At most {{max}}');
    expect(interpolate('At most {{max}}')).toBe('At most {{max}}');
    expect(interpolate('{{ max }} {max}', { max: 1 })).toBe('{{ max }} {max}');
    expect(interpolate('plain', { max: 1 })).toBe('plain');
  });
});
