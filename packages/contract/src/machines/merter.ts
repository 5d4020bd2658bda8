import { defineMachine } from './define';

/**
 * A campaign's terminal (applied from a mer-ter file) and a private campaign's customer: open
 * takes the campaign's discount, locked does not. Locking what is locked answers 'already locked'
 * and changes nothing; likewise opening.
 */
export const MERTER_STATUSES = ['open', 'locked'] as const;
export type MerterStatus = (typeof MERTER_STATUSES)[number];

export const campaignTerminalMachine = defineMachine({
  name: 'campaign_terminal',
  states: MERTER_STATUSES,
  actions: {
    lock: {
      from: ['open'],
      to: 'locked',
      permission: 'merter.write',
      conflict: 'merter.already_locked',
    },
    open: {
      from: ['locked'],
      to: 'open',
      permission: 'merter.write',
      conflict: 'merter.already_opened',
    },
  },
});

export const campaignCustomerMachine = defineMachine({
  name: 'campaign_customer',
  states: MERTER_STATUSES,
  actions: {
    lock: {
      from: ['open'],
      to: 'locked',
      permission: 'merter.write',
      conflict: 'merter.customer_already_locked',
    },
    open: {
      from: ['locked'],
      to: 'open',
      permission: 'merter.write',
      conflict: 'merter.customer_already_opened',
    },
  },
});

/** The campaign states in which files may be uploaded and applied: not rejected, not over. */
export const MERTER_CAMPAIGN_STATES = ['draft', 'pending', 'waiting', 'running', 'locked'] as const;
