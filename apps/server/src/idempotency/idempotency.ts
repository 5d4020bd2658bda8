import crypto from 'node:crypto';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import type { JobDefinition } from '../jobs/jobs';
import { idempotencyRepository as repo } from './idempotency.repository';

/** How long a first answer is kept for repeats. */
export const IDEMPOTENCY_KEEP_MS = 24 * 3_600_000;
const KEY = /^[A-Za-z0-9_-]{8,128}$/;

export interface IdempotentCall {
  /** Who calls (`user:12`, `agent:3`): keys are the caller's own. */
  scope: string;
  route: string;
  key: string;
  /** The validated input: a repeat must carry the same. */
  input: unknown;
}

/**
 * Runs an idempotent call once per caller and key (docs/decisions/idempotency.md). The key is
 * claimed by an insert that only one request can win, on every server sharing the database; a
 * repeat of a finished call gets its first answer without running again, a repeat while it runs
 * gets 409, and the same key with another input 400. A call that fails gives its key back, so
 * the request can be tried again.
 */
export class Idempotency {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** A claim older than this belongs to a request whose server went away. */
    private readonly staleAfterMs: number,
  ) {}

  static keyOf(header: string | string[] | undefined): string | undefined {
    if (header === undefined) return undefined;
    if (typeof header !== 'string' || !KEY.test(header)) {
      throw new AppError('common.idempotency_key_invalid');
    }
    return header;
  }

  async run(
    call: IdempotentCall,
    execute: () => Promise<unknown>,
  ): Promise<{ answer: unknown; replayed: boolean }> {
    const { scope, key, route } = call;
    const request_hash = crypto
      .createHash('sha256')
      .update(JSON.stringify([route, call.input]))
      .digest('hex');
    const now = this.clock.now();
    const claimed = await repo.claim(this.db, {
      scope,
      key,
      route,
      request_hash,
      created_at: now.toISOString(),
    });
    if (!claimed) {
      const first = await repo.find(this.db, scope, key);
      if (first && first.request_hash !== request_hash) {
        throw new AppError('common.idempotency_key_reused');
      }
      if (first?.response != null) return { answer: JSON.parse(first.response), replayed: true };
      const staleBefore = new Date(now.getTime() - this.staleAfterMs).toISOString();
      const retaken =
        first !== undefined &&
        (await repo.reclaim(this.db, scope, key, staleBefore, now.toISOString()));
      if (!retaken) throw new AppError('common.idempotency_key_pending');
    }
    let answer: unknown;
    try {
      answer = await execute();
    } catch (error) {
      await repo.release(this.db, scope, key).catch(() => {});
      throw error;
    }
    await repo.complete(this.db, scope, key, JSON.stringify(answer));
    return { answer, replayed: false };
  }
}

/** Forgets first answers after a day. */
export function idempotencyHousekeeping(): JobDefinition<Record<string, never>> {
  return {
    kind: 'idempotency.housekeeping',
    everyMs: 3_600_000,
    async run(_payload, { db, now }) {
      await repo.removeBefore(db, new Date(now().getTime() - IDEMPOTENCY_KEEP_MS).toISOString());
    },
  };
}
