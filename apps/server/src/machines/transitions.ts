import { canTake, targetOf, type Machine } from '@console/contract/machines/define';
import type { Db } from '../db/database';
import type { TransitionRow } from '../db/schema';
import { AppError } from '../errors';
import { transitionsRepository } from './transitions.repository';

export interface Actor {
  id: number | null;
  name: string;
}

export interface Transition<S extends string, A extends string> {
  entityId: number;
  action: A;
  from: S;
  /** The action's own target; required when the action names several (the clock picks). */
  to?: S;
  actor: Actor;
  reason?: string;
  /** What else the change touched, kept as JSON (an end date, the fields an edit changed). */
  details?: Record<string, unknown>;
  at: string;
}

/**
 * Refuses an action the machine does not allow from `state`, with the action's conflict key
 * (409). Services call it on a row they hold locked, or read the refusal from a conditional
 * update that matched nothing (see docs/decisions/state-changes.md).
 */
export function assertCan<S extends string, A extends string>(
  machine: Machine<S, A>,
  action: A,
  state: S,
): void {
  if (!canTake(machine, action, state)) throw conflictOf(machine, action);
}

export function conflictOf<S extends string, A extends string>(
  machine: Machine<S, A>,
  action: A,
): AppError {
  return new AppError(machine.actions[action].conflict ?? 'common.conflict');
}

/** The one writer of state history: call it inside the transaction that made the change. */
export async function recordTransition<S extends string, A extends string>(
  db: Db,
  machine: Machine<S, A>,
  t: Transition<S, A>,
): Promise<void> {
  await transitionsRepository.insert(db, {
    machine: machine.name,
    entity_id: t.entityId,
    action: t.action,
    from_state: t.from,
    to_state: t.to ?? targetOf(machine, t.action, t.from),
    actor_id: t.actor.id,
    actor_name: t.actor.name,
    reason: t.reason ?? '',
    details: JSON.stringify(t.details ?? {}),
    at: t.at,
  });
}

/** An entity's history across the machines named, newest first. */
export function historyOf(
  db: Db,
  machines: readonly Machine[],
  entityId: number,
): Promise<TransitionRow[]> {
  return transitionsRepository.history(
    db,
    machines.map((m) => m.name),
    entityId,
  );
}

export const detailsOf = (row: TransitionRow): Record<string, unknown> =>
  JSON.parse(row.details) as Record<string, unknown>;
