import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { JobsTable } from '../db/schema';

const iso = (d: Date) => d.toISOString();
const plus = (d: Date, ms: number) => new Date(d.getTime() + ms).toISOString();

/** The jobs table. Every change of a claimed job is conditional on still holding its lease. */
export const jobsRepository = {
  async insert(db: Db, row: Insertable<JobsTable>) {
    const { id } = await db
      .insertInto('jobs')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },

  /** One row per recurring kind: the first server to start makes it, the others find it. */
  async ensureRecurring(db: Db, kind: string, now: string) {
    await db
      .insertInto('jobs')
      .values({ kind, key: kind, state: 'queued', run_at: now, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  },

  /** Jobs of known kinds that are due, or whose claim has lapsed. */
  due(db: Db, kinds: string[], now: string, limit: number) {
    if (kinds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('jobs')
      .select(['id', 'kind', 'payload', 'attempts'])
      .where('kind', 'in', kinds)
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', now)]),
          eb.and([eb('state', '=', 'running'), eb('lease_until', '<', now)]),
        ]),
      )
      .orderBy('run_at')
      .orderBy('id')
      .limit(limit)
      .execute();
  },

  /** Takes a due job for `owner`; false when another server took it first. */
  async claim(db: Db, id: number, owner: string, now: Date, leaseMs: number): Promise<boolean> {
    const at = iso(now);
    const result = await db
      .updateTable('jobs')
      .set((eb) => ({
        state: 'running',
        lease_owner: owner,
        lease_until: plus(now, leaseMs),
        attempts: eb('attempts', '+', 1),
        updated_at: at,
      }))
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', at)]),
          eb.and([eb('state', '=', 'running'), eb('lease_until', '<', at)]),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async renew(db: Db, id: number, owner: string, now: Date, leaseMs: number): Promise<boolean> {
    const result = await db
      .updateTable('jobs')
      .set({ lease_until: plus(now, leaseMs), updated_at: iso(now) })
      .where('id', '=', id)
      .where('state', '=', 'running')
      .where('lease_owner', '=', owner)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  finish(db: Db, id: number, owner: string, now: Date) {
    return release(db, id, owner, { state: 'done', updated_at: iso(now) });
  },

  reschedule(db: Db, id: number, owner: string, now: Date, next: Date) {
    return release(db, id, owner, {
      state: 'queued',
      run_at: iso(next),
      attempts: 0,
      last_error: '',
      updated_at: iso(now),
    });
  },

  /** A failed run: queued again at `retryAt`, or failed for good when that is null. */
  fail(db: Db, id: number, owner: string, now: Date, error: string, retryAt: Date | null) {
    return release(db, id, owner, {
      state: retryAt ? 'queued' : 'failed',
      ...(retryAt && { run_at: iso(retryAt) }),
      last_error: error.slice(0, 2000),
      updated_at: iso(now),
    });
  },

  removeDoneBefore(db: Db, before: Date) {
    return db
      .deleteFrom('jobs')
      .where('state', '=', 'done')
      .where('updated_at', '<', iso(before))
      .execute();
  },

  find(db: Db, id: number) {
    return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  },
};

function release(db: Db, id: number, owner: string, changes: Partial<Insertable<JobsTable>>) {
  return db
    .updateTable('jobs')
    .set({ ...changes, lease_owner: null, lease_until: null })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .execute();
}
