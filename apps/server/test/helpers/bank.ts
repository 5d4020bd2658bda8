import type { FastifyInstance } from 'fastify';
import type { RouteId } from '@console/contract/routes';
import type { Db } from '../../src/db/database';
import { callOk } from './app';

export const VIETCOMBANK = 'Ngân hàng TMCP Ngoại Thương';
export const TECHCOMBANK = 'Ngân hàng Kỹ thương Việt Nam';

/** Adds bank details through the API (add or add_mine) and answers the item; throws unless 200. */
export async function addBank(
  app: FastifyInstance,
  token: string,
  input: Record<string, unknown>,
  id: Extract<RouteId, 'bank.add' | 'bank.addMine'> = 'bank.add',
) {
  return (await callOk(app, id, input, { token })).item;
}

/** Every bank-details row as stored, by id. */
export function bankRows(db: Db) {
  return db.selectFrom('bank_info').selectAll().orderBy('id').execute();
}
