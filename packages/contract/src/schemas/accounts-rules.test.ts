import { describe, expect, it } from 'vitest';
import { country, passwordPolicy, timeZone } from './accounts';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => i.message);

describe('the password policy', () => {
  it('takes 8 characters with a lower and an upper case letter, a digit and a special', () => {
    expect(passwordPolicy.safeParse('Abcdef1!').success).toBe(true);
    expect(passwordPolicy.safeParse('Zz9~zzzzzzzz').success).toBe(true);
  });

  it.each([
    ['Abcde1!', 'seven characters'],
    ['abcdef1!', 'no upper case letter'],
    ['ABCDEF1!', 'no lower case letter'],
    ['Abcdefg!', 'no digit'],
    ['Abcdefg1', 'no special character'],
    ['Abcdef1-', 'a special not on the list'],
  ])('refuses %s (%s)', (password) => {
    expect(messages(passwordPolicy.safeParse(password))).toEqual(['validation.password_policy']);
  });
});

describe('time zone', () => {
  it('takes an IANA name or nothing', () => {
    expect(timeZone.parse('Asia/Ho_Chi_Minh')).toBe('Asia/Ho_Chi_Minh');
    expect(timeZone.parse(' UTC ')).toBe('UTC');
    expect(timeZone.parse('')).toBe('');
    expect(timeZone.parse(undefined)).toBe('');
  });

  it('refuses a name that is no time zone', () => {
    expect(messages(timeZone.safeParse('Mars/Olympus_Mons'))).toEqual([
      'validation.invalid_option',
    ]);
  });
});

describe('country', () => {
  it('takes an ISO code in any case, upper-cased, or nothing', () => {
    expect(country.parse('vn')).toBe('VN');
    expect(country.parse('US')).toBe('US');
    expect(country.parse('')).toBe('');
  });

  it('refuses a code that is no country', () => {
    expect(messages(country.safeParse('XX'))).toEqual(['validation.invalid_option']);
    expect(messages(country.safeParse('VNM'))).toEqual(['validation.invalid_option']);
  });
});
