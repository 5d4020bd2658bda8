import crypto from 'node:crypto';
import { agentCommandMachine } from '@console/contract/machines/agent-command';
import {
  AGENTS_PER_PARENT,
  COMMAND_EXPIRY_MS,
  EXPIRING_COMMANDS,
  LINK_REQUEST_TTL_MS,
  ONLINE_WINDOW_MS,
  OTP_TRIES,
  OTP_TTL_MS,
  type AckState,
  type AgentAccess,
  type AgentCommand,
  type AgentCommandItem,
  type AgentPolicy,
  type CheckInResponse,
  type CommandState,
  type Software,
  type StaffAgent,
} from '@console/contract/schemas/agents';
import type { AuthUser, Deps } from '../../context';
import type { Db } from '../../db/database';
import { isUniqueViolation, lockSet } from '../../db/database';
import {
  issueCredential,
  revokeCredential,
  rotateCredential,
} from '../../credentials/machine-credentials';
import { AppError } from '../../errors';
import { recordTransition, type Actor } from '../../machines/transitions';
import { reachesEveryParent, refuseForeign } from '../parents/parent-scope';
import { agentsRepository as repo } from './agents.repository';
import { ownedAgent, reachableAgent, reachAgentsParent } from './reach';
import { WAKE_CHANNEL, wakeAgents } from './wake';
import type { AgentCommandRow, AgentRow } from './agents.tables';

const PLATFORM = 'win';
/** A check-in writes `last_seen_at` at most this often: online means seen in the last 60 s. */
const SEEN_FRESH_MS = 5_000;
/** Letters and digits a person reads without confusing them (no 0/O, 1/I/L). */
const OTP_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const OTP_LENGTH = 6;

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const iso = (ms: number) => new Date(ms).toISOString();

const actorOf = (user: AuthUser): Actor => ({ id: user.id, name: user.user_name });

const wake = (deps: Deps, agentId: number) => wakeAgents(deps, [agentId]);

// ---- answers -------------------------------------------------------------------------------

async function latestVersion(db: Db): Promise<string | null> {
  return (await repo.release(db, PLATFORM))?.version ?? null;
}

export function accessOf(row: AgentRow, now: Date, latest: string | null): AgentAccess {
  const seen = row.last_seen_at ? Date.parse(row.last_seen_at) : 0;
  return {
    agent_id: row.id,
    user_id: row.admin_id ?? 0,
    name: row.name,
    user_login: row.user_login === 1,
    block_browser: row.block_browser === 1,
    os_admin: row.os_admin === 1,
    version: row.version,
    online: seen >= now.getTime() - ONLINE_WINDOW_MS,
    last_seen_at: row.last_seen_at,
    update_available: latest !== null && latest !== row.version,
  };
}

function commandOf(row: AgentCommandRow): AgentCommandItem {
  return {
    id: row.id,
    agent_id: row.agent_id,
    command: row.command,
    state: row.state,
    output: row.output,
    requested_by: row.requested_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
    expires_at: row.expires_at,
  };
}

// ---- console: agent access ----------------------------------------------------------------

export async function listAgents(deps: Deps, user: AuthUser, adminId: number) {
  await reachAgentsParent(deps, user, adminId);
  const now = deps.clock.now();
  const [rows, latest] = await Promise.all([
    repo.ofParent(deps.db, adminId),
    latestVersion(deps.db),
  ]);
  return rows.map((row) => accessOf(row, now, latest));
}

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
  const agent = await repo.find(db, input.agent_id);
  if (!agent) throw new AppError('agents.not_found');
  if (agent.admin_id !== null) throw new AppError('agents.already_linked');
  if ((await repo.countOfParent(db, input.admin_id)) >= AGENTS_PER_PARENT) {
    throw new AppError('agents.limit_reached');
  }
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
  await wake(deps, agent.id);
  return id;
}

