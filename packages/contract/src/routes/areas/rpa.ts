import type { ErrorKinds, Grants, Screens } from '../define';

/**
 * Remote automation (/rpamanage): jobs that run an agent command on many of a parent's agents,
 * now, at a time or on a schedule, and the state of each agent in each run. Which parent a call
 * may reach is the service's check, as for agents: `parents.any` reaches any parent,
 * `parents.own` only the caller himself (docs/decisions/remote-automation.md).
 */
export const permissions = {
  'rpa.read': ['admin', 'manager', 'supporter', 'parent'],
  'rpa.manage': ['admin', 'manager', 'supporter', 'parent'],
} as const satisfies Grants<'rpa'>;

export const errors = {
  'rpa.not_found': 'not_found',
  'rpa.run_not_found': 'not_found',
  'rpa.parent_not_found': 'not_found',
  'rpa.agent_not_found': 'not_found',
  'rpa.staff_not_found': 'not_found',
  'rpa.state': 'failed_precondition',
  /** job/run_now while the job's last manual run is still running. */
  'rpa.run_pending': 'failed_precondition',
} as const satisfies ErrorKinds<'rpa'>;

export const screens = {
  'rpa.manage': { path: '/rpamanage', access: 'rpa.read' },
  'rpa.create': { path: '/rpamanage/new', access: 'rpa.manage' },
  'rpa.show': { path: '/rpamanage/:id', access: 'rpa.read' },
  'rpa.edit': { path: '/rpamanage/:id/edit', access: 'rpa.manage' },
  'rpa.run': { path: '/rpamanage/:id/runs/:runId', access: 'rpa.read' },
} as const satisfies Screens<'rpa', keyof typeof permissions>;

/** One target agent in a run; `offline`: not seen within ONLINE_WINDOW_MS when the run started. */
export const RPA_TARGET_STATES = [
  'queued',
  'delivered',
  'succeeded',
  'failed',
  'expired',
  'offline',
] as const;
