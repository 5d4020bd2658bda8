import type { CommandState } from '@console/contract/schemas/agents';
import {
  RPA_TARGET_STATES,
  type RpaJob,
  type RpaRun,
  type RpaRunTarget,
  type RpaTargetCounts,
  type RpaTargetState,
} from '@console/contract/schemas/rpa';
import type { Db } from '../../db/database';
import { ids } from './job-columns';
import { rpaRepository } from './rpa.repository';
import type { RpaJobRow, RpaRunRow } from './rpa.tables';
import { runsRepository } from './runs.repository';

/** The answers of the rpa calls: jobs, runs and run targets as the contract shapes them. */

export function jobOf(
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

/** Each job's latest run, by job id. */
export async function lastRuns(db: Db, jobIds: number[]) {
  if (jobIds.length === 0) return new Map<number, RpaJob['last_run']>();
  const rows = await runsRepository.latestOf(db, jobIds);
  return new Map(rows.map((r) => [r.job_id, { id: r.id, state: r.state, total: r.total }]));
}

export async function answerJob(db: Db, id: number): Promise<RpaJob> {
  const row = await rpaRepository.withParentName(db, id);
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

/** The targets of these runs, by run id, each with the state its command gives it. */
export async function targetsOf(db: Db, runs: RpaRunRow[]) {
  if (runs.length === 0) return new Map<number, RpaRunTarget[]>();
  const rows = await runsRepository.targetsWithCommands(
    db,
    runs.map((r) => r.id),
  );
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

export function countsOf(targets: RpaRunTarget[]): RpaTargetCounts {
  const counts = Object.fromEntries(RPA_TARGET_STATES.map((s) => [s, 0])) as RpaTargetCounts;
  for (const t of targets) counts[t.state] += 1;
  return counts;
}

export function runOf(row: RpaRunRow, targets: RpaRunTarget[]): RpaRun {
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
