import { ONLINE_WINDOW_MS } from '@console/contract/schemas/agents';
import type { RpaTarget } from '@console/contract/schemas/rpa';
import type { AuthUser, Deps } from '../../context';
import type { Db } from '../../db/database';
import { refuseForeign } from '../parents/parent-scope';
import { reachRpaParent } from './reach';
import { targetsRepository } from './targets.repository';

/** Which agents a job's target choice names, who signs in on them, and whether they are online. */

export interface TargetChoice {
  admin_id: number;
  target: RpaTarget;
  agent_ids: readonly number[];
  staff_ids: readonly number[];
}

/** The agents a choice names now, among those linked to the parent. */
export async function resolveTargets(db: Db, choice: TargetChoice) {
  if (choice.target === 'agents' && choice.agent_ids.length === 0) return [];
  if (choice.target === 'staff' && choice.staff_ids.length === 0) return [];
  return targetsRepository.agentsOf(db, choice);
}

/** The chosen agents and staff users must be the parent's; 403 for a parent, 404 for an employee. */
export async function checkPicks(deps: Deps, user: AuthUser, choice: TargetChoice) {
  if (choice.target === 'agents' && choice.agent_ids.length > 0) {
    const found = await targetsRepository.parentAgents(deps.db, choice.admin_id, choice.agent_ids);
    if (found.length !== new Set(choice.agent_ids).size) refuseForeign(user, 'rpa.agent_not_found');
  }
  if (choice.target === 'staff' && choice.staff_ids.length > 0) {
    const found = await targetsRepository.parentStaff(deps.db, choice.admin_id, choice.staff_ids);
    if (found.length !== new Set(choice.staff_ids).size) refuseForeign(user, 'rpa.staff_not_found');
  }
}

/** An agent is online when it checked in within ONLINE_WINDOW_MS of `now`. */
export const online = (lastSeen: string | null, now: Date) =>
  lastSeen !== null && Date.parse(lastSeen) >= now.getTime() - ONLINE_WINDOW_MS;

/** Who signs in on each of a parent's agents now: user names joined by ", ", by agent id. */
export async function signedInStaff(db: Db, adminId: number) {
  const links = await targetsRepository.signedIn(db, adminId);
  const names = new Map<number, string>();
  for (const link of links) {
    const before = names.get(link.agent_id);
    names.set(link.agent_id, before ? `${before}, ${link.user_name}` : link.user_name);
  }
  return names;
}

export async function previewTargets(deps: Deps, user: AuthUser, choice: TargetChoice) {
  await reachRpaParent(deps, user, choice.admin_id);
  await checkPicks(deps, user, choice);
  const now = deps.clock.now();
  const rows = await resolveTargets(deps.db, choice);
  const staffOf = await signedInStaff(deps.db, choice.admin_id);
  return rows.map((a) => ({
    agent_id: a.id,
    name: a.name,
    online: online(a.last_seen_at, now),
    staff_name: staffOf.get(a.id) ?? '',
  }));
}
