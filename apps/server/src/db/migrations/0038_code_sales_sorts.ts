import { sql, type Kysely } from 'kysely';

/**
 * A code's sales sort by time or by the amount paid, either way (promotions.sales): an index per
 * order, led by the code, with the id that breaks ties, so a page of a much-used code reads a few
 * index entries instead of sorting all its sales. Both databases scan these backwards for `desc`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index sales_code_at on sales (promotion_id, at, id)`.execute(db);
  await sql`create index sales_code_paid on sales (promotion_id, amount_paid, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index sales_code_paid`.execute(db);
  await sql`drop index sales_code_at`.execute(db);
}
