import type { Insertable, Updateable } from 'kysely';
import { rpaJobMachine } from '@console/contract/machines/rpa-job';
import type { RpaJobState } from '@console/contract/schemas/rpa';
import type { Db } from '../../db/database';
import { pageBounds, queryPage } from '../../db/paging';
import { containsPattern, lowerLike } from '../../db/search';
import type { RpaJobsTable } from './rpa.tables';

type Dir = 'asc' | 'desc';

/** The SQL of remote-automation jobs and their history; runs are in runs.repository.ts. */
export const rpaRepository = {
  find(db: Db, id: number) {
    return db.selectFrom('rpa_jobs').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** A job with its parent's user name, which must be there. */
  withParentName(db: Db, id: number) {
    return db
      .selectFrom('rpa_jobs')
      .innerJoin('users', 'users.id', 'rpa_jobs.admin_id')
      .selectAll('rpa_jobs')
      .select('users.user_name as admin_name')
      .where('rpa_jobs.id', '=', id)
      .executeTakeFirstOrThrow();
  },

  /** A page of the jobs not deleted, with their parent's user name, by id in `dir`. */
  list(
    db: Db,
    q: {
      adminId: number | undefined;
      state: RpaJobState | undefined;
      keyword: string;
      page: number;
      page_size: number;
      dir: Dir;
    },
  ) {
    let query = db.selectFrom('rpa_jobs').where('rpa_jobs.state', '<>', 'deleted');
    if (q.adminId !== undefined) query = query.where('rpa_jobs.admin_id', '=', q.adminId);
    if (q.state) query = query.where('rpa_jobs.state', '=', q.state);
    if (q.keyword) {
      query = query.where(lowerLike('rpa_jobs.name', containsPattern(q.keyword.toLowerCase())));
    }
    return queryPage(
      pageBounds(q.page, q.page_size),
      query
        .innerJoin('users', 'users.id', 'rpa_jobs.admin_id')
        .selectAll('rpa_jobs')
        .select('users.user_name as admin_name')
        .orderBy('rpa_jobs.id', q.dir),
      query,
    );
  },

  insert(db: Db, row: Insertable<RpaJobsTable>) {
    return db.insertInto('rpa_jobs').values(row).returning('id').executeTakeFirstOrThrow();
  },

  /**
   * Changes a job as of the state (and, when given, the updated_at) read; false when it moved
   * on.
   */
  async updateAsOf(
    db: Db,
    read: { id: number; state: RpaJobState; updated_at?: string },
    changes: Updateable<RpaJobsTable>,
  ): Promise<boolean> {
    let query = db
      .updateTable('rpa_jobs')
      .set(changes)
      .where('id', '=', read.id)
      .where('state', '=', read.state);
    if (read.updated_at !== undefined) query = query.where('updated_at', '=', read.updated_at);
    const changed = await query.executeTakeFirst();
    return Number(changed.numUpdatedRows) === 1;
  },

  /** The job if it is active and its next run is at or before `at`. */
  due(db: Db, id: number, at: string) {
    return db
      .selectFrom('rpa_jobs')
      .selectAll()
      .where('id', '=', id)
      .where('state', '=', 'active')
      .where('next_run_at', '<=', at)
      .executeTakeFirst();
  },

  /** The ids of up to `limit` active jobs due at `at`, the longest due first. */
  dueIds(db: Db, at: string, limit: number) {
    return db
      .selectFrom('rpa_jobs')
      .select('id')
      .where('state', '=', 'active')
      .where('next_run_at', '<=', at)
      .orderBy('next_run_at')
      .limit(limit)
      .execute();
  },

  /** Claims an active job's slot: changes it only while its next_run_at is still `slot`. */
  async claimSlot(
    db: Db,
    id: number,
    slot: string,
    changes: Updateable<RpaJobsTable>,
  ): Promise<boolean> {
    const claimed = await db
      .updateTable('rpa_jobs')
      .set(changes)
      .where('id', '=', id)
      .where('state', '=', 'active')
      .where('next_run_at', '=', slot)
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  },

  /** A job's state, which must be there. */
  state(db: Db, id: number) {
    return db.selectFrom('rpa_jobs').select('state').where('id', '=', id).executeTakeFirstOrThrow();
  },

  /** A page of a job's history, by time and id in `dir`. */
  history(db: Db, jobId: number, q: { page: number; page_size: number; dir: Dir }) {
    const query = db
      .selectFrom('transitions')
      .where('machine', '=', rpaJobMachine.name)
      .where('entity_id', '=', jobId);
    return queryPage(
      pageBounds(q.page, q.page_size),
      query.selectAll().orderBy('at', q.dir).orderBy('id', q.dir),
      query,
    );
  },
};
