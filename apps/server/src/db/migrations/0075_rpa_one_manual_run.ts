import { sql, type Kysely } from 'kysely';

/**
 * At most one manual run of a job running at a time (issue 37: twenty `job/run_now` at once made
 * 17 runs, and 17 lock-screen commands for one agent): a unique index on the job's id over its
 * running manual runs, so the database refuses the second whatever server inserts it. A job that
 * holds several already keeps its newest running; the older are closed as the tick closes a run,
 * without its history row (their targets' commands keep their own states and expire as any).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const at = new Date().toISOString();
  await sql`
    UPDATE rpa_runs SET state = 'done', finished_at = ${at}
    WHERE trigger = 'manual' AND state = 'running'
      AND id < (
        SELECT max(newest.id) FROM rpa_runs newest
        WHERE newest.job_id = rpa_runs.job_id
          AND newest.trigger = 'manual' AND newest.state = 'running'
      )
  `.execute(db);
  await db.schema
    .createIndex('rpa_runs_one_manual')
    .unique()
    .on('rpa_runs')
    .column('job_id')
    .where(sql.ref('trigger'), '=', 'manual')
    .where(sql.ref('state'), '=', 'running')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('rpa_runs_one_manual').execute();
}
