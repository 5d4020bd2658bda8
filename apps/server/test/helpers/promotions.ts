import type { FastifyInstance } from 'fastify';
import type { PromotionType } from '@console/contract/pricing';
import { PROMOTION_TYPE_FIELDS } from '@console/contract/schemas/promotions';
import type { Db } from '../../src/db/database';
import { nowIso } from '../../src/db/database';
import { usersRepository } from '../../src/db/users.repository';
import { hashPassword } from '../../src/modules/auth/passwords';
import { call, callOk, loginRaw } from './app';

/** A value for each type field, for the types that use it. */
const TYPE_FIELD_VALUES = { min: 1, percent: 10, money: '100000', month: 1 };

/**
 * A valid create input: a code of salesman1 that runs until 2099, by default a 10 % one; of
 * another type, with a value for each field that type uses (and no other).
 */
export function promotionInput(code: string, overrides: Record<string, unknown> = {}) {
  const type = (overrides.type ?? 'percent') as PromotionType;
  const typeFields = PROMOTION_TYPE_FIELDS[type] ?? [];
  return {
    code,
    expire: '2099-12-31',
    package: 'standard_vnd',
    type,
    ...Object.fromEntries(typeFields.map((field) => [field, TYPE_FIELD_VALUES[field]])),
    reward: 10,
    reward_type: 'percent',
    email: 'salesman1@example.com',
    ...overrides,
  };
}

/** Creates a code through the API and answers its item; throws unless 200. */
export async function createPromotion(
  app: FastifyInstance,
  token: string,
  code: string,
  overrides: Record<string, unknown> = {},
) {
  return (await callOk(app, 'promotions.create', promotionInput(code, overrides), { token })).item;
}

/** Upgrades a user with a code (admin token); answers the raw response. */
export function upgradeWith(
  app: FastifyInstance,
  token: string,
  username: string,
  count: number,
  code: string,
  pkg = 'standard_vnd',
) {
  return call(
    app,
    'users.upToStandard',
    { username, count, type: 'monthly', code, package: pkg },
    { token },
  );
}

/** The password of a second salesman made with `signsIn` (the demo accounts hold one salesman). */
export const SECOND_SALESMAN_PASSWORD = 'Second-Salesman-2030';

/**
 * A second salesman, straight in the database: he owns codes, and signs in only when `signsIn`
 * (with SECOND_SALESMAN_PASSWORD), for a test that reads his own view beside salesman1's.
 */
export async function insertSalesman(db: Db, userName: string, { signsIn = false } = {}) {
  const now = nowIso();
  return usersRepository.insertReturning(db, {
    user_name: userName,
    email: `${userName}@example.com`,
    role: 'salesman',
    password_hash: signsIn ? await hashPassword(SECOND_SALESMAN_PASSWORD) : null,
    email_verified_at: now,
    created_at: now,
    updated_at: now,
  });
}

/** The access token of a salesman made by `insertSalesman(db, userName, { signsIn: true })`. */
export async function signInSalesman(app: FastifyInstance, userName: string): Promise<string> {
  const res = await loginRaw(app, userName, SECOND_SALESMAN_PASSWORD);
  if (res.statusCode !== 200) throw new Error(`login ${userName}: ${res.statusCode} ${res.body}`);
  return (res.json() as { access_token: string }).access_token;
}

export function promotionRows(db: Db) {
  return db.selectFrom('promotions').selectAll().orderBy('id').execute();
}

export function saleRows(db: Db) {
  return db.selectFrom('sales').selectAll().orderBy('id').execute();
}
