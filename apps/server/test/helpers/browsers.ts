import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/database';
import { callOk } from './app';

export interface BrowserInput {
  browser_name: string;
  file_name: string;
  original_name?: string;
  file_description?: string;
}

/** Creates a blocked browser through the API and answers its item; throws unless 200. */
export async function createBrowser(app: FastifyInstance, token: string, input: BrowserInput) {
  return (await callOk(app, 'browsers.create', { ...input }, { token })).item;
}

/** Every blocked-browser row as stored, by id. */
export function browserRows(db: Db) {
  return db.selectFrom('black_browsers').selectAll().orderBy('id').execute();
}

/** A rule written by raw SQL, as a seed or an import would, not through the service. */
export function insertBrowserRow(db: Db, browser_name: string, file_name: string) {
  const now = new Date().toISOString();
  return db
    .insertInto('black_browsers')
    .values({
      browser_name,
      file_name,
      file_name_key: file_name.toLowerCase(),
      original_name: '',
      file_description: '',
      created_at: now,
      updated_at: now,
      created_by: 'test',
      updated_by: 'test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
