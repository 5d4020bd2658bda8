import { rpaJobMachine } from '@console/contract/machines/rpa-job';
import type { Deps } from '../../context';
import { recordTransition } from '../../machines/transitions';
import { wakeAgents } from '../agents/wake';
import { SYSTEM } from './actors';
import { scheduleOf } from './job-columns';
import { rpaRepository } from './rpa.repository';
import { nextAfter } from './rpa.schedule';
import { finishRuns, startRun } from './runs.service';

/**
 * The clock's side of remote automation (docs/decisions/remote-automation.md): due jobs start
 * their runs, and runs that are over are closed.
 */

/** How many due jobs and running runs one tick takes; the rest wait for the next tick. */
const TICK_BATCH = 100;

/**
 * Claims a due job and starts its run, all in one transaction: the job's next_run_at moves from
 * the slot it held to the schedule's next slot after now (compare-and-set on the slot), so two
 * servers or a repeated tick start a slot once, and a crash before the commit leaves the job due.
 * Slots missed while no server ran collapse into this one run. A one-off job is then done.
 */
export async function startDue(deps: Deps, jobId: number): Promise<void> {
  const now = deps.clock.now();
  const at = now.toISOString();
  const started = await deps.db.transaction().execute(async (trx) => {
    const job = await rpaRepository.due(trx, jobId, at);
    if (!job || job.next_run_at === null) return null;
    const slot = job.next_run_at;
    const next = nextAfter(scheduleOf(job), now);
    const claimed = await rpaRepository.claimSlot(trx, job.id, slot, {
      next_run_at: next,
      last_run_at: at,
      ...(next === null && { state: 'done' as const }),
    });
    if (!claimed) return null;
    const result = await startRun(trx, job, slot, 'schedule', SYSTEM, now);
    if (next === null) {
      await recordTransition(trx, rpaJobMachine, {
        entityId: job.id,
        action: 'finish',
        from: 'active',
        actor: SYSTEM,
        details: { run_id: result.runId },
        at,
      });
    }
    return result;
  });
  if (started) await wakeAgents(deps, started.wake);
}

/** The tick (rpa.jobs.ts): starts the runs that are due, then closes the runs that are over. */
export async function tick(deps: Deps, signal?: AbortSignal) {
  const now = deps.clock.now();
  const due = await rpaRepository.dueIds(deps.db, now.toISOString(), TICK_BATCH);
  for (const { id } of due) {
    if (signal?.aborted) break;
    await startDue(deps, id);
  }
  await finishRuns(deps, now, TICK_BATCH);
}
