import type { Kysely } from 'kysely';
import { idColumn, idType } from './dialect';

/**
 * Remote automation (issue 16, docs/decisions/remote-automation.md): jobs that run one agent
 * command on a parent's agents (their changes and runs go to `transitions`), each run of a job,
 * one per job and slot (UNIQUE job_id, scheduled_for: a restart or a second server cannot start a
 * slot twice), and each run's target agents pointing at the agent command the run queued.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rpa_jobs')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('command', 'text', (c) => c.notNull())
    /** agents | parent | staff */
    .addColumn('target', 'text', (c) => c.notNull())
    /** JSON arrays of ids. */
    .addColumn('agent_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('staff_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    /** now | at | daily | weekly | cron */
    .addColumn('schedule', 'text', (c) => c.notNull())
    .addColumn('run_at', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('time', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('days', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('cron', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('timezone', 'text', (c) => c.notNull())
    /** active | paused | done | deleted */
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('next_run_at', 'text')
    .addColumn('last_run_at', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rpa_jobs_due')
    .on('rpa_jobs')
    .columns(['state', 'next_run_at'])
    .execute();
  await db.schema
    .createIndex('rpa_jobs_admin')
    .on('rpa_jobs')
    .columns(['admin_id', 'id'])
    .execute();

  await db.schema
    .createTable('rpa_runs')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('job_id', 'integer', (c) => c.notNull().references('rpa_jobs.id'))
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('command', 'text', (c) => c.notNull())
    .addColumn('scheduled_for', 'text', (c) => c.notNull())
    /** schedule | manual */
    .addColumn('trigger', 'text', (c) => c.notNull())
    /** running | done */
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('running'))
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addUniqueConstraint('rpa_runs_slot', ['job_id', 'scheduled_for'])
    .execute();
  await db.schema.createIndex('rpa_runs_state').on('rpa_runs').columns(['state', 'id']).execute();

  await db.schema
    .createTable('rpa_run_targets')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('run_id', 'integer', (c) => c.notNull().references('rpa_runs.id'))
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id'))
    .addColumn('agent_name', 'text', (c) => c.notNull())
    .addColumn('command_id', 'integer', (c) => c.references('agent_commands.id'))
    /** Without a command: offline or failed (then `note` says why); else read from the command. */
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('rpa_run_targets_agent', ['run_id', 'agent_id'])
    .execute();
  await db.schema
    .createIndex('rpa_run_targets_command')
    .on('rpa_run_targets')
    .column('command_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['rpa_run_targets', 'rpa_runs', 'rpa_jobs']) {
    await db.schema.dropTable(table).execute();
  }
}
