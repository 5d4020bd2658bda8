import type { AuthUser, Deps } from '../../context';
import { reachOwned, reachParent, refuseForeign } from '../parents/parent-scope';
import { agentsRepository as repo } from './agents.repository';

/** A parent's agents, reached by the rule of parents/parent-scope.ts. */
export const reachAgentsParent = (deps: Deps, user: AuthUser, adminId: number) =>
  reachParent(deps.db, user, adminId, 'agents.parent_not_found');

/** The agent, linked to `adminId`, which the caller reaches; 403 or 404 otherwise. */
export async function ownedAgent(deps: Deps, user: AuthUser, adminId: number, agentId: number) {
  await reachAgentsParent(deps, user, adminId);
  const agent = await repo.find(deps.db, agentId);
  if (agent && agent.admin_id === adminId) return agent;
  return refuseForeign(user, 'agents.not_found');
}

/** For calls that name only the agent: its parent must be one the caller reaches. */
export async function reachableAgent(
  deps: Deps,
  user: AuthUser,
  agentId: number,
  adminId?: number,
) {
  if (adminId !== undefined) return ownedAgent(deps, user, adminId, agentId);
  return reachOwned(user, await repo.find(deps.db, agentId), 'agents.not_found');
}
