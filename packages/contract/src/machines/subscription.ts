import { defineMachine } from './define';

/**
 * A user's package (`admin_role`): free, or a paid period. An upgrade from a paid package extends
 * it; a downgrade ends the paid period now.
 */
export const subscriptionMachine = defineMachine({
  name: 'subscription',
  states: ['free', 'standard', 'premium'],
  actions: {
    upgrade: {
      from: ['free', 'standard', 'premium'],
      to: 'standard',
      permission: 'users.subscription',
    },
    downgrade: {
      from: ['standard', 'premium'],
      to: 'free',
      permission: 'users.subscription',
      conflict: 'users.already_free',
    },
  },
});

/** The membership switch: off to on only (spec section 4). */
export const membershipMachine = defineMachine({
  name: 'membership',
  states: ['off', 'on'],
  actions: {
    activate: {
      from: ['off'],
      to: 'on',
      permission: 'users.activate',
      conflict: 'users.membership_already_on',
    },
  },
});
