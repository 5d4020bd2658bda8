import { ONLINE_WINDOW_MS, type CommandState } from '@console/contract/schemas/agents';
import { rpaJobMachine } from '@console/contract/machines/rpa-job';
import {
  RPA_COMMAND_EXPIRY_MS,
  RPA_TARGET_STATES,
  type RpaJob,
  type RpaJobFields,
  type RpaJobHistoryItem,
  type RpaJobState,
  type RpaRun,
  type RpaRunTarget,
  type RpaTarget,
  type RpaTargetCounts,
  type RpaTargetState,
} from '@console/contract/schemas/rpa';
import type { AuthUser, Deps } from '../../context';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/database';
import { containsPattern, lowerLike } from '../../db/search';
import { AppError } from '../../errors';
import { detailsOf, recordTransition, type Actor } from '../../machines/transitions';
import { reachParent as reachParentOf } from '../parents/parent-scope';
import { agentsRepository as agents } from '../agents/agents.repository';
import { wakeAgents } from '../agents/wake';
import { cronParses, firstRun, nextAfter } from './rpa.schedule';
import type { RpaJobRow, RpaRunRow } from './rpa.tables';
import { pageBounds, queryPage } from '../../db/paging';

/**
 * Remote automation (docs/decisions/remote-automation.md): jobs that run one agent command on a
 * parent's agents, their runs and each run's targets. A run queues its commands in the agents'
 * own queue (agent_commands), so delivery, acks, expiry and wake-ups are the agents area's; a
 * target's state is read from its command.
 */

/** A run whose targets have not all finished is closed after this long; the rest read expired. */
export const RPA_RUN_TIMEOUT_MS = 60 * 60_000;
/** How many due jobs and running runs one tick takes; the rest wait for the next tick. */
const TICK_BATCH = 100;
const PLATFORM = 'win';
const SYSTEM: Actor = { id: null, name: 'system' };
const FINAL_COMMAND_STATES: readonly CommandState[] = [
  'succeeded',
  'failed',
  'expired',
  'cancelled',
];

const actorOf = (user: AuthUser): Actor => ({ id: user.id, name: user.user_name });
const mayReachAny = (user: AuthUser) =>
  (user.permissions as readonly string[]).includes('parents.any');
const ids = (json: string) => JSON.parse(json) as number[];

// ---- who may reach which parent and job ---------------------------------------------------

const reachParent = (deps: Deps, user: AuthUser, adminId: number) =>
  reachParentOf(deps.db, user, adminId, 'rpa.parent_not_found');

/** A job the caller reaches: staff are told it is not there, a parent learns nothing of others'. */
async function reachJob(deps: Deps, user: AuthUser, id: number, db: Db = deps.db) {
  const job = await db.selectFrom('rpa_jobs').selectAll().where('id', '=', id).executeTakeFirst();
  if (mayReachAny(user)) {
    if (!job || job.state === 'deleted') throw new AppError('rpa.not_found');
    return job;
  }
  if (!job || job.admin_id !== user.id || !user.permissions.includes('parents.own')) {
    throw new AppError('common.permission_denied');
  }
  if (job.state === 'deleted') throw new AppError('rpa.not_found');
  return job;
}

// ---- targets ------------------------------------------------------------------------------

interface TargetChoice {
  admin_id: number;
  target: RpaTarget;
  agent_ids: readonly number[];
  staff_ids: readonly number[];
}

/** The agents a choice names now, among those linked to the parent. */
export async function resolveTargets(db: Db, choice: TargetChoice) {
  let q = db
    .selectFrom('agents')
    .select(['agents.id', 'agents.name', 'agents.version', 'agents.last_seen_at'])
    .where('agents.admin_id', '=', choice.admin_id);
  if (choice.target === 'agents') {
    if (choice.agent_ids.length === 0) return [];
    q = q.where('agents.id', 'in', [...choice.agent_ids]);
  } else if (choice.target === 'staff') {
    if (choice.staff_ids.length === 0) return [];
    q = q.where((eb) =>
      eb(
        'agents.id',
        'in',
        eb
          .selectFrom('staff_agents')
          .select('staff_agents.agent_id')
          .where('staff_agents.admin_id', '=', choice.admin_id)
          .where('staff_agents.enable', '=', 1)
          .where('staff_agents.staff_id', 'in', [...choice.staff_ids]),
      ),
    );
  }
  return q.orderBy('agents.id').execute();
}

