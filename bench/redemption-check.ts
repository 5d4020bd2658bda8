import type { Db } from '../apps/server/src/db/database';
import type { Ledger } from './redemption-drive';

/** One invariant: its name and what broke it (nothing when it held). */
export interface Finding {
  name: string;
  broken: string[];
}

const LIVE = ['applied', 'partially_reversed', 'reversed'] as const;
const first = (broken: string[]) => broken.slice(0, 5);

/**
 * The invariants, read from the tables the server writes: budgets equal the applied
 * discounts net of reversals and stay within their maximum; each customer counter stays within
 * its limit and equals the redemptions it counts; the answers the clients saw equal the rows; no
 * transaction id applied twice; the refunds the clients saw equal what the rows gave back.
 */
export async function checkInvariants(db: Db, ledger: Ledger): Promise<Finding[]> {
  const rows = await db
    .selectFrom('redemptions')
    .select([
      'transaction_id',
      'campaign_id',
      'state',
      'phone',
      'cycle_key',
      'discount',
      'discount_reversed',
    ])
    .execute();
  const counters = await db.selectFrom('campaign_counters').selectAll().execute();
  const customers = await db.selectFrom('customer_counters').selectAll().execute();
  const live = rows.filter((r) => (LIVE as readonly string[]).includes(r.state));
  const counting = live.filter((r) => r.state !== 'reversed');

  const budget: string[] = [];
  for (const c of counters) {
    const mine = live.filter((r) => r.campaign_id === c.campaign_id);
    const net = mine.reduce((n, r) => n + Number(r.discount) - Number(r.discount_reversed), 0);
    const uses = counting.filter((r) => r.campaign_id === c.campaign_id).length;
    const used = Number(c.budget_used);
    if (used !== net) budget.push(`campaign ${c.campaign_id}: used ${used}, rows ${net}`);
    if (c.max_budget !== null && used > Number(c.max_budget))
      budget.push(`campaign ${c.campaign_id}: used ${used} > max ${c.max_budget}`);
    if (Number(c.uses) !== uses)
      budget.push(`campaign ${c.campaign_id}: uses ${c.uses}, rows ${uses}`);
  }

  const caps: string[] = [];
  for (const c of customers) {
    const count = counting.filter(
      (r) =>
        r.campaign_id === c.campaign_id &&
        r.phone === c.phone &&
        (c.period === '*' || r.cycle_key === c.period),
    ).length;
    const where = `campaign ${c.campaign_id} ${c.phone} ${c.period}`;
    if (c.used > c.max_uses) caps.push(`${where}: used ${c.used} > ${c.max_uses}`);
    if (c.used !== count) caps.push(`${where}: counter ${c.used}, ledger ${count}`);
  }

  const seen: string[] = [];
  const byId = new Map(rows.map((r) => [r.transaction_id, r]));
  let unanswered = 0;
  for (const [id, tx] of ledger) {
    const [answer, ...more] = tx.answers;
    if (!answer) {
      unanswered += 1;
      continue;
    }
    const row = byId.get(id);
    const applied = answer.decision === 'applied';
    if (!row) seen.push(`${id}: answered ${answer.decision}, no row`);
    else if (
      applied !== (row.state !== 'rejected') ||
      (applied && answer.discount !== Number(row.discount))
    )
      seen.push(
        `${id}: answered ${answer.decision} ${answer.discount}, row ${row.state} ${row.discount}`,
      );
    for (const again of more)
      if (again.decision !== answer.decision || again.discount !== answer.discount)
        seen.push(`${id}: answered ${answer.decision} then ${again.decision}`);
  }
  if (unanswered) seen.push(`${unanswered} transaction ids never answered`);
  const appliedRows = live.length;
  const appliedSeen = [...ledger.values()].filter((t) => t.answers[0]?.decision === 'applied');
  if (appliedRows !== appliedSeen.length)
    seen.push(`${appliedSeen.length} applied answers, ${appliedRows} applied rows`);

  const twice: string[] = [];
  const ids = new Map<string, number>();
  for (const r of rows) ids.set(r.transaction_id, (ids.get(r.transaction_id) ?? 0) + 1);
  for (const [id, n] of ids) if (n > 1) twice.push(`${id}: ${n} rows`);

  const refunds: string[] = [];
  for (const [id, tx] of ledger) {
    if (tx.refunds.size === 0) continue;
    let back = 0;
    for (const [refundId, refund] of tx.refunds) {
      const [answer, ...more] = refund.answers;
      if (!answer) refunds.push(`${id}/${refundId}: never answered`);
      else if (answer.decision === 'reversed') back += answer.back;
      for (const again of more)
        if (again.back !== answer?.back) refunds.push(`${id}/${refundId}: two answers`);
    }
    const row = byId.get(id);
    if (Number(row?.discount_reversed ?? 0) !== back)
      refunds.push(`${id}: answers gave back ${back}, row ${row?.discount_reversed}`);
  }

  return [
    { name: 'used budget = applied discounts net of reversals, ≤ max', broken: first(budget) },
    { name: 'customer counters within limit and = ledger', broken: first(caps) },
    { name: 'applied answers seen = applied rows', broken: first(seen) },
    { name: 'no transaction id applied twice', broken: first(twice) },
    { name: 'refunds seen = discount given back', broken: first(refunds) },
  ];
}
