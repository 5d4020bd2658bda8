import { defineMachine } from './define';

/**
 * A customer's phone on the blocklist (spec section 4): open or locked, with the actions lock and
 * open. A phone never locked counts as open. A locked phone takes no campaign discount.
 */
export const customerBlockMachine = defineMachine({
  name: 'customer_block',
  states: ['open', 'locked'],
  actions: {
    lock: {
      from: ['open'],
      to: 'locked',
      permission: 'blocklists.write',
      reason: true,
      conflict: 'blocklists.customer_already_locked',
    },
    open: {
      from: ['locked'],
      to: 'open',
      permission: 'blocklists.write',
      reason: true,
      conflict: 'blocklists.customer_already_opened',
    },
  },
});

/** A terminal of the merchant catalogue: open, or locked out of every campaign discount. */
export const terminalBlockMachine = defineMachine({
  name: 'terminal_block',
  states: ['open', 'locked'],
  actions: {
    lock: {
      from: ['open'],
      to: 'locked',
      permission: 'blocklists.write',
      reason: true,
      conflict: 'blocklists.terminal_already_locked',
    },
    open: {
      from: ['locked'],
      to: 'open',
      permission: 'blocklists.write',
      reason: true,
      conflict: 'blocklists.terminal_already_opened',
    },
  },
});

export type BlockAction = keyof typeof customerBlockMachine.actions;
