import type { ErrorKey } from '../errors';
import type { Permission } from '../permissions';

/**
 * State machines as data: the states an entity can be in and, for each action, the states it
 * starts from, the state it leads to, who may take it and whether it needs a reason. The screens
 * ask a machine which actions to offer; the server asks it whether to act, then makes the change
 * with one conditional update on the from-states and writes a history row (recordTransition).
 */
export interface MachineAction<S extends string> {
  from: readonly S[];
  to: S;
  permission: Permission;
  /** The action must say why (a rejection, a stop); the reason is kept in the history. */
  reason?: boolean;
  /** The error answered when the entity is not in a from-state; `common.conflict` otherwise. */
  conflict?: ErrorKey;
}

export interface Machine<S extends string = string, A extends string = string> {
  /** The name history rows carry. */
  name: string;
  states: readonly S[];
  actions: Record<A, MachineAction<S>>;
}

export function defineMachine<const S extends string, const A extends string>(
  machine: Machine<S, A>,
): Machine<S, A> {
  return machine;
}

/** Whether `action` may be taken from `state` (permissions aside). */
export function canTake<S extends string, A extends string>(
  machine: Machine<S, A>,
  action: A,
  state: S,
): boolean {
  return machine.actions[action].from.includes(state);
}

/** The actions someone holding `permissions` may take from `state`: the buttons to show. */
export function actionsFor<S extends string, A extends string>(
  machine: Machine<S, A>,
  state: S,
  permissions: readonly string[],
): A[] {
  return (Object.keys(machine.actions) as A[]).filter(
    (action) =>
      canTake(machine, action, state) && permissions.includes(machine.actions[action].permission),
  );
}
