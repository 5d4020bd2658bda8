import type { Generated, Selectable } from 'kysely';
import type { AgentCommand } from '@console/contract/schemas/agents';
import type {
  RpaJobState,
  RpaRunState,
  RpaSchedule,
  RpaTarget,
  RpaTargetState,
} from '@console/contract/schemas/rpa';

/** A remote-automation job (migration 0065); its changes and runs are in `transitions`. */
export interface RpaJobsTable {
  id: Generated<number>;
  admin_id: number;
  name: string;
  command: AgentCommand;
  target: RpaTarget;
  /** JSON arrays of ids. */
  agent_ids: string;
  staff_ids: string;
  schedule: RpaSchedule;
  run_at: string;
  time: string;
  days: string;
  cron: string;
  timezone: string;
  state: RpaJobState;
  next_run_at: string | null;
  last_run_at: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
}

/** One run of a job: one per job and slot. */
export interface RpaRunsTable {
  id: Generated<number>;
  job_id: number;
  admin_id: number;
  command: AgentCommand;
  scheduled_for: string;
  trigger: 'schedule' | 'manual';
  state: Generated<RpaRunState>;
  total: number;
  started_at: string;
  finished_at: string | null;
}

/** A target agent of a run; with a command its state is read from the command. */
export interface RpaRunTargetsTable {
  id: Generated<number>;
  run_id: number;
  agent_id: number;
  agent_name: string;
  /** Who was signed in on the agent when the run started (migration 0068). */
  staff_name: Generated<string>;
  command_id: number | null;
  state: RpaTargetState;
  note: Generated<string>;
  created_at: string;
}

declare module '../../db/schema' {
  interface Database {
    rpa_jobs: RpaJobsTable;
    rpa_runs: RpaRunsTable;
    rpa_run_targets: RpaRunTargetsTable;
  }
}

export type RpaJobRow = Selectable<RpaJobsTable>;
export type RpaRunRow = Selectable<RpaRunsTable>;
