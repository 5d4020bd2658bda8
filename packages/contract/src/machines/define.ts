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
  /**
   * The state it leads to: one state; several when a rule of the entity picks one of them (a
   * campaign's clock: an approval leads to waiting or running); `null` when the state stays (an
   * edit, a sync).
   */
  to: S | readonly S[] | null;
  /** Who may take it; `system` for what only the server does (a campaign's clock). */
  permission: Permission | 'system';
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

/**
 * The state `action` leads to from `from`; `pick` chooses when the action names several (it must
 * answer one of them). Throws when the choice is missing or not one of the action's targets.
 */
export function targetOf<S extends string, A extends string>(
  machine: Machine<S, A>,
  action: A,
  from: S,
  pick?: S,
): S {
  const to = machine.actions[action].to;
  if (to === null) return from;
  if (typeof to === 'string') return to as S;
  const targets = to as readonly S[];
  if (pick === undefined || !targets.includes(pick)) {
    throw new Error(`${machine.name}.${action} leads to one of ${targets.join(', ')}, not ${pick}`);
  }
  return pick;
}

/** The actions someone holding `permissions` may take from `state`: the buttons to show. */
export function actionsFor<S extends string, A extends string>(
  machine: Machine<S, A>,
  state: S,
  permissions: readonly string[],
): A[] {
  return (Object.keys(machine.actions) as A[]).filter(
    (action) =>
      canTake(machine, action, state) &&
      machine.actions[action].permission !== 'system' &&
      permissions.includes(machine.actions[action].permission),
  );
}
