import type { Deps } from '../../context';
import { agentsRepository } from './agents.repository';

/** The channel a waiting check-in listens on; the key is the agent's id. */
export const WAKE_CHANNEL = 'agent_wake';

/** Wakes the waiting check-ins of these agents, on whichever server they wait. */
export async function wakeAgents(deps: Deps, agentIds: Iterable<number>): Promise<void> {
  for (const id of agentIds) await deps.signals.notify(WAKE_CHANNEL, id);
}

/**
 * Wakes the waiting check-ins of a parent's agents after something their policy is built from
 * changed (a staff user's modes, groups or timer; one of the parent's rule groups), so each agent
 * fetches the new policy at once rather than at its next poll. Global groups are left to that
 * next poll (at most 25 s): they may reach every agent.
 */
export async function wakeAgentsOf(deps: Deps, adminId: number | null): Promise<void> {
  if (adminId === null) return;
  await wakeAgents(deps, await agentsRepository.idsOfParent(deps.db, adminId));
}
