import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/clock';
import type { Db } from '../../src/db/database';
import { Jobs } from '../../src/jobs/jobs';
import {
  countCall,
  limitsHousekeeping,
  releaseSlot,
  resetCount,
  takeSlot,
  uncountCall,
} from '../../src/limits/limits';
import { createTestDatabase } from '../helpers/database';

/**
 * The limits' counters and slots (limits.ts) on their own, on a database with no app. The limits
 * as callers meet them (429, Retry-After, sign-in) are in route-limits.test.ts and
 * auth/login-limits.test.ts; this is the mutation run's test of the area (stryker.config.mjs),
 * which would otherwise start five apps per mutant.
 */
const clock = new TestClock('2030-01-01T00:00:00.000Z');
let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await createTestDatabase());
});
afterAll(() => close());

let keys = 0;
const freshKey = () => `store ${++keys}`;
const window = { calls: 3, seconds: 60 };

describe('a counted window', () => {
  it('allows its number of calls and refuses the next, counting each, with the seconds left', async () => {
    const key = freshKey();
    const counts = [];
    for (let i = 0; i < 4; i++) {
      counts.push(await countCall(db, key, window, clock.now()));
      clock.advance(10_000);
    }
    expect(counts).toEqual([
      { count: 1, allowed: true, retryAfter: 60 },
      { count: 2, allowed: true, retryAfter: 50 },
      { count: 3, allowed: true, retryAfter: 40 },
      { count: 4, allowed: false, retryAfter: 30 },
    ]);
  });

  it('starts afresh, from the first call after it, once its seconds have passed', async () => {
    const key = freshKey();
    await countCall(db, key, window, clock.now());
    clock.advance(59_999);
    expect(await countCall(db, key, window, clock.now())).toEqual({
      count: 2,
      allowed: true,
      retryAfter: 1,
    });
    clock.advance(1);
    expect(await countCall(db, key, window, clock.now())).toEqual({
      count: 1,
      allowed: true,
      retryAfter: 60,
    });
  });

  it('keeps each key apart', async () => {
    const [one, other] = [freshKey(), freshKey()];
    await countCall(db, one, window, clock.now());
    await countCall(db, one, window, clock.now());
    expect((await countCall(db, other, window, clock.now())).count).toBe(1);
  });

  it('takes a call back, and forgets them all when reset', async () => {
    const key = freshKey();
    await countCall(db, key, window, clock.now());
    await countCall(db, key, window, clock.now());
    await uncountCall(db, key);
    expect((await countCall(db, key, window, clock.now())).count).toBe(2);
    clock.advance(5_000);
    await resetCount(db, key);
    expect(await countCall(db, key, window, clock.now())).toEqual({
      count: 1,
      allowed: true,
      retryAfter: 60,
    });
  });
});

describe('slots', () => {
  it('gives out as many as there are, each once, and none more while they are held', async () => {
    const scope = freshKey();
    const a = await takeSlot(db, scope, 2, 60_000, clock.now());
    const b = await takeSlot(db, scope, 2, 60_000, clock.now());
    expect(a).toEqual({ key: `${scope} #0`, holder: expect.any(String) });
    expect(b).toEqual({ key: `${scope} #1`, holder: expect.any(String) });
    expect(b!.holder).not.toBe(a!.holder);
    expect(await takeSlot(db, scope, 2, 60_000, clock.now())).toBeNull();
    // Another scope has its own.
    expect(await takeSlot(db, freshKey(), 1, 60_000, clock.now())).not.toBeNull();
  });

  it('frees a slot released by its holder, not by another', async () => {
    const scope = freshKey();
    const held = (await takeSlot(db, scope, 1, 60_000, clock.now()))!;
    await releaseSlot(db, { ...held, holder: 'someone else' });
    expect(await takeSlot(db, scope, 1, 60_000, clock.now())).toBeNull();
    await releaseSlot(db, held);
    expect(await takeSlot(db, scope, 1, 60_000, clock.now())).toEqual({
      key: held.key,
      holder: expect.any(String),
    });
  });

  it('frees a slot whose lease has ended, as when its server died holding it', async () => {
    const scope = freshKey();
    await takeSlot(db, scope, 1, 60_000, clock.now());
    clock.advance(59_999);
    expect(await takeSlot(db, scope, 1, 60_000, clock.now())).toBeNull();
    clock.advance(1);
    expect(await takeSlot(db, scope, 1, 60_000, clock.now())).not.toBeNull();
  });
});

describe('housekeeping', () => {
  const counters = (key: string) =>
    db.selectFrom('limit_counters').select('key').where('key', '=', key).execute();
  const leases = (key: string) =>
    db.selectFrom('limit_leases').select('key').where('key', '=', key).execute();

  it('removes ended windows and lapsed leases every ten minutes, and keeps the others', async () => {
    const jobs = new Jobs(db, clock, pino({ level: 'silent' }), { pollMs: 0 });
    jobs.define(limitsHousekeeping());
    await jobs.start();
    expect(await jobs.runDue()).toBe(1);
    // One row for every server, under the job's kind.
    expect(
      await db.selectFrom('jobs').select('key').where('kind', '=', 'limits.housekeeping').execute(),
    ).toEqual([{ key: 'limits.housekeeping' }]);

    const [ended, running] = [freshKey(), freshKey()];
    await countCall(db, ended, { calls: 1, seconds: 60 }, clock.now());
    await countCall(db, running, { calls: 1, seconds: 3600 }, clock.now());
    const lapsing = (await takeSlot(db, freshKey(), 1, 60_000, clock.now()))!;
    const held = (await takeSlot(db, freshKey(), 1, 3_600_000, clock.now()))!;

    clock.advance(10 * 60_000 - 1);
    expect(await jobs.runDue()).toBe(0);
    expect(await counters(ended)).toHaveLength(1);
    clock.advance(1);
    expect(await jobs.runDue()).toBe(1);
    expect(await counters(ended)).toEqual([]);
    expect(await counters(running)).toHaveLength(1);
    expect(await leases(lapsing.key)).toEqual([]);
    expect(await leases(held.key)).toHaveLength(1);
    await jobs.stop();
  });
});
