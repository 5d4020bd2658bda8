import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/database';
import { call, captchaToken, encrypted, uniqueAddress } from './app';

export const GOOD_PASSWORD = 'Good@Pass1';

/** A valid sign-up request, with a solved captcha and the password encrypted. */
export async function signupInput(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  password = GOOD_PASSWORD,
) {
  return {
    userName: 'newparent01',
    email: 'newparent01@example.com',
    country: 'VN',
    time_zone: 'Asia/Ho_Chi_Minh',
    fullName: 'Người Dùng Mới',
    password: await encrypted(app, password),
    token: await captchaToken(app),
    ...overrides,
  };
}

export async function signup(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  // From an address of its own, clear of the route's per-address limit (route-limits.test.ts).
  const input = await signupInput(app, overrides);
  return call(app, 'accounts.signup', input, { headers, remoteAddress: uniqueAddress() });
}

/** A public call that carries a solved captcha, from an address of its own (like `signup`). */
export async function withCaptcha(
  app: FastifyInstance,
  id: 'accounts.resendVerification' | 'accounts.forgotPassword' | 'accounts.resetPassword',
  input: Record<string, unknown>,
) {
  return call(
    app,
    id,
    { ...input, token: await captchaToken(app) },
    { remoteAddress: uniqueAddress() },
  );
}

export async function resetPassword(app: FastifyInstance, resetToken: string, password: string) {
  return withCaptcha(app, 'accounts.resetPassword', {
    reset_token: resetToken,
    password: await encrypted(app, password),
  });
}

export async function userCount(db: Db) {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function userRow(db: Db, userName: string) {
  return db.selectFrom('users').selectAll().where('user_name', '=', userName).executeTakeFirst();
}
