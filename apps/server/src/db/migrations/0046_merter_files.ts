import type { Kysely } from 'kysely';
import { idColumn, idType, isPostgres } from './dialect';

/**
 * Mer-ter files: the uploaded bytes (so any server can process them), their status and counts,
 * and one row per processed line with its result, written in chunks with the file's progress so
 * a killed server resumes where the last chunk committed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('merter_files')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    /** pending | processing | done | error */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('processed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('valid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('invalid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
    /** The uploader's language: the result column is written in it. */
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer')
    .addColumn('uploaded_by_name', 'text', (c) => c.notNull())
    .addColumn('applied_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('merter_files_campaign')
    .on('merter_files')
    .columns(['campaign_id', 'status'])
    .execute();

  await db.schema
    .createTable('merter_file_rows')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('file_id', 'integer', (c) => c.notNull().references('merter_files.id'))
    /** The row's number in the sheet (the header is row 1). */
    .addColumn('row_no', 'integer', (c) => c.notNull())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('terminal_code', 'text', (c) => c.notNull())
    .addColumn('terminal_id', 'integer')
    /** '' for a valid row, else why it was refused (MERTER_ROW_RESULTS). */
    .addColumn('result', 'text', (c) => c.notNull())
    .addUniqueConstraint('merter_file_rows_row', ['file_id', 'row_no'])
    .execute();
  await db.schema
    .createIndex('merter_file_rows_pair')
    .on('merter_file_rows')
    .columns(['file_id', 'merchant_code', 'terminal_code'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('merter_file_rows').execute();
  await db.schema.dropTable('merter_files').execute();
}
