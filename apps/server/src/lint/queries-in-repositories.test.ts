import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The project's own ESLint configuration keeps SQL in repositories: the same lines of code pass
 * in a repository (or in db/) and fail in a service, a route file or a seed.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({ cwd: root });

const QUERIES = {
  'a query builder': `
import type { Db } from '../../db/database';
export const find = (db: Db, id: number) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
`,
  'a write inside a transaction': `
import type { Db } from '../../db/database';
export const touch = (db: Db) =>
  db.transaction().execute((trx) => trx.updateTable('users').set({ full_name: 'x' }).execute());
`,
  'an sql template': `
import { sql } from 'kysely';
import type { Db } from '../../db/database';
export const now = (db: Db) => sql<number>\`select 1\`.execute(db);
`,
  'an sql helper': `
import { sql } from 'kysely';
export const column = () => sql.ref('users.id');
`,
};

async function sqlErrors(code: string, file: string): Promise<number> {
  const results = await eslint.lintText(code, { filePath: path.join(root, file) });
  return results
    .flatMap((result) => result.messages)
    .filter((m) => m.message.startsWith('Write SQL in a repository')).length;
}

describe('SQL lives in repositories (eslint.config.js)', { timeout: 60_000 }, () => {
  it.each(Object.entries(QUERIES))(
    'refuses %s in a service, a route file and a seed',
    async (_, code) => {
      for (const file of [
        'apps/server/src/modules/example/example.service.ts',
        'apps/server/src/modules/example/example.routes.ts',
        'apps/server/src/seed/example.ts',
      ]) {
        expect(await sqlErrors(code, file), file).toBeGreaterThan(0);
      }
    },
  );

  it.each(Object.entries(QUERIES))(
    'lets %s through in a repository and in db/',
    async (_, code) => {
      for (const file of [
        'apps/server/src/modules/example/example.repository.ts',
        'apps/server/src/db/example.ts',
      ]) {
        expect(await sqlErrors(code, file), file).toBe(0);
      }
    },
  );

  it('lets a service start a transaction and import kysely types', async () => {
    const code = `
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
export const inOne = (db: Db, work: (trx: Db) => Promise<void>) =>
  db.transaction().execute((trx) => work(trx));
export type Row = Selectable<{ id: number }>;
`;
    expect(await sqlErrors(code, 'apps/server/src/modules/example/example.service.ts')).toBe(0);
  });
});
