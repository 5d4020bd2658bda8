import { describe, expect, it } from 'vitest';
import { errorKeys } from '../errors';
import { PERMISSIONS } from '../permissions';
import { actionsFor, canTake, type Machine } from './define';
import { promotionMachine } from './promotion';
import { membershipMachine, subscriptionMachine } from './subscription';

const machines: Machine[] = [subscriptionMachine, membershipMachine, promotionMachine];

describe.each(machines.map((m) => [m.name, m] as const))('the %s machine', (_name, machine) => {
  it('moves only between its own states, by declared permissions and error keys', () => {
    for (const [action, def] of Object.entries(machine.actions)) {
      for (const state of [...def.from, def.to]) expect(machine.states, action).toContain(state);
      expect(PERMISSIONS, action).toContain(def.permission);
      if (def.conflict) expect(errorKeys, action).toContain(def.conflict);
    }
  });
});

describe('transitions', () => {
  it('upgrade from any package, downgrade only from a paid one', () => {
    for (const state of subscriptionMachine.states) {
      expect(canTake(subscriptionMachine, 'upgrade', state)).toBe(true);
      expect(canTake(subscriptionMachine, 'downgrade', state)).toBe(state !== 'free');
    }
  });

  it('switch a membership on once', () => {
    expect(canTake(membershipMachine, 'activate', 'off')).toBe(true);
    expect(canTake(membershipMachine, 'activate', 'on')).toBe(false);
  });

  it('keep a failed promotion code failed', () => {
    const table = promotionMachine.states.flatMap((from) =>
      (['run', 'stop', 'fail'] as const).map(
        (action) => `${from}-${action}:${canTake(promotionMachine, action, from)}`,
      ),
    );
    expect(table).toEqual([
      'run-run:true',
      'run-stop:true',
      'run-fail:true',
      'stop-run:true',
      'stop-stop:true',
      'stop-fail:true',
      'fail-run:false',
      'fail-stop:false',
      'fail-fail:true',
    ]);
  });

  it('offer only the actions a permission holder may take from the state', () => {
    expect(actionsFor(subscriptionMachine, 'free', ['users.subscription'])).toEqual(['upgrade']);
    expect(actionsFor(subscriptionMachine, 'standard', ['users.subscription'])).toEqual([
      'upgrade',
      'downgrade',
    ]);
    expect(actionsFor(subscriptionMachine, 'standard', ['users.list'])).toEqual([]);
  });
});
