import crypto from 'node:crypto';
import { agentCommandMachine } from '@console/contract/machines/agent-command';
import { LINK_REQUEST_TTL_MS, OTP_TRIES } from '@console/contract/schemas/agents';
import type { AuthUser, Deps } from '../../context';
import { isUniqueViolation, lockSet } from '../../db/database';
import { AppError } from '../../errors';
import { recordTransition } from '../../machines/transitions';
import { reachesEveryParent, refuseForeign } from '../parents/parent-scope';
import { agentsRepository } from './agents.repository';
import { allowanceOf } from './allowance';
import { accessOf, iso, latestVersion, sha256, staffLinkOf } from './answers';
import { commandsRepository } from './commands.repository';
import { linksRepository as repo } from './links.repository';
import { ownedAgent, reachAgentsParent } from './reach';
import { wakeAgents } from './wake';

/**
 * A parent asks to link an agent by the OTP it shows: the OTP is checked (one of its 5 tries
 * taken first, so wrong guesses count even when the call fails), used up, and a link request
 * recorded for the agent to confirm; the agent's waiting check-in is woken.
 */
export async function requestLink(
  deps: Deps,
  user: AuthUser,
  input: { agent_id: number; otp: string; admin_id: number },
): Promise<number> {
  await reachAgentsParent(deps, user, input.admin_id);
  const db = deps.db;
  const now = deps.clock.now();
  const agent = await agentsRepository.find(db, input.agent_id);
  if (!agent) throw new AppError('agents.not_found');
  if (agent.admin_id !== null) throw new AppError('agents.already_linked');
  const [linked, allowed] = await Promise.all([
    agentsRepository.countOfParent(db, input.admin_id),
    allowanceOf(db, input.admin_id, now),
  ]);
  if (linked >= allowed) throw new AppError('agents.limit_reached');
  const otp = await repo.otp(db, agent.id);
  if (!otp) throw new AppError('agents.otp_invalid');
  if (otp.expires_at <= now.toISOString()) throw new AppError('agents.otp_expired');
  if (!(await repo.takeOtpTry(db, agent.id, OTP_TRIES))) throw new AppError('agents.otp_tries');
  const given = sha256(input.otp.trim().toUpperCase());
  const same = crypto.timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(otp.otp_hash, 'hex'));
  if (!same || !(await repo.useOtp(db, agent.id, otp.otp_hash))) {
    throw new AppError(otp.tries + 1 >= OTP_TRIES ? 'agents.otp_tries' : 'agents.otp_invalid');
  }
  const id = await db.transaction().execute(async (trx) => {
    await repo.voidPendingRequests(trx, agent.id, now.toISOString());
    return repo.insertRequest(trx, agent.id, input.admin_id, user.user_name, now.toISOString());
  });
  await wakeAgents(deps, [agent.id]);
  return id;
}

/**
 * The agent confirms a link request: within its time, once, and only while the parent has room
 * under his package's allowance, read at the confirmation (the parent's agents counted under a
 * lock, so two confirmations cannot take him past it).
 */
export async function confirmLink(deps: Deps, agentId: number, requestId: number) {
  const now = deps.clock.now();
  const at = now.toISOString();
  const since = iso(now.getTime() - LINK_REQUEST_TTL_MS);
  const adminId = await deps.db.transaction().execute(async (trx) => {
    const request = await repo.linkRequest(trx, requestId, agentId);
    if (!request) throw new AppError('agents.link_request_invalid');
    await lockSet(trx, `agents-of-parent:${request.admin_id}`);
    const linked = await agentsRepository.countOfParent(trx, request.admin_id, agentId);
    if (linked >= (await allowanceOf(trx, request.admin_id, now))) {
      throw new AppError('agents.limit_reached');
    }
    const answered = await repo.answerRequest(trx, requestId, agentId, since, at);
    if (!answered) throw new AppError('agents.link_request_invalid');
    if (!(await agentsRepository.link(trx, agentId, answered.admin_id, at))) {
      throw new AppError('agents.already_linked');
    }
    return answered.admin_id;
  });
  await wakeAgents(deps, [agentId]);
  return adminId;
}

export async function checkLink(deps: Deps, user: AuthUser, adminId: number, agentId: number) {
  await reachAgentsParent(deps, user, adminId);
  const agent = await agentsRepository.find(deps.db, agentId);
  if (!agent) throw new AppError('agents.not_found');
  if (agent.admin_id !== null && agent.admin_id !== adminId && !reachesEveryParent(user)) {
    throw new AppError('common.permission_denied');
  }
  const linked = agent.admin_id === adminId;
  return {
    linked,
    item: linked ? accessOf(agent, deps.clock.now(), await latestVersion(deps.db)) : null,
  };
}

