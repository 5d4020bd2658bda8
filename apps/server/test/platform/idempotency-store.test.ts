import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/clock';
import type { Db } from '../../src/db/database';
import {
  IDEMPOTENCY_KEEP_MS,
  Idempotency,
  idempotencyHousekeeping,
  type IdempotentCall,
} from '../../src/idempotency/idempotency';
import { idempotencyRepository } from '../../src/idempotency/idempotency.repository';
import { Jobs } from '../../src/jobs/jobs';
import { createTestDatabase } from '../helpers/database';

/**
 * Idempotency (docs/decisions/idempotency.md) on its own, on a database with no app: what a key
 * decides, the claim, the replay, the refusals, the stale claim taken over and the housekeeping.
 * The calls with an Idempotency-Key header are in idempotency.test.ts; this is the mutation run's
 * test of the area (stryker.config.mjs), which would otherwise start an app per mutant.
 */
const STALE_MS = 60_000;
const clock = new TestClock('2030-01-01T00:00:00.000Z');
let db: Db;
let close: () => Promise<void>;
let idempotency: Idempotency;
beforeAll(async () => {
  ({ db, close } = await createTestDatabase());
  idempotency = new Idempotency(db, clock, STALE_MS);
});
afterAll(() => close());

let keys = 0;
/** A call with a key of its own. */
const fresh = (over: Partial<IdempotentCall> = {}): IdempotentCall => ({
  scope: 'user:1',
  route: 'bank.add',
  key: `store-key-${String(++keys).padStart(4, '0')}`,
  input: { bank_number: '0123456789' },
  ...over,
});

/** An action that counts its runs and answers the count. */
function counting() {
  const action = { runs: 0, execute: async () => ({ item: { id: ++action.runs } }) };
  return action;
}

const row = (call: IdempotentCall) => idempotencyRepository.find(db, call.scope, call.key);

describe('a key', () => {
  it('is taken as sent: 8 to 128 letters, digits, hyphens and underscores', () => {
    expect(Idempotency.keyOf(undefined)).toBeUndefined();
    expect(Idempotency.keyOf('abcd-12_')).toBe('abcd-12_');
    expect(Idempotency.keyOf('K'.repeat(128))).toBe('K'.repeat(128));
  });

  it.each([
    ['seven characters', 'abcd-12'],
    ['129 characters', 'K'.repeat(129)],
    ['a space', 'abcd 1234'],
    ['a dot', 'abcd.1234'],
    ['text around a good key', ' abcd-1234'],
    ['empty', ''],
  ])('is refused with %s', (_, header) => {
    expect(() => Idempotency.keyOf(header)).toThrow(
      expect.objectContaining({ key: 'common.idempotency_key_invalid' }),
    );
  });

  it('is refused when sent as several values, even one good key', () => {
    expect(() => Idempotency.keyOf(['abcd-1234'])).toThrow(
      expect.objectContaining({ key: 'common.idempotency_key_invalid' }),
    );
  });
});