/** The chosen agents and staff users must be the parent's; 403 for a parent, 404 for staff. */
async function checkPicks(deps: Deps, user: AuthUser, choice: TargetChoice) {
  const refuse = (key: 'rpa.agent_not_found' | 'rpa.staff_not_found') => {
    throw new AppError(mayReachAny(user) ? key : 'common.permission_denied');
  };
  if (choice.target === 'agents' && choice.agent_ids.length > 0) {
    const found = await deps.db
      .selectFrom('agents')
      .select('id')
      .where('id', 'in', [...choice.agent_ids])
      .where('admin_id', '=', choice.admin_id)
      .execute();
    if (found.length !== new Set(choice.agent_ids).size) refuse('rpa.agent_not_found');
  }
  if (choice.target === 'staff' && choice.staff_ids.length > 0) {
    const found = await deps.db
      .selectFrom('staff_users')
      .select('id')
      .where('id', 'in', [...choice.staff_ids])
      .where('admin_id', '=', choice.admin_id)
      .execute();
    if (found.length !== new Set(choice.staff_ids).size) refuse('rpa.staff_not_found');
  }
}

const online = (lastSeen: string | null, now: Date) =>
  lastSeen !== null && Date.parse(lastSeen) >= now.getTime() - ONLINE_WINDOW_MS;

export async function previewTargets(deps: Deps, user: AuthUser, choice: TargetChoice) {
  await reachParent(deps, user, choice.admin_id);
  await checkPicks(deps, user, choice);
  const now = deps.clock.now();
  const rows = await resolveTargets(deps.db, choice);
  const staffOf = await signedInStaff(deps.db, choice.admin_id);
  return rows.map((a) => ({
    agent_id: a.id,
    name: a.name,
    online: online(a.last_seen_at, now),
    staff_name: staffOf.get(a.id) ?? '',
  }));
}

/** Who signs in on each of a parent's agents now: user names joined by ", ", by agent id. */
async function signedInStaff(db: Db, adminId: number) {
  const links = await db
    .selectFrom('staff_agents')
    .innerJoin('staff_users', 'staff_users.id', 'staff_agents.staff_id')
    .select(['staff_agents.agent_id', 'staff_users.user_name'])
    .where('staff_agents.admin_id', '=', adminId)
    .where('staff_agents.enable', '=', 1)
    .orderBy('staff_users.user_name')
    .execute();
  const names = new Map<number, string>();
  for (const link of links) {
    const before = names.get(link.agent_id);
    names.set(link.agent_id, before ? `${before}, ${link.user_name}` : link.user_name);
  }
  return names;
}

// ---- answers ------------------------------------------------------------------------------

