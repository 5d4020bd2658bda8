import { defineMachine } from './define';

/**
 * A command sent to a desktop agent (agent_command/send): queued until a check-in hands it over
 * (sent), then as the agent reports it: received, started, succeeded or failed. restart_now and
 * update_now not received within 10 minutes expire; logging an agent out cancels what it has not
 * finished. Every change is a conditional update with a history row (state-changes.md).
 */
export const agentCommandMachine = defineMachine({
  name: 'agent_command',
  states: ['queued', 'sent', 'received', 'started', 'succeeded', 'failed', 'expired', 'cancelled'],
  actions: {
    deliver: { from: ['queued'], to: 'sent', permission: 'system' },
    receive: {
      from: ['queued', 'sent'],
      to: 'received',
      permission: 'system',
      conflict: 'agents.command_state',
    },
    start: {
      from: ['queued', 'sent', 'received'],
      to: 'started',
      permission: 'system',
      conflict: 'agents.command_state',
    },
    succeed: {
      from: ['queued', 'sent', 'received', 'started'],
      to: 'succeeded',
      permission: 'system',
      conflict: 'agents.command_state',
    },
    fail: {
      from: ['queued', 'sent', 'received', 'started'],
      to: 'failed',
      permission: 'system',
      conflict: 'agents.command_state',
    },
    expire: { from: ['queued', 'sent'], to: 'expired', permission: 'system' },
    cancel: {
      from: ['queued', 'sent', 'received', 'started'],
      to: 'cancelled',
      permission: 'agents.manage',
    },
  },
});