/** Unlinks an agent: its staff links go, its unfinished commands are cancelled. */
export async function logout(deps: Deps, user: AuthUser, adminId: number, agentId: number) {
  const agent = await ownedAgent(deps, user, adminId, agentId);
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await agentsRepository.unlink(trx, agent.id, adminId, at))) {
      throw new AppError('agents.not_linked');
    }
    await repo.deleteStaffLinksOf(trx, agent.id);
    await repo.deleteOtp(trx, agent.id);
    const from = agentCommandMachine.actions.cancel.from;
    for (const c of await commandsRepository.unfinished(trx, agent.id, from)) {
      if (await commandsRepository.moveCommand(trx, c.id, from, 'cancelled', at)) {
        await recordTransition(trx, agentCommandMachine, {
          entityId: c.id,
          action: 'cancel',
          from: c.state,
          actor: { id: user.id, name: user.user_name },
          reason: 'logout',
          at,
        });
      }
    }
  });
  await wakeAgents(deps, [agent.id]);
}

// ---- staff-agent links: which of the parent's staff users signs in on the agent ----

export async function listStaffLinks(
  deps: Deps,
  user: AuthUser,
  adminId: number,
  agentId?: number,
) {
  await reachAgentsParent(deps, user, adminId);
  const [links, staff] = await Promise.all([
    repo.staffLinks(deps.db, adminId, agentId),
    repo.staffOf(deps.db, adminId),
  ]);
  return { list: links.map(staffLinkOf), staff };
}

async function ownedStaff(deps: Deps, user: AuthUser, adminId: number, staffId: number) {
  const staff = await repo.staff(deps.db, staffId);
  if (staff && staff.admin_id === adminId) return staff;
  refuseForeign(user, 'agents.staff_not_found');
}

/** The agent and the staff user a link joins, both the named parent's, or the call is refused. */
async function linkEnds(
  deps: Deps,
  user: AuthUser,
  input: { admin_id: number; agent_id: number; staff_id: number },
) {
  const agent = await ownedAgent(deps, user, input.admin_id, input.agent_id);
  await ownedStaff(deps, user, input.admin_id, input.staff_id);
  return agent;
}

async function linkAnswer(deps: Deps, adminId: number, agentId: number, staffId: number) {
  const rows = await repo.staffLinks(deps.db, adminId, agentId);
  const row = rows.find((r) => r.staff_id === staffId);
  if (!row) throw new AppError('agents.link_not_found');
  return staffLinkOf(row);
}

export async function createStaffLink(
  deps: Deps,
  user: AuthUser,
  input: { admin_id: number; agent_id: number; staff_id: number },
) {
  const agent = await linkEnds(deps, user, input);
  const at = deps.clock.now().toISOString();
  try {
    await deps.db.transaction().execute(async (trx) => {
      await lockSet(trx, `agent-staff:${agent.id}`);
      const enabled = await repo.enabledStaff(trx, agent.id);
      await repo.insertStaffLink(trx, {
        admin_id: input.admin_id,
        agent_id: agent.id,
        staff_id: input.staff_id,
        enable: enabled ? 0 : 1,
        created_at: at,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('agents.link_exists');
    throw error;
  }
  await wakeAgents(deps, [agent.id]);
  return linkAnswer(deps, input.admin_id, agent.id, input.staff_id);
}

/** Enables one staff user on the agent and disables its other links, in one transaction. */
export async function activateStaffLink(
  deps: Deps,
  user: AuthUser,
  input: { admin_id: number; agent_id: number; staff_id: number },
) {
  const agent = await linkEnds(deps, user, input);
  await deps.db.transaction().execute(async (trx) => {
    await lockSet(trx, `agent-staff:${agent.id}`);
    if (!(await repo.staffLink(trx, agent.id, input.staff_id))) {
      throw new AppError('agents.link_not_found');
    }
    await repo.enableOnlyStaff(trx, agent.id, input.staff_id);
  });
  await wakeAgents(deps, [agent.id]);
  return linkAnswer(deps, input.admin_id, agent.id, input.staff_id);
}

export async function deleteStaffLink(
  deps: Deps,
  user: AuthUser,
  input: { admin_id: number; agent_id: number; staff_id: number },
) {
  const agent = await linkEnds(deps, user, input);
  if (!(await repo.deleteStaffLink(deps.db, agent.id, input.staff_id))) {
    throw new AppError('agents.link_not_found');
  }
  await wakeAgents(deps, [agent.id]);
}
