import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { textAt } from '@console/contract/messages';
import { TestClock } from '../../src/clock';
import { call, createTestApp, type TestApp } from '../helpers/app';
import { loginCustomer } from '../helpers/agents';
import { expectFieldErrors } from '../helpers/expect';
import { createJob, jobInput, type Caller } from './helpers';

/**
 * A one-off job's `run_at` (docs/decisions/remote-automation.md, "A job"): 30 February used to
 * become 2 March, a time without an offset was read in UTC, and 9999-12-31 was taken. A day that
 * does not exist and a time more than 2 years ahead are refused (400 on `run_at`, in the caller's
 * language, no job stored); a time without an offset is the wall clock of the job's zone.
 */
const clock = new TestClock('2030-03-09T12:00:00.000Z');
let t: TestApp;
let parent: Caller;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());
beforeEach(async () => {
  clock.set('2030-03-09T12:00:00.000Z');
  parent = await loginCustomer(t.app, 'pham_van_duc');
});

const jobCount = async () =>
  Number(
    (
      await t.deps.db
        .selectFrom('rpa_jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const at = (run_at: string, fields: Record<string, unknown> = {}) => ({
  schedule: 'at',
  run_at,
  ...fields,
});

const create = (fields: Record<string, unknown>, language = 'en') =>
  call(t.app, 'rpa.jobCreate', jobInput(parent.id, fields), {
    token: parent.token,
    headers: { 'accept-language': language },
  });

describe('a run_at that cannot be meant', () => {
  it.each([
    ['30 February', '2031-02-30T10:00:00Z'],
    ['29 February of a common year, without an offset', '2031-02-29T10:00'],
    ['31 April', '2031-04-31T10:00:00+07:00'],
  ])('refuses %s: no such day', async (_, runAt) => {
    const before = await jobCount();
    const res = await create(at(runAt), 'vi');
    const body = expectFieldErrors(res, [{ path: 'run_at', message: 'validation.no_such_day' }]);
    expect(body.errors![0]!.detail).toBe(textAt('vi', 'validation.no_such_day'));
    expect(await jobCount()).toBe(before);
  });

  it('refuses 9999-12-31 and anything past 2 years ahead, takes 2 years to the minute', async () => {
    const before = await jobCount();
    for (const runAt of ['9999-12-31T00:00:00Z', '2032-03-09T12:01:00Z']) {
      const res = await create(at(runAt));
      const body = expectFieldErrors(res, [
        { path: 'run_at', message: 'validation.rpa_at_too_far' },
      ]);
      expect(body.errors![0]).toMatchObject({
        params: { years: 2 },
        detail: 'The time must be at most 2 years ahead',
      });
    }
    expect(await jobCount()).toBe(before);
    const edge = await createJob(t.app, parent, at('2032-03-09T12:00:00Z'));
    expect(edge).toMatchObject({ run_at: '2032-03-09T12:00:00.000Z', state: 'active' });
  });

  it('refuses them on an edit too, leaving the job as it was', async () => {
    const job = await createJob(t.app, parent, at('2030-03-20T10:00:00Z'));
    for (const [runAt, message] of [
      ['2031-02-30T10:00:00Z', 'validation.no_such_day'],
      ['9999-12-31T00:00:00Z', 'validation.rpa_at_too_far'],
    ] as const) {
      const res = await call(
        t.app,
        'rpa.jobUpdate',
        { ...jobInput(parent.id, at(runAt)), id: job.id },
        { token: parent.token },
      );
      expectFieldErrors(res, [{ path: 'run_at', message }]);
    }
    const row = await t.deps.db
      .selectFrom('rpa_jobs')
      .select(['run_at', 'next_run_at'])
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      run_at: '2030-03-20T10:00:00.000Z',
      next_run_at: '2030-03-20T10:00:00.000Z',
    });
  });
});

describe('a run_at without an offset', () => {
  it('is the wall clock of the job’s zone', async () => {
    const hcm = await createJob(t.app, parent, at('2030-03-20T10:30', { name: 'HCM' }));
    expect(hcm).toMatchObject({
      run_at: '2030-03-20T03:30:00.000Z',
      next_run_at: '2030-03-20T03:30:00.000Z',
    });
    const ny = await createJob(
      t.app,
      parent,
      at('2030-03-20T10:30:00', { name: 'NY', timezone: 'America/New_York' }),
    );
    expect(ny).toMatchObject({ run_at: '2030-03-20T14:30:00.000Z' }); // EDT, UTC-4
  });

  it('is read after the gap on a spring-forward day (02:30 → 03:30 EDT)', async () => {
    const job = await createJob(
      t.app,
      parent,
      at('2030-03-10T02:30', { name: 'Gap', timezone: 'America/New_York' }),
    );
    expect(job.run_at).toBe('2030-03-10T07:30:00.000Z');
  });

  it('leaves a time with its offset as written, whatever the zone', async () => {
    const job = await createJob(
      t.app,
      parent,
      at('2030-03-20T10:30:00+07:00', { name: 'Offset', timezone: 'America/New_York' }),
    );
    expect(job.run_at).toBe('2030-03-20T03:30:00.000Z');
  });

  it('is judged in the job’s zone for "in the future"', async () => {
    // 12:00Z is 19:00 in UTC+7: 19:30 there is still to come, 18:30 has passed, though both
    // read as UTC would be hours ahead.
    expect((await create(at('2030-03-09T19:30'))).statusCode).toBe(200);
    expectFieldErrors(await create(at('2030-03-09T18:30')), [
      { path: 'run_at', message: 'validation.rpa_at_past' },
    ]);
  });
});
