import { z } from 'zod';
import { LANGUAGES, USERNAME_LENGTH } from '../constants';
import { ok, text, typeError } from './common';

export const publicKeyResponse = ok({ key: z.string() });

/** An ALTCHA challenge, `altcha-lib/v1` format. */
export const captchaChallenge = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  salt: z.string(),
  signature: z.string(),
  maxnumber: z.number().int(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallenge>;
export const captchaResponse = ok(captchaChallenge.shape);

/** What the client base64-encodes as the `token` field after solving a challenge. */
export const captchaSolution = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  number: z.number().int().nonnegative(),
  salt: z.string(),
  signature: z.string(),
});
export type CaptchaSolution = z.infer<typeof captchaSolution>;

export const loginRequest = z.object({
  username: text({ error: typeError('validation.username_required') })
    .trim()
    .min(1, 'validation.username_required')
    .max(USERNAME_LENGTH.max, 'validation.too_long'),
  /** base64 of RSA-OAEP (SHA-256) ciphertext of the UTF-8 password. */
  password: text({ error: typeError('validation.password_required') })
    .min(1, 'validation.password_required')
    .max(2048, 'validation.too_long'),
  /** Checked by the service, so a missing token answers 'Token in valid' like a wrong one. */
  token: text().max(4096, 'validation.too_long').optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const session = z.object({
  access_token: z.string(),
  fresh_token: z.string(),
  timezone: z.string(),
  user_name: z.string(),
  admin: z.boolean(),
  id: z.number().int(),
  /** The language the account's owner chose, which the client switches to; null if he never chose. */
  language: z.enum(LANGUAGES).nullable(),
});
export type Session = z.infer<typeof session>;
export const sessionResponse = ok(session.shape);

/** `session` as the `/rpc/` Auth service answers it: camelCase (docs/decisions/field-conventions.md). */
export const rpcSession = session
  .omit({ access_token: true, fresh_token: true, user_name: true })
  .extend({ accessToken: z.string(), freshToken: z.string(), userName: z.string() });
export type RpcSession = z.infer<typeof rpcSession>;
export const rpcSessionResponse = ok(rpcSession.shape);

export const refreshResponse = ok({ access_token: z.string(), refresh_token: z.string() });

export const logoutRequest = z.object({
  refresh_token: text({ error: typeError() }).min(1, 'validation.required').max(512),
});

/** Claims the access token carries. */
export interface AccessClaims {
  sub: string;
  name: string;
  role: string;
}

export { normalizeUsername } from '../usernames';
