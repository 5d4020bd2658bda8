import { z } from 'zod';
import { LANGUAGES, PASSWORD_SPECIALS, REGISTER_PASSWORD_MIN, USERNAME_LENGTH } from '../constants';
import { ok, text, typeError } from './common';

/**
 * Self-registration, e-mail verification and password reset. Passwords travel encrypted (see
 * auth.ts); the server checks `passwordPolicy` on the decrypted text, the web form on what is typed.
 */
const specials = new RegExp(`[${PASSWORD_SPECIALS.replace(/[\\^\]-]/g, '\\$&')}]`);

export const passwordPolicy = z
  .string({ error: typeError('validation.password_required') })
  .min(1, 'validation.password_required')
  .max(128, 'validation.too_long')
  .refine(
    (p) =>
      p.length >= REGISTER_PASSWORD_MIN &&
      /[a-z]/.test(p) &&
      /[A-Z]/.test(p) &&
      /\d/.test(p) &&
      specials.test(p),
    'validation.password_policy',
  );

/** Letters, digits, hyphen or underscore; 8 to 200 characters; stored lower-cased. */
export const newUserName = text({ error: typeError('validation.username_required') })
  .trim()
  .min(1, 'validation.username_required')
  .regex(/^[A-Za-z0-9_-]*$/, 'validation.username_rule')
  .min(USERNAME_LENGTH.min, 'validation.username_rule')
  .max(USERNAME_LENGTH.max, 'validation.username_rule');

export const email = text({ error: typeError('validation.email_required') })
  .trim()
  .min(1, 'validation.email_required')
  .max(254, 'validation.too_long')
  .pipe(z.email('validation.invalid_email'));

/** An IANA time zone name, or empty. */
export const timeZone = text({ error: typeError() })
  .trim()
  .max(64, 'validation.too_long')
  .refine((tz) => tz === '' || isTimeZone(tz), 'validation.invalid_option')
  .default('');

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** An ISO 3166-1 alpha-2 country code, or empty. */
export const country = text({ error: typeError() })
  .trim()
  .toUpperCase()
  .refine((c) => c === '' || COUNTRY_CODES.includes(c), 'validation.invalid_option')
  .default('');

export const captchaToken = text().max(4096, 'validation.too_long').optional();
export const encryptedPassword = text({ error: typeError('validation.password_required') })
  .min(1, 'validation.password_required')
  .max(2048, 'validation.too_long');

export const signupRequest = z.object({
  userName: newUserName,
  email,
  country,
  time_zone: timeZone,
  fullName: text({ error: typeError() }).trim().max(200, 'validation.too_long').default(''),
  password: encryptedPassword,
  token: captchaToken,
});
export type SignupRequest = z.infer<typeof signupRequest>;
/** `message` is a key: accounts.messages.check_email. */
export const signupResponse = ok({ message: z.string() });

export const testNameRequest = z.object({
  userName: text({ error: typeError('validation.username_required') })
    .trim()
    .min(1)
    .max(200),
  token: captchaToken,
});
/**
 * As the spec says, `success` is true when the name exists (is taken) and false when it is free;
 * `exists` says the same in its own name (see docs/decisions/accounts.md).
 */
export const testNameResponse = z.object({ success: z.boolean(), exists: z.boolean() });

export const activateRequest = z.object({
  token: text({ error: typeError() }).trim().min(1, 'validation.required').max(200),
});

/**
 * A used verification, reset or invitation link answers the account's user name, so the sign-in
 * screen opens with it filled in; only the holder of the mailed link learns it.
 */
export const linkUsedResponse = ok({ user_name: z.string() });

/** Asks for a new verification mail, by username or e-mail; the answer never tells whether it exists. */
export const resendVerificationRequest = z.object({
  login: text({ error: typeError() }).trim().min(1, 'validation.required').max(254),
  token: captchaToken,
});

export const forgotPasswordRequest = resendVerificationRequest;

export const resetPasswordRequest = z.object({
  /** The token of the mailed link. */
  reset_token: text({ error: typeError() }).trim().min(1, 'validation.required').max(200),
  password: encryptedPassword,
  token: captchaToken,
});

/** Change of one's own password, signed in: both passwords encrypted like a sign-in's. */
export const changePasswordRequest = z.object({
  current_password: encryptedPassword,
  new_password: encryptedPassword,
});

/** One's own language: the screens after each sign-in, and the mails. */
export const languageRequest = z.object({
  language: z.enum(LANGUAGES, { error: 'validation.invalid_option' }),
});

/** prettier-ignore */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS ' +
  'BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE ' +
  'EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM ' +
  'HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC ' +
  'LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA ' +
  'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO ' +
  'TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');
