import { agentCommandMachine } from '@console/contract/machines/agent-command';
import {
  COMMAND_EXPIRY_MS,
  EXPIRING_COMMANDS,
  LINK_REQUEST_TTL_MS,
  type AckState,
  type AgentCommand,
  type CheckInResponse,
  type CommandState,
} from '@console/contract/schemas/agents';
import type { AuthUser, Deps } from '../../context';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { recordTransition } from '../../machines/transitions';
import { agentsRepository } from './agents.repository';
import { PLATFORM, commandOf, iso } from './answers';
import { commandsRepository as repo } from './commands.repository';
import { recordCheckIn } from './enrolment.service';
import { linksRepository } from './links.repository';
import { buildPolicy, etagOf } from './policy.service';
import { ownedAgent } from './reach';
import { softwareRepository } from './software.repository';
import { WAKE_CHANNEL, wakeAgents } from './wake';

export async function sendCommand(
  deps: Deps,
  user: AuthUser,
  input: { admin_id: number; agent_id: number; command: AgentCommand },
) {
  const agent = await ownedAgent(deps, user, input.admin_id, input.agent_id);
  const now = deps.clock.now();
  let args: Record<string, string> = {};
  if (input.command === 'update_now') {
    const release = await softwareRepository.release(deps.db, PLATFORM);
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
  await wakeAgents(deps, [agent.id]);
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

/** What a check-in answers now; `news` when it should not wait. Queued commands become sent. */
async function gather(deps: Deps, agentId: number, etag: string) {
  const db = deps.db;
  const now = deps.clock.now();
  const at = now.toISOString();
  const agent = await agentsRepository.find(db, agentId);
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
      ? await linksRepository.pendingRequest(db, agentId, iso(now.getTime() - LINK_REQUEST_TTL_MS))
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
  await recordCheckIn(deps, agentId, input);
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