function jobOf(
  row: RpaJobRow & { admin_name: string },
  lastRun: { id: number; state: RpaRun['state']; total: number } | null,
): RpaJob {
  return {
    id: row.id,
    admin_id: row.admin_id,
    admin_name: row.admin_name,
    name: row.name,
    command: row.command,
    target: row.target,
    agent_ids: ids(row.agent_ids),
    staff_ids: ids(row.staff_ids),
    schedule: row.schedule,
    run_at: row.run_at,
    time: row.time,
    days: ids(row.days),
    cron: row.cron,
    timezone: row.timezone,
    state: row.state,
    next_run_at: row.next_run_at,
    last_run_at: row.last_run_at,
    last_run: lastRun,
    created_by: row.created_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function jobsQuery(db: Db) {
  return db
    .selectFrom('rpa_jobs')
    .innerJoin('users', 'users.id', 'rpa_jobs.admin_id')
    .selectAll('rpa_jobs')
    .select('users.user_name as admin_name');
}

async function lastRuns(db: Db, jobIds: number[]) {
  if (jobIds.length === 0) return new Map<number, RpaJob['last_run']>();
  const rows = await db
    .selectFrom('rpa_runs')
    .select(['id', 'job_id', 'state', 'total'])
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('rpa_runs')
        .select((e) => e.fn.max('id').as('id'))
        .where('job_id', 'in', jobIds)
        .groupBy('job_id'),
    )
    .execute();
  return new Map(rows.map((r) => [r.job_id, { id: r.id, state: r.state, total: r.total }]));
}

async function answerJob(db: Db, id: number): Promise<RpaJob> {
  const row = await jobsQuery(db).where('rpa_jobs.id', '=', id).executeTakeFirstOrThrow();
  return jobOf(row, (await lastRuns(db, [id])).get(id) ?? null);
}

/** A target's state: its own without a command, else its command's (closed runs: expired). */
export function targetState(
  own: RpaTargetState,
  command: CommandState | null,
  runDone: boolean,
): RpaTargetState {
  if (command === null) return own;
  switch (command) {
    case 'queued':
      return runDone ? 'expired' : 'queued';
    case 'sent':
    case 'received':
    case 'started':
      return runDone ? 'expired' : 'delivered';
    case 'succeeded':
      return 'succeeded';
    case 'failed':
    case 'cancelled':
      return 'failed';
    case 'expired':
      return 'expired';
  }
}

async function targetsOf(db: Db, runs: RpaRunRow[]) {
  if (runs.length === 0) return new Map<number, RpaRunTarget[]>();
  const rows = await db
    .selectFrom('rpa_run_targets as t')
    .leftJoin('agent_commands as c', 'c.id', 't.command_id')
    .select([
      't.run_id',
      't.agent_id',
      't.agent_name',
      't.staff_name',
      't.command_id',
      't.state',
      't.note',
      't.created_at',
      'c.state as command_state',
      'c.output',
      'c.updated_at',
    ])
    .where(
      't.run_id',
      'in',
      runs.map((r) => r.id),
    )
    .orderBy('t.run_id')
    .orderBy('t.agent_id')
    .execute();
  const done = new Map(runs.map((r) => [r.id, r.state === 'done']));
  const byRun = new Map<number, RpaRunTarget[]>(runs.map((r) => [r.id, []]));
  for (const row of rows) {
    byRun.get(row.run_id)!.push({
      agent_id: row.agent_id,
      agent_name: row.agent_name,
      staff_name: row.staff_name,
      command_id: row.command_id,
      state: targetState(row.state, row.command_state ?? null, done.get(row.run_id) ?? false),
      output: row.output ?? '',
      note: row.note,
      updated_at: row.updated_at ?? row.created_at,
    });
  }
  return byRun;
}

function countsOf(targets: RpaRunTarget[]): RpaTargetCounts {
  const counts = Object.fromEntries(RPA_TARGET_STATES.map((s) => [s, 0])) as RpaTargetCounts;
  for (const t of targets) counts[t.state] += 1;
  return counts;
}

function runOf(row: RpaRunRow, targets: RpaRunTarget[]): RpaRun {
  return {
    id: row.id,
    job_id: row.job_id,
    command: row.command,
    scheduled_for: row.scheduled_for,
    started_at: row.started_at,
    finished_at: row.finished_at,
    state: row.state,
    trigger: row.trigger,
    total: row.total,
    counts: countsOf(targets),
  };
}

// ---- console: jobs ------------------------------------------------------------------------

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
  let adminId = input.admin_id;
  if (!mayReachAny(user)) adminId = user.id;
  if (adminId !== undefined) await reachParent(deps, user, adminId);
  let q = deps.db.selectFrom('rpa_jobs').where('rpa_jobs.state', '<>', 'deleted');
  if (adminId !== undefined) q = q.where('rpa_jobs.admin_id', '=', adminId);
  if (input.state) q = q.where('rpa_jobs.state', '=', input.state);
  if (input.keyword) {
    q = q.where(lowerLike('rpa_jobs.name', containsPattern(input.keyword.toLowerCase())));
  }
  const { rows, total } = await queryPage(
    pageBounds(input.page, input.page_size),
    q
      .innerJoin('users', 'users.id', 'rpa_jobs.admin_id')
      .selectAll('rpa_jobs')
      .select('users.user_name as admin_name')
      // As the agents' command list: `asc` (the default) lists the newest first.
      .orderBy('rpa_jobs.id', input.order === 'asc' ? 'desc' : 'asc'),
    q,
  );
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
  const errors: { path: string; message: string }[] = [];
  if (input.schedule === 'at' && Date.parse(input.run_at) <= now.getTime()) {
    errors.push({ path: 'run_at', message: 'validation.rpa_at_past' });
  }
  if (input.schedule === 'cron' && !cronParses(input.cron, input.timezone, now)) {
    errors.push({ path: 'cron', message: 'validation.rpa_cron_invalid' });
  }
  if (errors.length > 0) throw new AppError('common.invalid_input', { errors });
}

