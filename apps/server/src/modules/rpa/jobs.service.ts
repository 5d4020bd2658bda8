import { rpaJobMachine } from '@console/contract/machines/rpa-job';
import type { FieldError } from '@console/contract/errors';
import {
  RPA_AT_MAX_YEARS,
  type RpaJob,
  type RpaJobFields,
  type RpaJobHistoryItem,
  type RpaJobState,
} from '@console/contract/schemas/rpa';
import type { AuthUser, Deps } from '../../context';
import { AppError } from '../../errors';
import { detailsOf, recordTransition } from '../../machines/transitions';
import { ownParentOf } from '../parents/parent-scope';
import { actorOf } from './actors';
import { answerJob, jobOf, lastRuns } from './answers';
import { columnsOf, scheduleOf } from './job-columns';
import { reachJob, reachRpaParent } from './reach';
import { rpaRepository } from './rpa.repository';
import { cronParses, firstRun } from './rpa.schedule';
import { latestRunAt, runAtInstant } from './run-at';
import { startDue } from './scheduling.service';
import { checkPicks } from './targets';

/**
 * Remote-automation jobs (docs/decisions/remote-automation.md): a parent's jobs that run one agent
 * command on his agents, made, edited, paused, resumed and deleted from the console, with their
 * history.
 */

export async function listJobs(
  deps: Deps,
  user: AuthUser,
  input: {
    admin_id?: number;
    state?: 'active' | 'paused' | 'done';
    keyword: string;
    page: number;
    page_size: number;
    order: 'asc' | 'desc';
  },
) {
  const adminId = ownParentOf(user) ?? input.admin_id;
  if (adminId !== undefined) await reachRpaParent(deps, user, adminId);
  const { rows, total } = await rpaRepository.list(deps.db, {
    adminId,
    state: input.state,
    keyword: input.keyword,
    page: input.page,
    page_size: input.page_size,
    // As the agents' command list: `asc` (the default) lists the newest first.
    dir: input.order === 'asc' ? 'desc' : 'asc',
  });
  const last = await lastRuns(
    deps.db,
    rows.map((r) => r.id),
  );
  return { total, list: rows.map((r) => jobOf(r, last.get(r.id) ?? null)) };
}

export async function getJob(deps: Deps, user: AuthUser, id: number) {
  const job = await reachJob(deps, user, id);
  return answerJob(deps.db, job.id);
}

/** Field checks that need the server: the clock for `at`, the library for `cron`. */
function checkSchedule(input: RpaJobFields, now: Date) {
  const errors: FieldError[] = [];
  if (input.schedule === 'at') {
    const at = runAtInstant(input.run_at, input.timezone);
    if (at <= now.getTime()) errors.push({ path: 'run_at', message: 'validation.rpa_at_past' });
    else if (at > latestRunAt(now, RPA_AT_MAX_YEARS)) {
      const params = { years: RPA_AT_MAX_YEARS };
      errors.push({ path: 'run_at', message: 'validation.rpa_at_too_far', params });
    }
  }
  if (input.schedule === 'cron' && !cronParses(input.cron, input.timezone, now)) {
    errors.push({ path: 'cron', message: 'validation.rpa_cron_invalid' });
  }
  if (errors.length > 0) throw new AppError('common.invalid_input', { errors });
}

export async function createJob(deps: Deps, user: AuthUser, input: RpaJobFields) {
  await reachRpaParent(deps, user, input.admin_id);
  await checkPicks(deps, user, input);
  const now = deps.clock.now();
  checkSchedule(input, now);
  const columns = columnsOf(input);
  const at = now.toISOString();
  const next = firstRun(scheduleOf(columns), now);
  const id = await deps.db.transaction().execute(async (trx) => {
    const row = await rpaRepository.insert(trx, {
      admin_id: input.admin_id,
      ...columns,
      state: 'active',
      next_run_at: next,
      last_run_at: null,
      created_by: user.user_name,
      created_at: at,
      updated_at: at,
    });
    await recordTransition(trx, rpaJobMachine, {
      entityId: row.id,
      action: 'create',
      from: 'active',
      actor: actorOf(user),
      details: { next_run_at: next },
      at,
    });
    return row.id;
  });
  // A job for now starts its run in this call; the others wait for the tick.
  if (input.schedule === 'now') await startDue(deps, id);
  return answerJob(deps.db, id);
}

