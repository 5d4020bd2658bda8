import type { Insertable } from 'kysely';
import type { CommandState } from '@console/contract/schemas/agents';
import type { Db } from '../../db/database';
import { pageBounds, queryPage } from '../../db/paging';
import type { RpaRunsTable, RpaRunTargetsTable } from './rpa.tables';

/** The SQL of remote-automation runs and their targets (with the target's agent command). */
export const runsRepository = {
  find(db: Db, id: number) {
    return db.selectFrom('rpa_runs').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** A run that must be there (one just started). */
  get(db: Db, id: number) {
    return db.selectFrom('rpa_runs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  },

  /** The latest run of each job named (the one with the highest id). */
  latestOf(db: Db, jobIds: number[]) {
    return db
      .selectFrom('rpa_runs')
      .select(['id', 'job_id', 'state', 'total'])
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('rpa_runs')
          .select((e) => e.fn.max('id').as('id'))
          .where('job_id', 'in', jobIds)
          .groupBy('job_id'),
      )
      .execute();
  },

  /** A page of a job's runs, by id in `dir`. */
  ofJob(db: Db, jobId: number, q: { page: number; page_size: number; dir: 'asc' | 'desc' }) {
    const query = db.selectFrom('rpa_runs').where('job_id', '=', jobId);
    return queryPage(
      pageBounds(q.page, q.page_size),
      query.selectAll().orderBy('id', q.dir),
      query,
    );
  },

  /** Whether the job has a manual run still running (index rpa_runs_one_manual, migration 0075). */
  async manualRunning(db: Db, jobId: number): Promise<boolean> {
    const row = await db
      .selectFrom('rpa_runs')
      .select('id')
      .where('job_id', '=', jobId)
      .where('trigger', '=', 'manual')
      .where('state', '=', 'running')
      .executeTakeFirst();
    return row !== undefined;
  },

  insert(db: Db, row: Insertable<RpaRunsTable>) {
    return db.insertInto('rpa_runs').values(row).returning('id').executeTakeFirstOrThrow();
  },

  insertTarget(db: Db, row: Insertable<RpaRunTargetsTable>) {
    return db.insertInto('rpa_run_targets').values(row).execute();
  },

  /** The targets of the runs named, each with its command's state, output and last change. */
  targetsWithCommands(db: Db, runIds: number[]) {
    return db
      .selectFrom('rpa_run_targets as t')
      .leftJoin('agent_commands as c', 'c.id', 't.command_id')
      .select([
        't.run_id',
        't.agent_id',
        't.agent_name',
        't.staff_name',
        't.command_id',
        't.state',
        't.note',
        't.created_at',
        'c.state as command_state',
        'c.output',
        'c.updated_at',
      ])
      .where('t.run_id', 'in', runIds)
      .orderBy('t.run_id')
      .orderBy('t.agent_id')
      .execute();
  },

  /**
   * Up to `limit` running runs, oldest first, that started at or before `deadline` or have no
   * target whose command is in a state other than `finalStates`.
   */
  closable(db: Db, deadline: string, finalStates: readonly CommandState[], limit: number) {
    return db
      .selectFrom('rpa_runs')
      .selectAll()
      .where('state', '=', 'running')
      .where((eb) =>
        eb.or([
          eb('started_at', '<=', deadline),
          eb.not(
            eb.exists(
              eb
                .selectFrom('rpa_run_targets as t')
                .innerJoin('agent_commands as c', 'c.id', 't.command_id')
                .select('t.id')
                .whereRef('t.run_id', '=', 'rpa_runs.id')
                .where('c.state', 'not in', finalStates),
            ),
          ),
        ]),
      )
      .orderBy('id')
      .limit(limit)
      .execute();
  },

  /** Marks a run done at `at` if it is still running; false when it was not. */
  async close(db: Db, id: number, at: string): Promise<boolean> {
    const changed = await db
      .updateTable('rpa_runs')
      .set({ state: 'done', finished_at: at })
      .where('id', '=', id)
      .where('state', '=', 'running')
      .executeTakeFirst();
    return Number(changed.numUpdatedRows) === 1;
  },
};