/** The stored columns of a job's fields: only what its target and schedule use. */
function columnsOf(input: RpaJobFields) {
  const repeating = input.schedule === 'daily' || input.schedule === 'weekly';
  return {
    name: input.name,
    command: input.command,
    target: input.target,
    agent_ids: JSON.stringify(
      input.target === 'agents' ? [...new Set(input.agent_ids)].sort((a, b) => a - b) : [],
    ),
    staff_ids: JSON.stringify(
      input.target === 'staff' ? [...new Set(input.staff_ids)].sort((a, b) => a - b) : [],
    ),
    schedule: input.schedule,
    run_at: input.schedule === 'at' ? new Date(input.run_at).toISOString() : '',
    time: repeating ? input.time : '',
    days: JSON.stringify(
      input.schedule === 'weekly' ? [...new Set(input.days)].sort((a, b) => a - b) : [],
    ),
    cron: input.schedule === 'cron' ? input.cron.replace(/\s+/g, ' ') : '',
    timezone: input.timezone,
  };
}

const scheduleOf = (c: ReturnType<typeof columnsOf> | RpaJobRow) => ({
  schedule: c.schedule,
  run_at: c.run_at,
  time: c.time,
  days: ids(c.days),
  cron: c.cron,
  timezone: c.timezone,
});

