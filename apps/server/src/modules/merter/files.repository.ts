import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import { pageBounds, queryPage } from '../../db/paging';
import type { MerterFilesTable, MerterFileRowsTable } from './merter.tables';

const FILE_COLUMNS = [
  'id',
  'campaign_id',
  'file_name',
  'status',
  'total',
  'processed',
  'valid',
  'invalid',
  'error',
  'lang',
  'uploaded_by_name',
  'applied_at',
  'created_at',
] as const;

/** Mer-ter files and their judged rows, the catalogue they are judged against, and applying them. */
export const merterFilesRepository = {
  /** A file of the campaign still pending or processing. */
  busyFile(db: Db, campaignId: number) {
    return db
      .selectFrom('merter_files')
      .select('id')
      .where('campaign_id', '=', campaignId)
      .where('status', 'in', ['pending', 'processing'])
      .executeTakeFirst();
  },

  async insertFile(db: Db, row: Insertable<MerterFilesTable>) {
    const { id } = await db
      .insertInto('merter_files')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },

  file(db: Db, id: number) {
    return db
      .selectFrom('merter_files')
      .select(FILE_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
  },

  content(db: Db, id: number) {
    return db
      .selectFrom('merter_files')
      .select(['content', 'status', 'processed', 'campaign_id'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  async files(db: Db, campaignId: number, fileId: number | undefined, page: number, size: number) {
    let q = db.selectFrom('merter_files').where('campaign_id', '=', campaignId);
    if (fileId) q = q.where('id', '=', fileId);
    return queryPage(pageBounds(page, size), q.select(FILE_COLUMNS).orderBy('id', 'desc'), q);
  },

  /** pending → processing; true when this call moved it (or it was processing already). */
  async startProcessing(db: Db, id: number, at: string) {
    await db
      .updateTable('merter_files')
      .set({ status: 'processing', updated_at: at })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute();
  },

  /**
   * One chunk's rows and the file's counters, in the caller's transaction; conditional on the
   * progress the chunk started from, so a chunk is never counted twice.
   */
  async commitChunk(
    trx: Db,
    id: number,
    from: number,
    rows: Insertable<MerterFileRowsTable>[],
    at: string,
  ): Promise<boolean> {
    const valid = rows.filter((r) => r.result === '').length;
    const result = await trx
      .updateTable('merter_files')
      .set((eb) => ({
        processed: eb('processed', '+', rows.length),
        valid: eb('valid', '+', valid),
        invalid: eb('invalid', '+', rows.length - valid),
        updated_at: at,
      }))
      .where('id', '=', id)
      .where('status', '=', 'processing')
      .where('processed', '=', from)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    if (rows.length > 0) await trx.insertInto('merter_file_rows').values(rows).execute();
    return true;
  },

  finish(db: Db, id: number, status: 'done' | 'error', error: string, at: string) {
    return db
      .updateTable('merter_files')
      .set({ status, error, updated_at: at })
      .where('id', '=', id)
      .where('status', '=', 'processing')
      .execute();
  },

  /** Pairs of `pairs` already seen in earlier rows of the file. */
  async seenPairs(db: Db, fileId: number, pairs: { m: string; t: string }[]) {
    if (pairs.length === 0) return new Set<string>();
    const terminals = [...new Set(pairs.map((p) => p.t))];
    const rows = await db
      .selectFrom('merter_file_rows')
      .select(['merchant_code', 'terminal_code'])
      .where('file_id', '=', fileId)
      .where('terminal_code', 'in', terminals)
      .execute();
    return new Set(rows.map((r) => `${r.merchant_code}\u0000${r.terminal_code}`));
  },

  merchantsByCode(db: Db, codes: string[]) {
    if (codes.length === 0) return Promise.resolve([]);
    return db.selectFrom('merchants').select(['id', 'code']).where('code', 'in', codes).execute();
  },

  terminalsByCode(db: Db, codes: string[]) {
    if (codes.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('terminals')
      .select(['id', 'code', 'merchant_id'])
      .where('code', 'in', codes)
      .execute();
  },

  fileRows(db: Db, fileId: number, afterRow: number, limit: number) {
    return db
      .selectFrom('merter_file_rows')
      .select(['row_no', 'merchant_code', 'terminal_code', 'result'])
      .where('file_id', '=', fileId)
      .where('row_no', '>', afterRow)
      .orderBy('row_no')
      .limit(limit)
      .execute();
  },

  /** Inserts the valid pairs of the files not yet in the campaign; answers how many were added. */
  async applyFiles(trx: Db, campaignId: number, fileIds: number[], at: string) {
    if (fileIds.length === 0) return 0;
    // The count is what this insert itself added (its affected rows: a pair already there is
    // skipped by ON CONFLICT and not counted), not the table's count before and after, which
    // also took in the pairs a parallel Apply committed in between (docs/decisions/merter.md).
    const [inserted] = await trx
      .insertInto('campaign_terminals')
      .columns(['campaign_id', 'terminal_id', 'created_at', 'updated_at'])
      .expression((eb) =>
        eb
          .selectFrom('merter_file_rows as r')
          .select([
            sql.lit(campaignId).as('campaign_id'),
            'r.terminal_id',
            sql<string>`cast(${at} as text)`.as('created_at'),
            sql<string>`cast(${at} as text)`.as('updated_at'),
          ])
          .distinct()
          .where('r.file_id', 'in', fileIds)
          .where('r.result', '=', '')
          .where('r.terminal_id', 'is not', null),
      )
      .onConflict((oc) => oc.columns(['campaign_id', 'terminal_id']).doNothing())
      .execute();
    await trx
      .updateTable('merter_files')
      .set({ applied_at: at, updated_at: at })
      .where('id', 'in', fileIds)
      .execute();
    return Number(inserted?.numInsertedOrUpdatedRows ?? 0n);
  },

  doneFiles(db: Db, campaignId: number) {
    return db
      .selectFrom('merter_files')
      .select('id')
      .where('campaign_id', '=', campaignId)
      .where('status', '=', 'done')
      .execute();
  },
};
