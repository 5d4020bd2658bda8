import crypto from 'node:crypto';
import type { Db } from '../db/database';
import type { JobDefinition } from '../jobs/jobs';
import { limitsRepository as repo } from './limits.repository';
import { retryAfterSeconds } from './windows';

/** At most `calls` in a window of `seconds`, counted from the first call. */
export interface Window {
  calls: number;
  seconds: number;
}

export interface Counted {
  /** Calls counted in the window, this one included. */
  count: number;
  allowed: boolean;
  /** Whole seconds until the window ends (for Retry-After), at least 1. */
  retryAfter: number;
}

/**
 * Counts a call against `key` and says whether it is within `limit`. One conditional upsert, so
 * simultaneous calls on any number of servers each get their own count. Calls over the limit are
 * counted too: inside a transaction the caller rolls back to leave no trace of a refusal.
 */
export async function countCall(db: Db, key: string, limit: Window, now: Date): Promise<Counted> {
  const endsIfNew = new Date(now.getTime() + limit.seconds * 1000).toISOString();
  const row = await repo.count(db, key, now.toISOString(), endsIfNew);
  const count = Number(row.count);
  return {
    count,
    allowed: count <= limit.calls,
    retryAfter: retryAfterSeconds(row.window_ends, now),
  };
}

/** Takes one counted call back, as when the call proved harmless. */
export function uncountCall(db: Db, key: string) {
  return repo.uncount(db, key);
}

/** Ends the window of `key` early, forgetting its calls. */
export function resetCount(db: Db, key: string) {
  return repo.remove(db, key);
}

export interface Slot {
  key: string;
  holder: string;
}

/**
 * Takes one of `slots` slots of `scope` for `leaseMs`, or answers null when all are held: at most
 * that many of something run at once across servers. A server that dies holding a slot frees it
 * when the lease ends.
 */
export async function takeSlot(
  db: Db,
  scope: string,
  slots: number,
  leaseMs: number,
  now: Date,
): Promise<Slot | null> {
  const holder = crypto.randomUUID();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  for (let i = 0; i < slots; i++) {
    const key = `${scope} #${i}`;
    if (await repo.lease(db, key, holder, now.toISOString(), until)) return { key, holder };
  }
  return null;
}

export function releaseSlot(db: Db, slot: Slot) {
  return repo.release(db, slot.key, slot.holder);
}

/** Removes ended windows and lapsed leases every ten minutes. */
export function limitsHousekeeping(): JobDefinition<Record<string, never>> {
  return {
    kind: 'limits.housekeeping',
    everyMs: 10 * 60_000,
    run: (_payload, { db, now }) => repo.removeEnded(db, now().toISOString()),
  };
}
