import { defineMachine } from './define';

/**
 * A promotion code's status, set on edit (spec section 4): running codes apply to purchases,
 * stopped ones do not until restarted; a code marked failed is over and stays so. Expiry is not a
 * state: a running or stopped code past its last day reads as expired (`shownStatus`), computed
 * from the clock, and applies no more (docs/decisions/promotions.md).
 */
export const promotionMachine = defineMachine({
  name: 'promotion',
  states: ['run', 'stop', 'fail'],
  actions: {
    run: {
      from: ['run', 'stop'],
      to: 'run',
      permission: 'promotions.edit',
      conflict: 'promotions.status_final',
    },
    stop: {
      from: ['run', 'stop'],
      to: 'stop',
      permission: 'promotions.edit',
      conflict: 'promotions.status_final',
    },
    fail: { from: ['run', 'stop', 'fail'], to: 'fail', permission: 'promotions.edit' },
  },
});
