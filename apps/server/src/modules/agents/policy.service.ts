import type { AgentPolicy } from '@console/contract/schemas/agents';
import type { AuthUser, Deps } from '../../context';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { agentsRepository } from './agents.repository';
import { latestVersion, sha256 } from './answers';
import { linksRepository } from './links.repository';
import { policyRepository as repo } from './policy.repository';
import { reachableAgent } from './reach';

/** The policy an agent enforces, read from its row, its enabled staff user and their rules. */
export async function buildPolicy(db: Db, agentId: number): Promise<AgentPolicy> {
  const agent = await agentsRepository.find(db, agentId);
  if (!agent) throw new AppError('agents.not_found');
  const staff =
    agent.admin_id === null ? undefined : await linksRepository.enabledStaff(db, agentId);
  const entries = async (id: number | null | undefined) => {
    const row = await repo.ruleEntries(db, id ?? null);
    if (!row) return [];
    try {
      const list: unknown = JSON.parse(row.entries);
      return Array.isArray(list) ? list.map(String) : [];
    } catch {
      return [];
    }
  };
  const timer = ((): unknown => {
    try {
      return staff ? JSON.parse(staff.timer) : {};
    } catch {
      return {};
    }
  })();
  return {
    agent_id: agent.id,
    admin_id: agent.admin_id,
    name: agent.name,
    user_login: agent.user_login === 1,
    block_browser: agent.block_browser === 1,
    staff: staff
      ? {
          id: staff.id,
          user_name: staff.user_name,
          full_name: staff.full_name,
          run_mode: staff.run_mode,
          tab_action: staff.tab_action,
          notification_mode: staff.notification_mode,
          app_mode: staff.app_mode,
          timer,
        }
      : null,
    rules: {
      blacklist: await entries(staff?.blacklist_id),
      whitelist: await entries(staff?.whitelist_id),
      blocklist: await entries(staff?.blocklist_id),
    },
    blocked_browsers_version: await repo.browsersVersion(db),
    latest_version: await latestVersion(db),
  };
}

export const etagOf = (policy: AgentPolicy) => sha256(JSON.stringify(policy)).slice(0, 32);

export async function fetchPolicy(deps: Deps, agentId: number, etag: string) {
  const policy = await buildPolicy(deps.db, agentId);
  const current = etagOf(policy);
  if (current === etag) return { etag: current, changed: false, policy: null };
  await agentsRepository.update(deps.db, agentId, {
    policy_etag: current,
    policy_fetched_at: deps.clock.now().toISOString(),
  });
  return { etag: current, changed: true, policy };
}

/**
 * The policy an agent receives, for a person (the /policy page): built and versioned by the same
 * functions as the agent's own policy call, with the version the agent last fetched and when.
 */
export async function viewPolicy(
  deps: Deps,
  user: AuthUser,
  adminId: number | undefined,
  agentId: number,
) {
  const agent = await reachableAgent(deps, user, agentId, adminId);
  const policy = await buildPolicy(deps.db, agent.id);
  const etag = etagOf(policy);
  return {
    policy,
    etag,
    agent_etag: agent.policy_etag,
    fetched_at: agent.policy_fetched_at,
    up_to_date: agent.policy_etag === etag,
  };
}
