import type { CommandState } from '@console/contract/schemas/agents';
import { rpaJobMachine } from '@console/contract/machines/rpa-job';
import { RPA_COMMAND_EXPIRY_MS, type RpaTargetState } from '@console/contract/schemas/rpa';
import type { AuthUser, Deps } from '../../context';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/database';
import { AppError } from '../../errors';
import { recordTransition, type Actor } from '../../machines/transitions';
import { refuseForeign } from '../parents/parent-scope';
import { commandsRepository } from '../agents/commands.repository';
import { softwareRepository } from '../agents/software.repository';
import { wakeAgents } from '../agents/wake';
import { actorOf, SYSTEM } from './actors';
import { countsOf, runOf, targetsOf } from './answers';
import { ids } from './job-columns';
import { reachJob } from './reach';
import type { RpaJobRow } from './rpa.tables';
import { rpaRepository } from './rpa.repository';
import { runsRepository } from './runs.repository';
import { online, resolveTargets, signedInStaff } from './targets';

/**
 * A job's runs (docs/decisions/remote-automation.md): a run queues its commands in the agents'
 * own queue (agent_commands), so delivery, acks, expiry and wake-ups are the agents area's; a
 * target's state is read from its command.
 */

/** A run whose targets have not all finished is closed after this long; the rest read expired. */
export const RPA_RUN_TIMEOUT_MS = 60 * 60_000;
const PLATFORM = 'win';
const FINAL_COMMAND_STATES: readonly CommandState[] = [
  'succeeded',
  'failed',
  'expired',
  'cancelled',
];

/**
 * Starts a run of `job` for `slot` inside `trx`: resolves its targets now, queues the command for
 * each online one (the agents' own queue, expiring after RPA_COMMAND_EXPIRY_MS), marks the
 * offline ones, and writes the run_start history row. The run's UNIQUE (job_id, scheduled_for)
 * refuses a second start of the same slot. Answers the run and the agents to wake.
 */
export async function startRun(
  trx: Db,
  job: RpaJobRow,
  slot: string,
  trigger: 'schedule' | 'manual',
  actor: Actor,
  now: Date,
) {
  const at = now.toISOString();
  const targets = await resolveTargets(trx, {
    admin_id: job.admin_id,
    target: job.target,
    agent_ids: ids(job.agent_ids),
    staff_ids: ids(job.staff_ids),
  });
  const run = await runsRepository.insert(trx, {
    job_id: job.id,
    admin_id: job.admin_id,
    command: job.command,
    scheduled_for: slot,
    trigger,
    total: targets.length,
    started_at: at,
    ...(targets.length === 0 && { state: 'done', finished_at: at }),
  });
  const release =
    job.command === 'update_now'
      ? ((await softwareRepository.release(trx, PLATFORM)) ?? null)
      : null;
  const wake: number[] = [];
  const staffOf = await signedInStaff(trx, job.admin_id);
  for (const agent of targets) {
    const base = {
      run_id: run.id,
      agent_id: agent.id,
      agent_name: agent.name,
      staff_name: staffOf.get(agent.id) ?? '',
      created_at: at,
    };
    if (!online(agent.last_seen_at, now)) {
      await runsRepository.insertTarget(trx, { ...base, command_id: null, state: 'offline' });
      continue;
    }
    let args: Record<string, string> = {};
    if (job.command === 'update_now') {
      if (!release || release.version === agent.version) {
        await runsRepository.insertTarget(trx, {
          ...base,
          command_id: null,
          state: 'failed',
          note: 'agents.update_not_needed',
        });
        continue;
      }
      args = { version: release.version, url: release.url };
    }
    const command = await commandsRepository.insertCommand(trx, {
      agent_id: agent.id,
      admin_id: job.admin_id,
      command: job.command,
      args: JSON.stringify(args),
      requested_by: `rpa:${job.id}`,
      created_at: at,
      updated_at: at,
      expires_at: new Date(now.getTime() + RPA_COMMAND_EXPIRY_MS).toISOString(),
    });
    await runsRepository.insertTarget(trx, { ...base, command_id: command.id, state: 'queued' });
    wake.push(agent.id);
  }
  await recordTransition(trx, rpaJobMachine, {
    entityId: job.id,
    action: 'run_start',
    from: job.state,
    actor,
    details: { run_id: run.id, scheduled_for: slot, trigger, total: targets.length },
    at,
  });
  if (targets.length === 0) {
    await recordTransition(trx, rpaJobMachine, {
      entityId: job.id,
      action: 'run_finish',
      from: job.state,
      actor: SYSTEM,
      details: { run_id: run.id, total: 0 },
      at,
    });
  }
  return { runId: run.id, wake };
}

