import type { Deps } from '../../context';
import { WAKE_CHANNEL } from './agents.service';

/**
 * Wakes the waiting check-ins of a parent's agents after something their policy is built from
 * changed (a staff user's modes, groups or timer; one of the parent's rule groups), so each agent
 * fetches the new policy at once rather than at its next poll. Global groups are left to that
 * next poll (at most 25 s): they may reach every agent.
 */
export async function wakeAgentsOf(deps: Deps, adminId: number | null): Promise<void> {
  if (adminId === null) return;
  const agents = await deps.db
    .selectFrom('agents')
    .select('id')
    .where('admin_id', '=', adminId)
    .execute();
  for (const { id } of agents) await deps.signals.notify(WAKE_CHANNEL, id);
}
