import type { Kysely } from 'kysely';
import { idColumn, idType } from './dialect';

/**
 * Promotion codes and the sales made with them. Money is a whole number of minor units (đồng,
 * cents) in 64-bit columns; the code is unique whatever its case through code_key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('promotions')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('code_key', 'text', (c) => c.notNull().unique())
    .addColumn('expire', 'text', (c) => c.notNull())
    .addColumn('package', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('min', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('percent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('money', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('month', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('reward', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('reward_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('promotions_email').on('promotions').column('email').execute();

  await db.schema
    .createTable('sales')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotions.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('salesman_id', 'integer', (c) => c.references('users.id'))
    .addColumn('months', 'integer', (c) => c.notNull())
    .addColumn('bonus_months', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('list_price', 'bigint', (c) => c.notNull())
    .addColumn('discount', 'bigint', (c) => c.notNull())
    .addColumn('amount_paid', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sales_promotion')
    .on('sales')
    .columns(['promotion_id', 'at'])
    .execute();
  await db.schema
    .createIndex('sales_salesman')
    .on('sales')
    .columns(['salesman_id', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sales').execute();
  await db.schema.dropTable('promotions').execute();
}