export async function checkLink(deps: Deps, user: AuthUser, adminId: number, agentId: number) {
  await reachAgentsParent(deps, user, adminId);
  const agent = await repo.find(deps.db, agentId);
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
    if (!(await repo.unlink(trx, agent.id, adminId, at))) throw new AppError('agents.not_linked');
    await repo.deleteStaffLinksOf(trx, agent.id);
    await repo.deleteOtp(trx, agent.id);
    const from = agentCommandMachine.actions.cancel.from;
    for (const c of await repo.unfinished(trx, agent.id, from)) {
      if (await repo.moveCommand(trx, c.id, from, 'cancelled', at)) {
        await recordTransition(trx, agentCommandMachine, {
          entityId: c.id,
          action: 'cancel',
          from: c.state,
          actor: actorOf(user),
          reason: 'logout',
          at,
        });
      }
    }
  });
  await wake(deps, agent.id);
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
  await wake(deps, agent.id);
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
  await wake(deps, agent.id);
  return accessOf(row ?? agent, deps.clock.now(), await latestVersion(deps.db));
}

// ---- console: commands -------------------------------------------------------------------

export async function sendCommand(
  deps: Deps,
  user: AuthUser,
  input: { admin_id: number; agent_id: number; command: AgentCommand },
) {
  const agent = await ownedAgent(deps, user, input.admin_id, input.agent_id);
  const now = deps.clock.now();
  let args: Record<string, string> = {};
  if (input.command === 'update_now') {
    const release = await repo.release(deps.db, PLATFORM);
    if (!release || release.version === agent.version) {
      throw new AppError('agents.update_not_needed');
    }
    args = { version: release.version, url: release.url };
  }
  const row = await repo.insertCommand(deps.db, {
    agent_id: agent.id,
    admin_id: input.admin_id,
    command: input.command,
    args: JSON.stringify(args),
    requested_by: user.user_name,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    expires_at: EXPIRING_COMMANDS.includes(input.command)
      ? iso(now.getTime() + COMMAND_EXPIRY_MS)
      : null,
  });
  await wake(deps, agent.id);
  return commandOf(row);
}

export async function listCommands(
  deps: Deps,
  user: AuthUser,
  input: {
    admin_id: number;
    agent_id: number;
    page: number;
    page_size: number;
    order: 'asc' | 'desc';
  },
) {
  const agent = await ownedAgent(deps, user, input.admin_id, input.agent_id);
  const { rows, total } = await repo.commands(
    deps.db,
    agent.id,
    input.page,
    input.page_size,
    input.order,
  );
  return { total, list: rows.map(commandOf) };
}

/** Expires restart and update commands not received in time; the job runs it (agents.jobs.ts). */
export async function expireCommands(db: Db, now: Date): Promise<number> {
  const at = now.toISOString();
  const from = agentCommandMachine.actions.expire.from;
  let expired = 0;
  for (const c of await repo.overdue(db, at, from)) {
    await db.transaction().execute(async (trx) => {
      if (!(await repo.moveCommand(trx, c.id, from, 'expired', at))) return;
      await recordTransition(trx, agentCommandMachine, {
        entityId: c.id,
        action: 'expire',
        from: c.state,
        actor: { id: null, name: 'system' },
        at,
      });
      expired += 1;
    });
  }
  return expired;
}

// ---- console: software and releases -------------------------------------------------------

export async function listSoftware(
  deps: Deps,
  user: AuthUser,
  input: {
    agent_id: number;
    admin_id?: number;
    keyword: string;
    page: number;
    page_size: number;
    order: 'asc' | 'desc';
  },
) {
  const agent = await reachableAgent(deps, user, input.agent_id, input.admin_id);
  const [{ rows, total }, upload] = await Promise.all([
    repo.searchSoftware(deps.db, agent.id, input.keyword, input.page, input.page_size, input.order),
    repo.upload(deps.db, agent.id),
  ]);
  return { total, list: rows, uploaded_at: upload?.uploaded_at ?? null };
}

export async function getRelease(deps: Deps) {
  return (await repo.release(deps.db, PLATFORM)) ?? null;
}

export async function setRelease(
  deps: Deps,
  user: { user_name: string },
  input: { version: string; url: string },
) {
  await repo.setRelease(
    deps.db,
    PLATFORM,
    input.version,
    input.url,
    user.user_name,
    deps.clock.now().toISOString(),
  );
  return getRelease(deps);
}

// ---- console: staff-agent links -----------------------------------------------------------

