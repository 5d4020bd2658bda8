import type { BankListRequest } from '@console/contract/schemas/bank';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { BankInfoTable } from './bank.tables';
import { pageBounds, queryPage } from '../../db/paging';

const SORT_COLUMNS = {
  id: sql.ref('bank_info.id'),
  user_name: sql`lower(${sql.ref('users.user_name')})`,
  bank_name: sql`lower(${sql.ref('bank_info.bank_name')})`,
  updated_at: sql.ref('bank_info.updated_at'),
} as const;

/** Who may be seen: everyone's rows, or one owner's only (a salesman's own). */
export type BankScope = { ownerId: number } | 'all';

function scoped(db: Db, scope: BankScope) {
  const query = db.selectFrom('bank_info').innerJoin('users', 'users.id', 'bank_info.user_id');
  return scope === 'all' ? query : query.where('bank_info.user_id', '=', scope.ownerId);
}

export const bankRepository = {
  async list(db: Db, scope: BankScope, q: BankListRequest) {
    const query = scoped(db, scope);
    return queryPage(
      pageBounds(q.page, q.page_size),
      query
        .selectAll('bank_info')
        .select('users.user_name')
        .orderBy(SORT_COLUMNS[q.sort], q.order)
        .orderBy('bank_info.id', q.order),
      query,
    );
  },

  findById(db: Db, scope: BankScope, id: number) {
    return scoped(db, scope)
      .selectAll('bank_info')
      .select('users.user_name')
      .where('bank_info.id', '=', id)
      .executeTakeFirst();
  },

  async insert(db: Db, row: Insertable<BankInfoTable>) {
    const { id } = await db
      .insertInto('bank_info')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },

  /** Changes a row within the scope; false when there is none such. */
  async update(db: Db, scope: BankScope, id: number, changes: Updateable<BankInfoTable>) {
    let query = db.updateTable('bank_info').set(changes).where('id', '=', id);
    if (scope !== 'all') query = query.where('user_id', '=', scope.ownerId);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};
