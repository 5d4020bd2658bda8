import type { Db } from './database';

/** A budget's row: the times of its uses inside the window, and when the last leaves it. */
export interface QuotasTable {
  key: string;
  /** JSON array of ISO times, oldest first. */
  uses: string;
  expires_at: string;
}

declare module './schema' {
  interface Database {
    quotas: QuotasTable;
  }
}

export interface Quota {
  /** Uses allowed in any window. */
  limit: number;
  windowMs: number;
}

/**
 * Takes one use of `key`'s budget: at most `limit` uses in any `windowMs` (a sliding window),
 * counted in the database so that every server shares them. Answers 0 when taken, else the whole
 * seconds until a use leaves the window (for Retry-After). Call it in a transaction: the key's row
 * is created or touched by one upsert, which locks it until the transaction ends (docs/decisions/state-changes.md),
 * so of many takes at once, on any number of connections or servers, at most `limit` succeed, and
 * a take rolled back with its transaction is not counted.
 */
export async function takeQuota(trx: Db, key: string, quota: Quota, now: Date): Promise<number> {
  const at = now.toISOString();
  // An upsert that always writes the row locks it (PostgreSQL) and answers its latest uses.
  const row = await trx
    .insertInto('quotas')
    .values({ key, uses: '[]', expires_at: at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ key }))
    .returning('uses')
    .executeTakeFirstOrThrow();
  const since = now.getTime() - quota.windowMs;
  const uses = (JSON.parse(row.uses) as string[]).filter((u) => Date.parse(u) > since);
  if (uses.length >= quota.limit) {
    const frees = Date.parse(uses[uses.length - quota.limit]!) + quota.windowMs;
    return Math.max(1, Math.ceil((frees - now.getTime()) / 1000));
  }
  uses.push(at);
  await trx
    .updateTable('quotas')
    .set({
      uses: JSON.stringify(uses),
      expires_at: new Date(now.getTime() + quota.windowMs).toISOString(),
    })
    .where('key', '=', key)
    .execute();
  return 0;
}

/** Removes the budgets whose every use has left its window. */
export function removeExpiredQuotas(db: Db, now: Date) {
  return db.deleteFrom('quotas').where('expires_at', '<', now.toISOString()).execute();
}
