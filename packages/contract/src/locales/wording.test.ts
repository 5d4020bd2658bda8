import { describe, expect, it } from 'vitest';
import { locales } from '../messages';

/**
 * The texts' wording: the spec's quoted message texts as the spec writes them, one spelling per
 * word in each language (docs/decisions/errors-and-messages.md, "Texts the spec quotes").
 */

/** Every English text, by its dotted key. */
function texts(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, child]) =>
    texts(child, prefix ? `${prefix}.${key}` : key),
  );
}
const en = new Map(texts(locales.en));
const vi = new Map(texts(locales.vi));
/** A text without its `{{placeholders}}`, whose names are code, not words. */
const words = (text: string) => text.replace(/\{\{\w+(, \w+)?\}\}/g, '');

/** The spec's quoted texts (sections 2, 4, 5 and 8) and the key that shows each. */
const SPEC_TEXTS: Record<string, string> = {
  'validation.username_required': 'please input username',
  'validation.bank_name_required': 'Please enter bank name!',
  'validation.bank_number_required': 'Please enter file bank number!',
  'validation.bank_holder_required': 'Please enter file bank holder!',
  'validation.user_name_required': 'Please enter user name!',
  'validation.rule_name_required': 'Please input name!',
  'validation.blacklist_name_required': 'Please input your blacklist name!',
  'validation.staff_password_min': 'Please enter at least 4 characters',
  'common.messages.password_mismatch': 'The two passwords that you entered do not match!',
  'validation.agent_staff_required': 'Please select your Staff!',
  'validation.agent_required': 'Please select your Agent!',
  'agents.messages.otp_timeout': 'Timeout has expired, please re-enter a new OTP',
  'common.messages.something_wrong': 'Something went wrong, please try again later',
  'common.error': 'Error',
  'common.success': 'Success',
  'errors.auth.invalid_token': 'Token in valid',
  'browsers.actions.apply': 'Apply browser rule',
  'browsers.messages.delete_success': 'Delete block browser successfully',
  'browsers.messages.create_success': 'Create a new block browser successfully',
  'browsers.messages.apply_success': 'Apply rule successfully',
  'browsers.messages.update_success': 'Update browser success',
  'promotions.messages.update_success': 'Update promotion success',
  'users.messages.update_success': 'Update user success',
  'bank.messages.create_success': 'Create a new bank successfully',
  'rules.messages.delete_success': 'Delete successfully',
  'auth.messages.login_success': 'Login successfully',
  'agents.messages.command_sent': 'Sent Command line successfully',
  'agents.report.copy_success': 'Copy Success',
  'agents.report.no_data': 'No data',
  'agents.report.clicks': '{{count, number}} click',
  'agents.report.view_settings': 'View settings',
  'buttons.cancel': 'Cancel',
  'buttons.save': 'Save',
  'buttons.back': 'Back',
  'buttons.add': 'Add',
  'buttons.logout': 'Logout',
};

describe('the English texts', () => {
  it.each(Object.entries(SPEC_TEXTS))('%s is the spec’s text', (key, text) => {
    expect(en.get(key)).toBe(text);
  });

  it('write the login form’s two required messages alike', () => {
    expect(en.get('validation.password_required')).toBe('please input password');
  });

  it('spell e-mail one way', () => {
    const other = [...en].filter(([, text]) => /\bemails?\b/i.test(words(text)));
    expect(other).toEqual([]);
  });
});

describe('the Vietnamese texts', () => {
  it('put the tone mark of an open "oa" on the o (khóa, xóa, hóa), as most of them did', () => {
    const old = [...vi].filter(([, text]) => /o[áàảãạ](?![\p{L}])/u.test(text));
    expect(old).toEqual([]);
  });

  it('leave no "Merchant", "Portal" or "terminal" in English', () => {
    const english = [...vi].filter(([, text]) =>
      /\b(merchants?|portal|terminals?)\b/i.test(words(text)),
    );
    expect(english).toEqual([]);
  });
});