export async function updateJob(deps: Deps, user: AuthUser, input: RpaJobFields & { id: number }) {
  const job = await reachJob(deps, user, input.id);
  if (input.admin_id !== job.admin_id) {
    throw new AppError('common.invalid_input', {
      errors: [{ path: 'admin_id', message: 'validation.invalid' }],
    });
  }
  await checkPicks(deps, user, input);
  const now = deps.clock.now();
  checkSchedule(input, now);
  const columns = columnsOf(input);
  const at = now.toISOString();
  const to: RpaJobState = job.state === 'paused' ? 'paused' : 'active';
  const next = to === 'active' ? firstRun(scheduleOf(columns), now) : null;
  const before = { ...jobOf({ ...job, admin_name: '' }, null) };
  await deps.db.transaction().execute(async (trx) => {
    const changed = await rpaRepository.updateAsOf(
      trx,
      { id: job.id, state: job.state, updated_at: job.updated_at },
      {
        ...columns,
        state: to,
        next_run_at: next,
        updated_at: at,
      },
    );
    if (!changed) throw new AppError('rpa.state');
    const after = jobOf({ ...job, ...columns, admin_name: '' }, null);
    const fields = Object.keys(columns) as (keyof typeof columns)[];
    await recordTransition(trx, rpaJobMachine, {
      entityId: job.id,
      action: 'update',
      from: job.state,
      to,
      actor: actorOf(user),
      details: {
        changed: fields.filter(
          (k) => JSON.stringify(after[k as keyof RpaJob]) !== JSON.stringify(before[k]),
        ),
        next_run_at: next,
      },
      at,
    });
  });
  if (input.schedule === 'now' && to === 'active') await startDue(deps, job.id);
  return answerJob(deps.db, job.id);
}

type JobAction = 'pause' | 'resume' | 'delete';

/** Pause, resume or delete: one conditional update on the from-states, and a history row. */
export async function actOnJob(
  deps: Deps,
  user: AuthUser,
  action: JobAction,
  input: { id: number; reason: string },
) {
  const job = await reachJob(deps, user, input.id);
  const def = rpaJobMachine.actions[action];
  if (!def.from.includes(job.state)) throw new AppError('rpa.state');
  const now = deps.clock.now();
  const at = now.toISOString();
  // Resumed: the next slot from now (a one-off job whose time has passed runs now).
  const next = action === 'resume' ? firstRun(scheduleOf(job), now) : null;
  await deps.db.transaction().execute(async (trx) => {
    const changed = await rpaRepository.updateAsOf(
      trx,
      { id: job.id, state: job.state },
      { state: def.to as RpaJobState, next_run_at: next, updated_at: at },
    );
    if (!changed) throw new AppError('rpa.state');
    await recordTransition(trx, rpaJobMachine, {
      entityId: job.id,
      action,
      from: job.state,
      actor: actorOf(user),
      reason: input.reason,
      details: { next_run_at: next },
      at,
    });
  });
  if (action === 'delete') return null;
  return answerJob(deps.db, job.id);
}

export async function jobHistory(
  deps: Deps,
  user: AuthUser,
  input: { id: number; page: number; page_size: number; order: 'asc' | 'desc' },
) {
  const job = await reachJob(deps, user, input.id);
  const { rows, total } = await rpaRepository.history(deps.db, job.id, {
    page: input.page,
    page_size: input.page_size,
    dir: input.order === 'asc' ? 'desc' : 'asc',
  });
  return {
    total,
    list: rows.map((r) => ({
      id: r.id,
      action: r.action,
      // A job had no state before it was made (the table keeps one for its NOT NULL column).
      from: r.action === 'create' ? null : r.from_state,
      to: r.to_state,
      actor: r.actor_name,
      reason: r.reason,
      details: detailsOf(r) as RpaJobHistoryItem['details'],
      at: r.at,
    })),
  };
}
