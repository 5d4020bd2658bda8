import type { Kysely } from 'kysely';

/**
 * Who was signed in on a run's target agent when the run started (their user names, joined by
 * ", "), so a run's page says who it reached then, not who signs in on the agent today.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('rpa_run_targets')
    .addColumn('staff_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('rpa_run_targets').dropColumn('staff_name').execute();
}
