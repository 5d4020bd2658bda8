import { sql, type Insertable, type Updateable } from 'kysely';
import type {
  BlacklistMerchantListRequest,
  BlockStatus,
  CustomerListRequest,
  TerminalListRequest,
} from '@console/contract/schemas/blocklists';
import { terminalBlockMachine } from '@console/contract/machines/blocklist';
import type { Db } from '../../db/database';
import type { TerminalsTable } from '../merchants/merchants.tables';
import type { CustomerBlockRow, CustomerBlocksTable } from './blocklists.tables';
import { pageBounds, queryPage } from '../../db/paging';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
// ESCAPE names the escape character: PostgreSQL defaults to '\', SQLite has none.
const contains = (column: string, needle: string) =>
  sql<boolean>`${sql.ref(column)} like ${`%${escapeLike(needle)}%`} escape '\\'`;

interface Read {
  id: number;
  version: number;
  status: BlockStatus;
}

/** The customer blocklist: one row per phone. Every change is conditional on the row read. */
export const customerBlocksRepository = {
  /** A page of phones; `digits` is a part of a phone, already normalised. */
  async list(db: Db, q: Omit<CustomerListRequest, 'phone'> & { digits: string }) {
    let query = db.selectFrom('customer_blocks');
    if (q.digits) query = query.where(contains('phone', q.digits));
    if (q.status) query = query.where('status', '=', q.status);
    return queryPage(
      pageBounds(q.page, q.pageSize),
      query.selectAll().orderBy('updated_at', q.order).orderBy('id', q.order),
      query,
    );
  },

  findByPhone(db: Db, phone: string): Promise<CustomerBlockRow | undefined> {
    return db
      .selectFrom('customer_blocks')
      .selectAll()
      .where('phone', '=', phone)
      .executeTakeFirst();
  },

  insert(db: Db, row: Insertable<CustomerBlocksTable>): Promise<CustomerBlockRow> {
    return db.insertInto('customer_blocks').values(row).returningAll().executeTakeFirstOrThrow();
  },

  /** Changes a phone's entry as of the (id, status, version) read; nothing when it moved on. */
  updateAsOf(db: Db, read: Read, changes: Updateable<CustomerBlocksTable>) {
    return db
      .updateTable('customer_blocks')
      .set({ ...changes, version: read.version + 1 })
      .where('id', '=', read.id)
      .where('status', '=', read.status)
      .where('version', '=', read.version)
      .returningAll()
      .executeTakeFirst();
  },
};

const terminalColumns = [
  't.id',
  't.code',
  't.name',
  't.status',
  't.version',
  't.block_reason',
  't.block_reason_text',
  't.block_actor_name',
  't.block_updated_at',
  'm.code as merchant_code',
] as const;

/** Merchants and terminals as the terminal blocklist sees them. */
export const terminalBlocksRepository = {
  /** A page of merchants with their total and locked terminals; `keyword` is already folded. */
  async listMerchants(db: Db, q: BlacklistMerchantListRequest & { keyword: string }) {
    const counts = db
      .selectFrom('terminals')
      .select((eb) => [
        'merchant_id',
        eb.fn.countAll<number>().as('total'),
        eb.fn
          .sum<number>(eb.case().when('status', '=', 'locked').then(1).else(0).end())
          .as('locked'),
      ])
      .groupBy('merchant_id')
      .as('c');
    let query = db.selectFrom('merchants as m').leftJoin(counts, 'c.merchant_id', 'm.id');
    if (q.keyword) query = query.where(contains('m.search_text', q.keyword));
    if (q.status === 'locked') query = query.where('c.locked', '>', 0);
    if (q.status === 'open') query = query.where(sql<boolean>`coalesce(c.locked, 0) = 0`);
    return queryPage(
      pageBounds(q.page, q.pageSize),
      query.select(['m.code', 'm.name', 'c.total', 'c.locked']).orderBy('m.code', q.order),
      query,
    );
  },

  findMerchant(db: Db, code: string) {
    return db
      .selectFrom('merchants')
      .select(['id', 'code', 'name'])
      .where('code', '=', code)
      .executeTakeFirst();
  },

  /** How many terminals a merchant has, and how many are locked, as the catalogue holds them now. */
  async countsOf(db: Db, merchantId: number) {
    const row = await db
      .selectFrom('terminals')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn
          .sum<number>(eb.case().when('status', '=', 'locked').then(1).else(0).end())
          .as('locked'),
      ])
      .where('merchant_id', '=', merchantId)
      .executeTakeFirstOrThrow();
    return { total: Number(row.total), locked: Number(row.locked ?? 0) };
  },

  async listTerminals(db: Db, merchantId: number, q: TerminalListRequest) {
    let query = db
      .selectFrom('terminals as t')
      .innerJoin('merchants as m', 'm.id', 't.merchant_id')
      .where('t.merchant_id', '=', merchantId);
    if (q.keyword) {
      // Codes and names in any case (PostgreSQL's like minds case, SQLite's does not).
      const pattern = `%${escapeLike(q.keyword.toLowerCase())}%`;
      query = query.where((eb) =>
        eb.or(
          (['t.code', 't.name'] as const).map(
            (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
          ),
        ),
      );
    }
    if (q.status) query = query.where('t.status', '=', q.status);
    return queryPage(
      pageBounds(q.page, q.pageSize),
      query.select(terminalColumns).orderBy('t.code', q.order),
      query,
    );
  },

  findTerminal(db: Db, merchantId: number, code: string) {
    return db
      .selectFrom('terminals as t')
      .innerJoin('merchants as m', 'm.id', 't.merchant_id')
      .select(terminalColumns)
      .where('t.merchant_id', '=', merchantId)
      .where('t.code', '=', code)
      .executeTakeFirst();
  },

  /** Changes a terminal as of the (id, status, version) read; false when it moved on. */
  async updateAsOf(db: Db, read: Read, changes: Updateable<TerminalsTable>): Promise<boolean> {
    const result = await db
      .updateTable('terminals')
      .set({ ...changes, version: read.version + 1 })
      .where('id', '=', read.id)
      .where('status', '=', read.status)
      .where('version', '=', read.version)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** The changes of a merchant's terminals, newest first, with the terminal each is about. */
  async history(db: Db, merchantId: number, q: { page: number; pageSize: number }) {
    const query = db
      .selectFrom('transitions as h')
      .innerJoin('terminals as t', 't.id', 'h.entity_id')
      .where('h.machine', '=', terminalBlockMachine.name)
      .where('t.merchant_id', '=', merchantId);
    return queryPage(
      pageBounds(q.page, q.pageSize),
      query
        .selectAll('h')
        .select('t.code as terminal_code')
        .orderBy('h.at', 'desc')
        .orderBy('h.id', 'desc'),
      query,
    );
  },
};

export type TerminalView = NonNullable<
  Awaited<ReturnType<typeof terminalBlocksRepository.findTerminal>>
>;
