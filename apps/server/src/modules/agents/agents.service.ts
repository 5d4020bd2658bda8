import type { AuthUser, Deps } from '../../context';
import { agentsRepository as repo } from './agents.repository';
import { allowanceOf } from './allowance';
import { accessOf, latestVersion } from './answers';
import { ownedAgent, reachableAgent, reachAgentsParent } from './reach';
import { wakeAgents } from './wake';

/**
 * A parent's agents, with whether each is online and has an update waiting, and how many he may
 * have linked (his package's allowance).
 */
export async function listAgents(deps: Deps, user: AuthUser, adminId: number) {
  await reachAgentsParent(deps, user, adminId);
  const now = deps.clock.now();
  const [rows, latest, limit] = await Promise.all([
    repo.ofParent(deps.db, adminId),
    latestVersion(deps.db),
    allowanceOf(deps.db, adminId, now),
  ]);
  return { list: rows.map((row) => accessOf(row, now, latest)), limit };
}

export async function setToggle(
  deps: Deps,
  user: AuthUser,
  input: { admin_id: number; agent_id: number },
  field: 'user_login' | 'block_browser',
  value: boolean,
) {
  const agent = await ownedAgent(deps, user, input.admin_id, input.agent_id);
  const row = await repo.update(deps.db, agent.id, {
    [field]: value ? 1 : 0,
    updated_at: deps.clock.now().toISOString(),
  });
  await wakeAgents(deps, [agent.id]);
  return accessOf(row ?? agent, deps.clock.now(), await latestVersion(deps.db));
}

export async function setName(
  deps: Deps,
  user: AuthUser,
  input: { name: string; agent_id: number; admin_id?: number },
) {
  const agent = await reachableAgent(deps, user, input.agent_id, input.admin_id);
  const row = await repo.update(deps.db, agent.id, {
    name: input.name,
    updated_at: deps.clock.now().toISOString(),
  });
  await wakeAgents(deps, [agent.id]);
  return accessOf(row ?? agent, deps.clock.now(), await latestVersion(deps.db));
}