describe('a call with a key', () => {
  it('runs once, keeps its answer, and a repeat gets that answer without running', async () => {
    const call = fresh();
    const action = counting();
    expect(await idempotency.run(call, action.execute)).toEqual({
      answer: { item: { id: 1 } },
      replayed: false,
    });
    expect(await row(call)).toMatchObject({
      scope: 'user:1',
      key: call.key,
      route: 'bank.add',
      response: JSON.stringify({ item: { id: 1 } }),
      created_at: clock.now().toISOString(),
    });
    expect(await idempotency.run(call, action.execute)).toEqual({
      answer: { item: { id: 1 } },
      replayed: true,
    });
    expect(action.runs).toBe(1);
  });

  it('refuses the key with another input, or on another route, and does not run', async () => {
    const call = fresh();
    const action = counting();
    await idempotency.run(call, action.execute);
    await expect(
      idempotency.run({ ...call, input: { bank_number: '9876543210' } }, action.execute),
    ).rejects.toMatchObject({ key: 'common.idempotency_key_reused' });
    await expect(
      idempotency.run({ ...call, route: 'bank.addMine' }, action.execute),
    ).rejects.toMatchObject({ key: 'common.idempotency_key_reused' });
    expect(action.runs).toBe(1);
  });

  it('keeps each caller’s keys apart', async () => {
    const call = fresh();
    const action = counting();
    await idempotency.run(call, action.execute);
    expect(await idempotency.run({ ...call, scope: 'user:2' }, action.execute)).toEqual({
      answer: { item: { id: 2 } },
      replayed: false,
    });
  });

  it('answers pending to a repeat while the first runs, then the first answer', async () => {
    const call = fresh();
    let finish!: () => void;
    const running = new Promise<void>((resolve) => (finish = resolve));
    const first = idempotency.run(call, async () => {
      await running;
      return { done: true };
    });
    await expect.poll(() => row(call)).toMatchObject({ response: null });
    const action = counting();
    await expect(idempotency.run(call, action.execute)).rejects.toMatchObject({
      key: 'common.idempotency_key_pending',
    });
    finish();
    expect(await first).toEqual({ answer: { done: true }, replayed: false });
    expect(await idempotency.run(call, action.execute)).toEqual({
      answer: { done: true },
      replayed: true,
    });
    expect(action.runs).toBe(0);
  });

  it('takes over a claim left without an answer once it is older than the stale limit', async () => {
    const call = fresh();
    const first = new Idempotency(db, clock, STALE_MS);
    // The claim as a server leaves it that stopped while its call ran: claimed, no answer.
    let stop!: (error: Error) => void;
    const gone = first
      .run(call, () => new Promise((_, reject) => (stop = reject)))
      .catch(() => 'stopped');
    await expect
      .poll(() => row(call))
      .toMatchObject({ created_at: clock.now().toISOString(), response: null });

    const action = counting();
    clock.advance(STALE_MS);
    await expect(idempotency.run(call, action.execute)).rejects.toMatchObject({
      key: 'common.idempotency_key_pending',
    });
    clock.advance(1);
    expect(await idempotency.run(call, action.execute)).toEqual({
      answer: { item: { id: 1 } },
      replayed: false,
    });
    expect(await row(call)).toMatchObject({ created_at: clock.now().toISOString() });
    expect(await idempotency.run(call, action.execute)).toMatchObject({ replayed: true });
    expect(action.runs).toBe(1);
    // The stopped server's own failure gives back no key it no longer holds.
    stop(new Error('server gone'));
    expect(await gone).toBe('stopped');
    expect(await row(call)).toMatchObject({ response: JSON.stringify({ item: { id: 1 } }) });
  });

  it('gives the key back when the call fails, with the call’s error, so it can run again', async () => {
    const call = fresh();
    const failure = new Error('refused inside');
    await expect(
      idempotency.run(call, async () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await row(call)).toBeUndefined();
    const action = counting();
    expect(await idempotency.run(call, action.execute)).toEqual({
      answer: { item: { id: 1 } },
      replayed: false,
    });
  });
});

describe('housekeeping', () => {
  it('forgets first answers older than a day, and keeps the others', async () => {
    const jobs = new Jobs(db, clock, pino({ level: 'silent' }), { pollMs: 0 });
    jobs.define(idempotencyHousekeeping());
    const old = fresh();
    const kept = fresh();
    await idempotency.run(old, counting().execute);
    clock.advance(1);
    await idempotency.run(kept, counting().execute);
    clock.advance(IDEMPOTENCY_KEEP_MS);
    await jobs.start();
    expect(await jobs.runDue()).toBe(1);
    expect(await row(old)).toBeUndefined();
    expect(await row(kept)).toBeDefined();
    // One row for every server, under the job's kind.
    expect(
      await db
        .selectFrom('jobs')
        .select('key')
        .where('kind', '=', 'idempotency.housekeeping')
        .execute(),
    ).toEqual([{ key: 'idempotency.housekeeping' }]);
    await jobs.stop();
  });
});