function staffLinkOf(row: {
  id: number;
  staff_id: number;
  staff_name: string;
  agent_id: number;
  agent_name: string;
  enable: number;
}): StaffAgent {
  return { ...row, enable: row.enable === 1 };
}

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
  const agent = await ownedAgent(deps, user, input.admin_id, input.agent_id);
  await ownedStaff(deps, user, input.admin_id, input.staff_id);
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
  await wake(deps, agent.id);
  return linkAnswer(deps, input.admin_id, agent.id, input.staff_id);
}

/** Enables one staff user on the agent and disables its other links, in one transaction. */
export async function activateStaffLink(
  deps: Deps,
  user: AuthUser,
  input: { admin_id: number; agent_id: number; staff_id: number },
) {
  const agent = await ownedAgent(deps, user, input.admin_id, input.agent_id);
  await ownedStaff(deps, user, input.admin_id, input.staff_id);
  await deps.db.transaction().execute(async (trx) => {
    await lockSet(trx, `agent-staff:${agent.id}`);
    if (!(await repo.staffLink(trx, agent.id, input.staff_id))) {
      throw new AppError('agents.link_not_found');
    }
    await repo.enableOnlyStaff(trx, agent.id, input.staff_id);
  });
  await wake(deps, agent.id);
  return linkAnswer(deps, input.admin_id, agent.id, input.staff_id);
}

export async function deleteStaffLink(
  deps: Deps,
  user: AuthUser,
  input: { admin_id: number; agent_id: number; staff_id: number },
) {
  const agent = await ownedAgent(deps, user, input.admin_id, input.agent_id);
  await ownedStaff(deps, user, input.admin_id, input.staff_id);
  if (!(await repo.deleteStaffLink(deps.db, agent.id, input.staff_id))) {
    throw new AppError('agents.link_not_found');
  }
  await wake(deps, agent.id);
}

// ---- the agent API ------------------------------------------------------------------------

/**
 * Enrols an agent by its install id (kept as its SHA-256). A repeated enrolment of the same
 * install answers the same agent with a new secret, the old one revoked: an agent that lost its
 * answer, or its secret, enrols again and carries on, links and settings kept
 * (docs/decisions/agents.md).
 */
export async function enrol(
  deps: Deps,
  input: { install_id: string; name: string; version: string; os_admin: boolean },
): Promise<{ agent_id: number; token: string }> {
  const db = deps.db;
  const now = deps.clock.now();
  const installHash = sha256(input.install_id);
  let agent = await repo.findByInstall(db, installHash);
  if (!agent) {
    try {
      agent = await repo.insert(db, {
        install_id: installHash,
        name: input.name,
        version: input.version,
        os_admin: input.os_admin ? 1 : 0,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      });
      const { token } = await issueCredential(db, 'agent', agent.id, input.name, now);
      return { agent_id: agent.id, token };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      agent = await repo.findByInstall(db, installHash);
      if (!agent) throw error;
    }
  }
  await repo.update(db, agent.id, {
    version: input.version,
    os_admin: input.os_admin ? 1 : 0,
    updated_at: now.toISOString(),
  });
  const live = await repo.liveCredentials(db, agent.id);
  const [keep, ...others] = live;
  for (const other of others) await revokeCredential(db, other.id, now);
  const token = keep ? await rotateCredential(db, keep.id, now) : null;
  if (token) return { agent_id: agent.id, token };
  const issued = await issueCredential(db, 'agent', agent.id, agent.name, now);
  return { agent_id: agent.id, token: issued.token };
}

/** A new OTP for the agent to show; it replaces the one before. */
export async function showOtp(deps: Deps, agentId: number) {
  const now = deps.clock.now();
  const bytes = crypto.randomBytes(OTP_LENGTH);
  const otp = Array.from(bytes, (b) => OTP_ALPHABET[b % OTP_ALPHABET.length]).join('');
  const expiresAt = iso(now.getTime() + OTP_TTL_MS);
  await deps.db.transaction().execute(async (trx) => {
    await repo.replaceOtp(trx, agentId, sha256(otp), expiresAt, now.toISOString());
  });
  return { otp, expires_at: expiresAt };
}

/**
 * The agent confirms a link request: within its time, once, and only while the parent has room
 * (the parent's agents counted under a lock, so two confirmations cannot make a fifth).
 */
