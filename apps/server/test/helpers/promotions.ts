import type { FastifyInstance } from 'fastify';
import type { PromotionType } from '@console/contract/pricing';
import { PROMOTION_TYPE_FIELDS } from '@console/contract/schemas/promotions';
import type { Db } from '../../src/db/database';
import { nowIso } from '../../src/db/database';
import { usersRepository } from '../../src/db/users.repository';
import { call, callOk } from './app';

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

/** A second salesman, straight in the database: he owns codes but never signs in here. */
export async function insertSalesman(db: Db, userName: string) {
  const now = nowIso();
  return usersRepository.insertReturning(db, {
    user_name: userName,
    email: `${userName}@example.com`,
    role: 'salesman',
    password_hash: null,
    email_verified_at: now,
    created_at: now,
    updated_at: now,
  });
}

export function promotionRows(db: Db) {
  return db.selectFrom('promotions').selectAll().orderBy('id').execute();
}

export function saleRows(db: Db) {
  return db.selectFrom('sales').selectAll().orderBy('id').execute();
}
