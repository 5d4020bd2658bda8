import type { Kysely } from 'kysely';
import { idColumn, idType } from './dialect';

/** Bank details: an account at a catalogue bank, held for a user; a user may have several. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bank_info')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('short_name', 'text', (c) => c.notNull())
    .addColumn('bank_number', 'text', (c) => c.notNull())
    .addColumn('bank_holder', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bank_info_user').on('bank_info').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bank_info').execute();
}