export async function confirmLink(deps: Deps, agentId: number, requestId: number) {
  const now = deps.clock.now();
  const at = now.toISOString();
  const since = iso(now.getTime() - LINK_REQUEST_TTL_MS);
  const adminId = await deps.db.transaction().execute(async (trx) => {
    const request = await repo.linkRequest(trx, requestId, agentId);
    if (!request) throw new AppError('agents.link_request_invalid');
    await lockSet(trx, `agents-of-parent:${request.admin_id}`);
    if ((await repo.countOfParent(trx, request.admin_id, agentId)) >= AGENTS_PER_PARENT) {
      throw new AppError('agents.limit_reached');
    }
    const answered = await repo.answerRequest(trx, requestId, agentId, since, at);
    if (!answered) throw new AppError('agents.link_request_invalid');
    if (!(await repo.link(trx, agentId, answered.admin_id, at))) {
      throw new AppError('agents.already_linked');
    }
    return answered.admin_id;
  });
  await wake(deps, agentId);
  return adminId;
}

/** The policy an agent enforces, read from its row, its enabled staff user and their rules. */
export async function buildPolicy(db: Db, agentId: number): Promise<AgentPolicy> {
  const agent = await repo.find(db, agentId);
  if (!agent) throw new AppError('agents.not_found');
  const staff = agent.admin_id === null ? undefined : await repo.enabledStaff(db, agentId);
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
  await repo.update(deps.db, agentId, {
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

/** What a check-in answers now; `news` when it should not wait. Queued commands become sent. */
async function gather(deps: Deps, agentId: number, etag: string) {
  const db = deps.db;
  const now = deps.clock.now();
  const at = now.toISOString();
  const agent = await repo.find(db, agentId);
  if (!agent) throw new AppError('agents.not_found');
  const rows = agent.admin_id === null ? [] : await repo.deliverable(db, agentId, at);
  for (const row of rows.filter((r) => r.state === 'queued')) {
    await db.transaction().execute(async (trx) => {
      if (!(await repo.moveCommand(trx, row.id, ['queued'], 'sent', at))) return;
      await recordTransition(trx, agentCommandMachine, {
        entityId: row.id,
        action: 'deliver',
        from: 'queued',
        actor: { id: null, name: `agent:${agent.name}` },
        at,
      });
    });
  }
  const request =
    agent.admin_id === null
      ? await repo.pendingRequest(db, agentId, iso(now.getTime() - LINK_REQUEST_TTL_MS))
      : undefined;
  const policyEtag = etagOf(await buildPolicy(db, agentId));
  const answer: CheckInResponse = {
    success: true,
    agent_id: agentId,
    linked: agent.admin_id !== null,
    admin_id: agent.admin_id,
    commands: rows.map((r) => ({
      id: r.id,
      command: r.command,
      created_at: r.created_at,
      args: JSON.parse(r.args) as Record<string, string>,
    })),
    policy_etag: policyEtag,
    policy_changed: policyEtag !== etag,
    link_request: request
      ? {
          request_id: request.id,
          admin_id: request.admin_id,
          admin_name: request.admin_name,
          requested_at: request.requested_at,
        }
      : null,
  };
  const news = answer.commands.length > 0 || answer.policy_changed || answer.link_request !== null;
  return { answer, news };
}

/**
 * The long poll: answers at once with commands, a policy change or a link request; otherwise
 * waits for a wake-up (a command sent, a setting changed, on any server) or the end of
 * `wait_seconds`, and answers what is there then. Writes `last_seen_at` (at most every 5 s) and
 * the version the agent reports; no audit row.
 */
export async function checkIn(
  deps: Deps,
  agentId: number,
  input: { version?: string; os_admin?: boolean; policy_etag: string; wait_seconds: number },
  signal?: AbortSignal,
): Promise<CheckInResponse> {
  const now = deps.clock.now();
  await repo.touchSeen(deps.db, agentId, now, SEEN_FRESH_MS);
  const agent = await repo.find(deps.db, agentId);
  if (!agent) throw new AppError('agents.not_found');
  const reported = {
    ...(input.version !== undefined &&
      input.version !== agent.version && { version: input.version }),
    ...(input.os_admin !== undefined &&
      (input.os_admin ? 1 : 0) !== agent.os_admin && { os_admin: input.os_admin ? 1 : 0 }),
  };
  if (Object.keys(reported).length > 0) {
    await repo.update(deps.db, agentId, { ...reported, updated_at: now.toISOString() });
  }
  const deadline = Date.now() + input.wait_seconds * 1000;
  for (;;) {
    const subscription = await deps.signals.subscribe(WAKE_CHANNEL, agentId);
    try {
      const { answer, news } = await gather(deps, agentId, input.policy_etag);
      const left = deadline - Date.now();
      if (news || left <= 0 || signal?.aborted) return answer;
      const woken = await subscription.wait(left, signal);
      if (!woken) return (await gather(deps, agentId, input.policy_etag)).answer;
    } finally {
      subscription.close();
    }
  }
}

const ACK_ACTIONS = {
  received: 'receive',
  started: 'start',
  succeeded: 'succeed',
  failed: 'fail',
} as const satisfies Record<AckState, keyof typeof agentCommandMachine.actions>;

/**
 * The agent reports a command's progress. Repeating a report answers the same state (an agent
 * retries when an answer is lost); a report the state no longer allows gets 409.
 */
export async function ack(
  deps: Deps,
  agent: { subjectId: number; name: string },
  input: { command_id: number; state: AckState; output: string },
): Promise<CommandState> {
  const db = deps.db;
  const at = deps.clock.now().toISOString();
  const action = ACK_ACTIONS[input.state];
  const from = agentCommandMachine.actions[action].from;
  const command = await repo.command(db, input.command_id);
  if (!command || command.agent_id !== agent.subjectId) {
    throw new AppError('agents.command_not_found');
  }
  if (command.state === input.state) return command.state;
  const moved = await db.transaction().execute(async (trx) => {
    const changed = await repo.moveCommand(
      trx,
      command.id,
      from,
      input.state,
      at,
      input.output || undefined,
    );
    if (!changed) return false;
    await recordTransition(trx, agentCommandMachine, {
      entityId: command.id,
      action,
      from: command.state,
      actor: { id: null, name: `agent:${agent.name}` },
      details: input.output ? { output: input.output.slice(0, 500) } : {},
      at,
    });
    return true;
  });
  if (moved) return input.state;
  const now = await repo.command(db, command.id);
  if (now?.state === input.state) return now.state;
  throw new AppError('agents.command_state');
}

const softwareKey = (s: { display_name: string; publisher: string }) =>
  `${s.display_name.toLowerCase()}\u0000${s.publisher.toLowerCase()}`;

/**
 * A full snapshot of the agent's software replaces the last one; what was added, removed or
 * changed version is kept as history (agent_software_changes). Apps new to the catalogue join it.
 */
export async function uploadSoftware(deps: Deps, agentId: number, list: Software[]) {
  const at = deps.clock.now().toISOString();
  const unique = new Map<string, Software>();
  for (const item of list) unique.set(softwareKey(item), item);
  return deps.db.transaction().execute(async (trx) => {
    await lockSet(trx, `agent-software:${agentId}`);
    const before = new Map((await repo.software(trx, agentId)).map((r) => [softwareKey(r), r]));
    const changes: {
      change: 'added' | 'removed' | 'changed';
      item: Software;
      old_version?: string;
    }[] = [];
    for (const [key, item] of unique) {
      const old = before.get(key);
      if (!old) changes.push({ change: 'added', item });
      else if (old.version !== item.version)
        changes.push({ change: 'changed', item, old_version: old.version });
    }
    for (const [key, old] of before) {
      if (!unique.has(key)) changes.push({ change: 'removed', item: old });
    }
    await repo.replaceSoftware(
      trx,
      agentId,
      [...unique.values()].map((s) => ({ agent_id: agentId, ...s })),
    );
    await repo.recordUpload(trx, agentId, at, unique.size);
    const rows = changes.map((c) => ({
      agent_id: agentId,
      change: c.change,
      display_name: c.item.display_name,
      version: c.item.version,
      old_version: c.old_version ?? '',
      publisher: c.item.publisher,
      at,
    }));
    await repo.recordSoftwareChanges(trx, rows);
    await repo.catalogue(
      trx,
      [...unique.values()].map((s) => s.display_name),
      at,
    );
    const count = (kind: string) => changes.filter((c) => c.change === kind).length;
    return { added: count('added'), removed: count('removed'), changed: count('changed') };
  });
}