export async function createJob(deps: Deps, user: AuthUser, input: RpaJobFields) {
  await reachParent(deps, user, input.admin_id);
  await checkPicks(deps, user, input);
  const now = deps.clock.now();
  checkSchedule(input, now);
  const columns = columnsOf(input);
  const at = now.toISOString();
  const next = firstRun(scheduleOf(columns), now);
  const id = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('rpa_jobs')
      .values({
        admin_id: input.admin_id,
        ...columns,
        state: 'active',
        next_run_at: next,
        last_run_at: null,
        created_by: user.user_name,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
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
    const changed = await trx
      .updateTable('rpa_jobs')
      .set({ ...columns, state: to, next_run_at: next, updated_at: at })
      .where('id', '=', job.id)
      .where('state', '=', job.state)
      .where('updated_at', '=', job.updated_at)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw new AppError('rpa.state');
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
    const changed = await trx
      .updateTable('rpa_jobs')
      .set({ state: def.to as RpaJobState, next_run_at: next, updated_at: at })
      .where('id', '=', job.id)
      .where('state', '=', job.state)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw new AppError('rpa.state');
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
  const q = deps.db
    .selectFrom('transitions')
    .where('machine', '=', rpaJobMachine.name)
    .where('entity_id', '=', job.id);
  const dir = input.order === 'asc' ? 'desc' : 'asc';
  const { rows, total } = await queryPage(
    pageBounds(input.page, input.page_size),
    q.selectAll().orderBy('at', dir).orderBy('id', dir),
    q,
  );
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

// ---- console: runs ------------------------------------------------------------------------

export async function listRuns(
  deps: Deps,
  user: AuthUser,
  input: { job_id: number; page: number; page_size: number; order: 'asc' | 'desc' },
) {
  const job = await reachJob(deps, user, input.job_id);
  const q = deps.db.selectFrom('rpa_runs').where('job_id', '=', job.id);
  const { rows, total } = await queryPage(
    pageBounds(input.page, input.page_size),
    q.selectAll().orderBy('id', input.order === 'asc' ? 'desc' : 'asc'),
    q,
  );
  const targets = await targetsOf(deps.db, rows);
  return { total, list: rows.map((r) => runOf(r, targets.get(r.id) ?? [])) };
}

export async function getRun(
  deps: Deps,
  user: AuthUser,
  input: { id: number; state?: RpaTargetState; page: number; page_size: number },
) {
  const run = await deps.db
    .selectFrom('rpa_runs')
    .selectAll()
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (!run) {
    if (!mayReachAny(user)) throw new AppError('common.permission_denied');
    throw new AppError('rpa.run_not_found');
  }
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

// ---- starting and finishing runs -----------------------------------------------------------

/**
 * Starts a run of `job` for `slot` inside `trx`: resolves its targets now, queues the command for
 * each online one (the agents' own queue, expiring after RPA_COMMAND_EXPIRY_MS), marks the
 * offline ones, and writes the run_start history row. The run's UNIQUE (job_id, scheduled_for)
 * refuses a second start of the same slot. Answers the run and the agents to wake.
 */
async function startRun(
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
  const run = await trx
    .insertInto('rpa_runs')
    .values({
      job_id: job.id,
      admin_id: job.admin_id,
      command: job.command,
      scheduled_for: slot,
      trigger,
      total: targets.length,
      started_at: at,
      ...(targets.length === 0 && { state: 'done', finished_at: at }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const release =
    job.command === 'update_now' ? ((await agents.release(trx, PLATFORM)) ?? null) : null;
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
      await trx
        .insertInto('rpa_run_targets')
        .values({ ...base, command_id: null, state: 'offline' })
        .execute();
      continue;
    }
    let args: Record<string, string> = {};
    if (job.command === 'update_now') {
      if (!release || release.version === agent.version) {
        await trx
          .insertInto('rpa_run_targets')
          .values({ ...base, command_id: null, state: 'failed', note: 'agents.update_not_needed' })
          .execute();
        continue;
      }
      args = { version: release.version, url: release.url };
    }
    const command = await agents.insertCommand(trx, {
      agent_id: agent.id,
      admin_id: job.admin_id,
      command: job.command,
      args: JSON.stringify(args),
      requested_by: `rpa:${job.id}`,
      created_at: at,
      updated_at: at,
      expires_at: new Date(now.getTime() + RPA_COMMAND_EXPIRY_MS).toISOString(),
    });
    await trx
      .insertInto('rpa_run_targets')
      .values({ ...base, command_id: command.id, state: 'queued' })
      .execute();
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

async function wakeAll(deps: Deps, agentIds: number[]) {
  await wakeAgents(deps, agentIds);
}

/**
 * Claims a due job and starts its run, all in one transaction: the job's next_run_at moves from
 * the slot it held to the schedule's next slot after now (compare-and-set on the slot), so two
 * servers or a repeated tick start a slot once, and a crash before the commit leaves the job due.
 * Slots missed while no server ran collapse into this one run. A one-off job is then done.
 */
async function startDue(deps: Deps, jobId: number): Promise<boolean> {
  const now = deps.clock.now();
  const at = now.toISOString();
  const started = await deps.db.transaction().execute(async (trx) => {
    const job = await trx
      .selectFrom('rpa_jobs')
      .selectAll()
      .where('id', '=', jobId)
      .where('state', '=', 'active')
      .where('next_run_at', '<=', at)
      .executeTakeFirst();
    if (!job || job.next_run_at === null) return null;
    const slot = job.next_run_at;
    const next = nextAfter(scheduleOf(job), now);
    const claimed = await trx
      .updateTable('rpa_jobs')
      .set({
        next_run_at: next,
        last_run_at: at,
        ...(next === null && { state: 'done' as const }),
      })
      .where('id', '=', job.id)
      .where('state', '=', 'active')
      .where('next_run_at', '=', slot)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return null;
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
  if (started) await wakeAll(deps, started.wake);
  return started !== null;
}

/** A run beside the schedule, now (the job's next run stays). */
export async function runNow(deps: Deps, user: AuthUser, id: number) {
  const job = await reachJob(deps, user, id);
  if (!rpaJobMachine.actions.run_start.from.includes(job.state)) throw new AppError('rpa.state');
  const now = deps.clock.now();
  const started = await deps.db
    .transaction()
    .execute((trx) => startRun(trx, job, now.toISOString(), 'manual', actorOf(user), now))
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('rpa.state');
      throw error;
    });
  await wakeAll(deps, started.wake);
  const run = await deps.db
    .selectFrom('rpa_runs')
    .selectAll()
    .where('id', '=', started.runId)
    .executeTakeFirstOrThrow();
  return runOf(run, (await targetsOf(deps.db, [run])).get(run.id) ?? []);
}

/**
 * Closes running runs whose targets all reached a final state, or that ran past
 * RPA_RUN_TIMEOUT_MS: a conditional update from running, with a run_finish history row.
 */
async function finishRuns(deps: Deps, now: Date): Promise<number> {
  const at = now.toISOString();
  const deadline = new Date(now.getTime() - RPA_RUN_TIMEOUT_MS).toISOString();
  const running = await deps.db
    .selectFrom('rpa_runs')
    .selectAll()
    .where('state', '=', 'running')
    .where((eb) =>
      eb.or([
        eb('started_at', '<=', deadline),
        eb.not(
          eb.exists(
            eb
              .selectFrom('rpa_run_targets as t')
              .innerJoin('agent_commands as c', 'c.id', 't.command_id')
              .select('t.id')
              .whereRef('t.run_id', '=', 'rpa_runs.id')
              .where('c.state', 'not in', FINAL_COMMAND_STATES),
          ),
        ),
      ]),
    )
    .orderBy('id')
    .limit(TICK_BATCH)
    .execute();
  let finished = 0;
  for (const run of running) {
    await deps.db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable('rpa_runs')
        .set({ state: 'done', finished_at: at })
        .where('id', '=', run.id)
        .where('state', '=', 'running')
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) return;
      const done = { ...run, state: 'done' as const, finished_at: at };
      const counts = countsOf((await targetsOf(trx, [done])).get(run.id) ?? []);
      const job = await trx
        .selectFrom('rpa_jobs')
        .select('state')
        .where('id', '=', run.job_id)
        .executeTakeFirstOrThrow();
      await recordTransition(trx, rpaJobMachine, {
        entityId: run.job_id,
        action: 'run_finish',
        from: job.state,
        actor: SYSTEM,
        details: { run_id: run.id, counts },
        at,
      });
      finished += 1;
    });
  }
  return finished;
}

/** The tick (rpa.jobs.ts): starts the runs that are due, then closes the runs that are over. */
export async function tick(deps: Deps, signal?: AbortSignal) {
  const now = deps.clock.now();
  const due = await deps.db
    .selectFrom('rpa_jobs')
    .select('id')
    .where('state', '=', 'active')
    .where('next_run_at', '<=', now.toISOString())
    .orderBy('next_run_at')
    .limit(TICK_BATCH)
    .execute();
  let started = 0;
  for (const { id } of due) {
    if (signal?.aborted) break;
    if (await startDue(deps, id)) started += 1;
  }
  const finished = await finishRuns(deps, now);
  return { started, finished };
}
