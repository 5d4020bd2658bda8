import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migrator } from 'kysely';
import { isUniqueViolation } from '../../src/db/database';
import { migrations } from '../../src/db/migrations/index';
import { createTestApp, type TestApp } from '../helpers/app';

/**
 * Migration 0075 adds the unique index over a job's running manual runs. A database where the
 * old `run_now` made several keeps each job's newest running and closes the older, leaving
 * scheduled runs and other jobs alone; after it, a second running manual run cannot be inserted.
 * Rolled back and forward on both databases, by project.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const migrator = () =>
  new Migrator({ db: t.deps.db, provider: { getMigrations: () => Promise.resolve(migrations) } });

describe('one running manual run per job (migration 0075)', () => {
  it('keeps the newest running manual run of each job, closes the older, and refuses another', async () => {
    const [job, other] = await t.deps.db
      .selectFrom('rpa_jobs')
      .select(['id', 'admin_id'])
      .orderBy('id')
      .limit(2)
      .execute();
    expect(other).toBeDefined();
    const down = await migrator().migrateTo('0074_report_url_days_id');
    expect(down.results?.map((r) => r.migrationName)).toContain('0075_rpa_one_manual_run');

    const run = (of: { id: number; admin_id: number }, minute: number, trigger: string) => ({
      job_id: of.id,
      admin_id: of.admin_id,
      command: 'lockscreen' as const,
      scheduled_for: `2030-01-01T00:${String(minute).padStart(2, '0')}:00.000Z`,
      trigger: trigger as 'manual',
      total: 1,
      started_at: '2030-01-01T00:00:00.000Z',
    });
    const insert = async (row: ReturnType<typeof run>) =>
      (await t.deps.db.insertInto('rpa_runs').values(row).returning('id').executeTakeFirstOrThrow())
        .id;
    const older = [await insert(run(job!, 1, 'manual')), await insert(run(job!, 2, 'manual'))];
    const newest = await insert(run(job!, 3, 'manual'));
    const scheduled = await insert(run(job!, 4, 'schedule'));
    const otherJobs = await insert(run(other!, 1, 'manual'));

    const up = await migrator().migrateToLatest();
    expect(up.error).toBeUndefined();
    const states = await t.deps.db
      .selectFrom('rpa_runs')
      .select(['id', 'state', 'finished_at'])
      .where('id', 'in', [...older, newest, scheduled, otherJobs])
      .orderBy('id')
      .execute();
    const stateOf = (id: number) => states.find((r) => r.id === id)!;
    for (const id of older) expect(stateOf(id).state).toBe('done');
    for (const id of older) expect(stateOf(id).finished_at).not.toBeNull();
    for (const id of [newest, scheduled, otherJobs]) {
      expect(stateOf(id)).toMatchObject({ state: 'running', finished_at: null });
    }

    const refused = await insert(run(job!, 5, 'manual')).catch((error: unknown) => error);
    expect(isUniqueViolation(refused)).toBe(true);
    // A scheduled run beside it is still taken.
    expect(await insert(run(job!, 6, 'schedule'))).toBeGreaterThan(0);
  });
});
