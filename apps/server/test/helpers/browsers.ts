import type { FastifyInstance } from 'fastify';
import type { BlockedBrowser } from '@console/contract/schemas/browsers';
import type { Db } from '../../src/db/database';
import { call } from './app';

export interface BrowserInput {
  browser_name: string;
  file_name: string;
  original_name?: string;
  file_description?: string;
}

/** Creates a blocked browser through the API and answers its item; throws unless 200. */
export async function createBrowser(app: FastifyInstance, token: string, input: BrowserInput) {
  const res = await call(app, 'browsers.create', { ...input }, { token });
  if (res.statusCode !== 200) throw new Error(`create ${input.file_name}: ${res.body}`);
  return res.json().item as BlockedBrowser;
}

/** Every blocked-browser row as stored, by id. */
export function browserRows(db: Db) {
  return db.selectFrom('black_browsers').selectAll().orderBy('id').execute();
}