/**
 * A run beside the schedule, now (the job's next run stays). One manual run of a job runs at a
 * time: the database's unique index over a job's running manual runs (migration 0075) refuses a
 * second, also from another server or a call at the same moment, and the answer is
 * `rpa.run_pending`; a run_now in the same millisecond as a scheduled run's slot is `rpa.state`.
 */
export async function runNow(deps: Deps, user: AuthUser, id: number) {
  const job = await reachJob(deps, user, id);
  if (!rpaJobMachine.actions.run_start.from.includes(job.state)) throw new AppError('rpa.state');
  const now = deps.clock.now();
  const started = await deps.db
    .transaction()
    .execute((trx) => startRun(trx, job, now.toISOString(), 'manual', actorOf(user), now))
    .catch(async (error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      const pending = await runsRepository.manualRunning(deps.db, job.id);
      throw new AppError(pending ? 'rpa.run_pending' : 'rpa.state');
    });
  await wakeAgents(deps, started.wake);
  const run = await runsRepository.get(deps.db, started.runId);
  return runOf(run, (await targetsOf(deps.db, [run])).get(run.id) ?? []);
}

/**
 * Closes up to `limit` running runs whose targets all reached a final state, or that ran past
 * RPA_RUN_TIMEOUT_MS: a conditional update from running, with a run_finish history row.
 */
export async function finishRuns(deps: Deps, now: Date, limit: number): Promise<void> {
  const at = now.toISOString();
  const deadline = new Date(now.getTime() - RPA_RUN_TIMEOUT_MS).toISOString();
  const running = await runsRepository.closable(deps.db, deadline, FINAL_COMMAND_STATES, limit);
  for (const run of running) {
    await deps.db.transaction().execute(async (trx) => {
      if (!(await runsRepository.close(trx, run.id, at))) return;
      const done = { ...run, state: 'done' as const, finished_at: at };
      const counts = countsOf((await targetsOf(trx, [done])).get(run.id) ?? []);
      const job = await rpaRepository.state(trx, run.job_id);
      await recordTransition(trx, rpaJobMachine, {
        entityId: run.job_id,
        action: 'run_finish',
        from: job.state,
        actor: SYSTEM,
        details: { run_id: run.id, counts },
        at,
      });
    });
  }
}

// ---- reading runs ---------------------------------------------------------------------------

export async function listRuns(
  deps: Deps,
  user: AuthUser,
  input: { job_id: number; page: number; page_size: number; order: 'asc' | 'desc' },
) {
  const job = await reachJob(deps, user, input.job_id);
  const { rows, total } = await runsRepository.ofJob(deps.db, job.id, {
    page: input.page,
    page_size: input.page_size,
    dir: input.order === 'asc' ? 'desc' : 'asc',
  });
  const targets = await targetsOf(deps.db, rows);
  return { total, list: rows.map((r) => runOf(r, targets.get(r.id) ?? [])) };
}

export async function getRun(
  deps: Deps,
  user: AuthUser,
  input: { id: number; state?: RpaTargetState; page: number; page_size: number },
) {
  const run = await runsRepository.find(deps.db, input.id);
  if (!run) return refuseForeign(user, 'rpa.run_not_found');
  await reachJob(deps, user, run.job_id).catch((error: unknown) => {
    throw error instanceof AppError && error.key === 'rpa.not_found'
      ? new AppError('rpa.run_not_found')
      : error;
  });
  // A run has at most the parent's agents (AGENTS_PER_PARENT): filtered and paged here.
  const targets = (await targetsOf(deps.db, [run])).get(run.id) ?? [];
  const shown = input.state ? targets.filter((t) => t.state === input.state) : targets;
  const from = (input.page - 1) * input.page_size;
  return {
    item: runOf(run, targets),
    total: shown.length,
    list: shown.slice(from, from + input.page_size),
  };
}
