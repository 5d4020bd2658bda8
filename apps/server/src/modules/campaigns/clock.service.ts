import { campaignMachine } from '@console/contract/machines/campaign';
import type { Db } from '../../db/database';
import { recordTransition } from '../../machines/transitions';
import { campaignsRepository as repo } from './campaigns.repository';

/**
 * The clock: waiting campaigns whose start has come run; running and locked ones whose end has
 * come are out of date. Each move is a conditional update, so a campaign moves once however many
 * servers run the clock (the job runs on one at a time anyway).
 */
export async function runClock(db: Db, now: Date): Promise<number> {
  const at = now.toISOString();
  let moved = 0;
  const system = { id: null, name: 'system' };
  const steps = [
    { action: 'start', state: 'waiting', column: 'start_time', to: 'running' },
    { action: 'end', state: 'running', column: 'end_time', to: 'out_of_date' },
    { action: 'end', state: 'locked', column: 'end_time', to: 'out_of_date' },
  ] as const;
  for (const step of steps) {
    for (const row of await repo.due(db, step.state, step.column, at)) {
      await db.transaction().execute(async (trx) => {
        const updated = await repo.updateAsOf(trx, row, { state: step.to, updated_at: at });
        if (!updated) return;
        await recordTransition(trx, campaignMachine, {
          entityId: row.id,
          action: step.action,
          from: step.state,
          actor: system,
          // The time the move was due, beside the time it was made.
          details: { due: step.column === 'start_time' ? row.start_time : row.end_time },
          at,
        });
        moved += 1;
      });
    }
  }
  return moved;
}
