import { RPA_JOB_STATES } from '../schemas/rpa';
import { defineMachine } from './define';

/**
 * A remote-automation job (docs/decisions/remote-automation.md). It is active while it has runs
 * to come, paused by hand, done when a one-off job (now, at a time) has started its run, deleted
 * by hand. An edit keeps a paused job paused and makes a done one active again (its new run is
 * to come). Runs leave rows too (`run_start`, `run_finish`) without changing the job's state, so
 * the job's history tells every change and every run. Each change is a conditional update with
 * a history row (state-changes.md).
 */
export const rpaJobMachine = defineMachine({
  name: 'rpa_job',
  states: RPA_JOB_STATES,
  actions: {
    create: { from: ['active', 'paused'], to: null, permission: 'rpa.manage' },
    update: {
      from: ['active', 'paused', 'done'],
      to: ['active', 'paused'],
      permission: 'rpa.manage',
      conflict: 'rpa.state',
    },
    pause: { from: ['active'], to: 'paused', permission: 'rpa.manage', conflict: 'rpa.state' },
    resume: { from: ['paused'], to: 'active', permission: 'rpa.manage', conflict: 'rpa.state' },
    delete: {
      from: ['active', 'paused', 'done'],
      to: 'deleted',
      permission: 'rpa.manage',
      conflict: 'rpa.state',
    },
    /** A one-off job has started its run. */
    finish: { from: ['active'], to: 'done', permission: 'system' },
    run_start: {
      from: ['active', 'paused', 'done'],
      to: null,
      permission: 'system',
      conflict: 'rpa.state',
    },
    run_finish: { from: ['active', 'paused', 'done', 'deleted'], to: null, permission: 'system' },
  },
});
